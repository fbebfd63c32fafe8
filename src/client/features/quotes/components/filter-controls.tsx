import { Suspense, useId, useState, type KeyboardEvent } from "react";
import { BookmarkIcon, HeartIcon, UserIcon, XIcon } from "lucide-react";
import { ATTRIBUTION_STATUSES } from "#contracts/constants.ts";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import { Button } from "#client/components/ui/button.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { useCategories } from "../api/get-categories.ts";
import { useTags } from "../api/get-tags.ts";
import { languageFilter } from "../language-names.ts";
import type { OfferedFilters } from "../offered-filters.ts";
import {
  attributionList,
  AUDIO_OPTIONS,
  LIST_STATUSES,
  SORT_OPTIONS,
  withFilter,
  type AudioFilter,
  type ListStatus,
  type QuoteFilters,
} from "../search-params.ts";
import { controlClass, FilterSelect } from "./filter-select.tsx";

export const SORT_LABELS = { latest: "Latest", popular: "Most popular", views: "Most viewed" } as const;
const AUDIO_LABELS: Record<AudioFilter, string> = { with: "With audio", without: "Without audio" };
const STATUS_LABELS: Record<ListStatus, string> = { approved: "Approved", pending: "Pending", rejected: "Rejected" };

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const LanguageFilter = languageFilter.Component;

export interface FilterControlsProps {
  filters: QuoteFilters;
  onChange: (filters: QuoteFilters) => void;
  /** Admins filter by status (docs/product/screens.md). */
  canFilterStatus: boolean;
  /** Signed-in users filter by their bookmarks and reactions. */
  signedIn: boolean;
  /** The filters whose features exist (see offered-filters.ts): the others are not shown. */
  offered: OfferedFilters;
  /** "row": compact toolbar with screen-reader labels; "stack": one labelled control per line (mobile sheet). */
  layout?: "row" | "stack";
}

/**
 * Category, tag, author, attribution, language, audio, status and personal filters: each writes the URL at once. The fields carry
 * their URL parameter's name, so that inside a FilterForm they also work as a plain GET form.
 */
