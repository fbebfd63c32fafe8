import type { FormEvent, ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import type { HomeSearch } from "../search-params.ts";

/**
 * The list's state as hidden form fields, named as in the URL: a GET form of some controls carries the rest
 * of the state along (`omit` the parameters its controls set). A page number is never carried: a new filter
 * or search starts at the first page.
 */
export function HiddenSearchFields({ search, omit }: { search: HomeSearch; omit: readonly (keyof HomeSearch)[] }) {
  return (
    <>
      {Object.entries(search).map(([name, value]) =>
        value === undefined || name === "page" || omit.includes(name as keyof HomeSearch) ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
    </>
  );
}

/** The parameters the filter form's own controls set (the tag control adds to the hidden `tags`). */
export const FILTER_FORM_FIELDS = [
  "categories",
  "authors",
  "sort",
  "audio",
  "status",
  "attribution",
  "language",
] as const;

const preventSubmit = (event: FormEvent) => event.preventDefault();

/**
 * The filter controls as a GET form of the home list's URL parameters. In the app every control applies
 * itself at once and the form never submits. Before the app has started and without JavaScript, pressing Enter
 * in the author field submits it, and without JavaScript its Apply button does: it shows only under
 * `@media (scripting: none)` (Tailwind's `noscript:`), so nothing appears, hides or shifts when the app starts.
 */
export function FilterForm({
  search,
  className,
  children,
  ...props
}: {
  /** The list's current URL state, carried along in hidden fields. */
  search: HomeSearch;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <form method="get" action="/" onSubmit={preventSubmit} className={className} {...props}>
      <HiddenSearchFields search={search} omit={FILTER_FORM_FIELDS} />
      {children}
    </form>
  );
}

/** The filter form's submit button, for visitors without JavaScript only (see FilterForm). */
export function FilterApplyButton({ className }: { className?: string }) {
  return (
    <Button type="submit" variant="secondary" className={cn("hidden noscript:inline-flex", className)}>
      Apply
    </Button>
  );
}