export function FilterControls({
  filters,
  onChange,
  canFilterStatus,
  signedIn,
  offered,
  layout = "row",
}: FilterControlsProps) {
  const stack = layout === "stack";
  const categories = useCategories();
  const tags = useTags();
  const categoryOptions = categories.data ?? [];
  const knownCategory = categoryOptions.some((c) => c.name === filters.category);
  const attribution = filters.attribution.join(",");

  return (
    <div className={cn(stack ? "flex flex-col gap-4" : "flex flex-wrap items-end gap-2")}>
      <FilterSelect
        label="Category"
        name="categories"
        showLabel={stack}
        className={stack ? undefined : "w-44"}
        value={filters.category ?? ""}
        onChange={(event) => onChange({ ...filters, category: event.target.value || undefined })}
      >
        <option value="">All categories</option>
        {filters.category && !knownCategory && <option value={filters.category}>{capitalise(filters.category)}</option>}
        {categoryOptions.map((category) => (
          <option key={category.name} value={category.name}>
            {capitalise(category.name)} ({formatCount(category.count)})
          </option>
        ))}
      </FilterSelect>

      <FilterSelect
        label="Add a tag"
        name="tags"
        showLabel={stack}
        className={stack ? undefined : "w-40"}
        value=""
        onChange={(event) => {
          if (event.target.value) onChange(withFilter(filters, "tag", event.target.value));
        }}
      >
        <option value="">{tags.isError ? "Tags unavailable" : "Add a tag"}</option>
        {(tags.data ?? []).map((tag) => (
          <option key={tag.name} value={tag.name} disabled={filters.tags.includes(tag.name)}>
            {tag.name} ({formatCount(tag.count)})
          </option>
        ))}
      </FilterSelect>

      <AuthorInput
        key={filters.author ?? ""}
        author={filters.author}
        showLabel={stack}
        className={stack ? undefined : "w-48"}
        onCommit={(author) => onChange({ ...filters, author })}
      />

      <FilterSelect
        label="Attribution"
        name="attribution"
        showLabel={stack}
        className={stack ? undefined : "w-40"}
        value={attribution}
        onChange={(event) => onChange({ ...filters, attribution: attributionList(event.target.value) })}
      >
        <option value="">Any attribution</option>
        {/* Several statuses (a URL, is: typed in the search box) show as one choice; a chip removes each. */}
        {filters.attribution.length > 1 && (
          <option value={attribution}>
            {filters.attribution.map((status) => ATTRIBUTION_LABELS[status]).join(", ")}
          </option>
        )}
        {ATTRIBUTION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ATTRIBUTION_LABELS[status]}
          </option>
        ))}
      </FilterSelect>

      <Suspense
        fallback={
          <FilterSelect label="Language" showLabel={stack} className={stack ? undefined : "w-40"} value="" disabled>
            <option value="">Any language</option>
          </FilterSelect>
        }
      >
        <LanguageFilter
          filters={filters}
          onChange={onChange}
          showLabel={stack}
          className={stack ? undefined : "w-40"}
        />
      </Suspense>

      {offered.audio && (
        <FilterSelect
          label="Audio"
          name="audio"
          showLabel={stack}
          className={stack ? undefined : "w-36"}
          value={filters.audio ?? ""}
          onChange={(event) =>
            onChange({ ...filters, audio: (event.target.value || undefined) as AudioFilter | undefined })
          }
        >
          <option value="">Any audio</option>
          {AUDIO_OPTIONS.map((audio) => (
            <option key={audio} value={audio}>
              {AUDIO_LABELS[audio]}
            </option>
          ))}
        </FilterSelect>
      )}

      {canFilterStatus && (
        <FilterSelect
          label="Status"
          name="status"
          showLabel={stack}
          className={stack ? undefined : "w-36"}
          value={filters.status ?? ""}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || undefined) as ListStatus | undefined })
          }
        >
          <option value="">Any status</option>
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
      )}

      {signedIn && (offered.bookmarked || offered.reacted) && (
        <div className={cn("flex gap-2", stack && "flex-wrap")} role="group" aria-label="My quotes">
          {offered.bookmarked && (
            <ToggleFilter
              pressed={filters.bookmarked}
              onPressedChange={(bookmarked) => onChange({ ...filters, bookmarked })}
              icon={BookmarkIcon}
              label="Bookmarked"
            />
          )}
          {offered.reacted && (
            <ToggleFilter
              pressed={filters.reacted}
              onPressedChange={(reacted) => onChange({ ...filters, reacted })}
              icon={HeartIcon}
              label="Reacted"
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The sort order; not a filter, so it survives "Clear filters". */
export function SortSelect({
  filters,
  onChange,
  showLabel = false,
  className,
}: {
  filters: QuoteFilters;
  onChange: (filters: QuoteFilters) => void;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <FilterSelect
      label="Sort by"
      name="sort"
      showLabel={showLabel}
      className={className}
      value={filters.sort}
      onChange={(event) => onChange({ ...filters, sort: event.target.value as QuoteFilters["sort"] })}
    >
      {SORT_OPTIONS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * Author as a text filter: applied on Enter or when the field loses focus. Not a form of its own: inside a
 * FilterForm, Enter submits that form when the app has not started.
 */
function AuthorInput({
  author,
  onCommit,
  showLabel,
  className,
}: {
  author: string | undefined;
  onCommit: (author: string | undefined) => void;
  showLabel: boolean;
  className?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(author ?? "");
  const commit = () => {
    const next = value.replace(/\s+/gu, " ").trim() || undefined;
    if (next !== author) onCommit(next);
  };
  const commitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    commit();
  };
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium" : "sr-only"}>
        Author
      </label>
      <div className="relative">
        <UserIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={id}
          name="authors"
          className={cn(controlClass, "py-1 pr-8 pl-8 placeholder:text-muted-foreground")}
          placeholder="Author"
          value={value}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          onKeyDown={commitOnEnter}
        />
        {value && (
          <button
            type="button"
            className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            aria-label="Clear author"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setValue("");
              if (author) onCommit(undefined);
            }}
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        )}
      </div>
    </div>
  );
}

function ToggleFilter({
  pressed,
  onPressedChange,
  icon: Icon,
  label,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  icon: typeof BookmarkIcon;
  label: string;
}) {
  return (
    <Button
      type="button"
      variant={pressed ? "secondary" : "outline"}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(pressed && "border-primary/40 text-primary")}
    >
      <Icon aria-hidden="true" className={cn(pressed && "fill-current")} />
      {label}
    </Button>
  );
}
