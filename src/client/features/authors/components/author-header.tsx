import type { ReactNode } from "react";
import { CalendarDaysIcon } from "lucide-react";
import type { AuthorPage } from "#contracts/authors.ts";
import type { AttributionStatus } from "#contracts/constants.ts";
import { cn } from "#client/lib/utils.ts";
import { authorStats, authorYears } from "../author-format.ts";

/** The colour of each status's mark beside its count, as on the quotes' badges. */
const STATUS_MARKS: Record<AttributionStatus, string> = {
  verified: "bg-emerald-500 dark:bg-emerald-400",
  attributed: "bg-muted-foreground/50",
  disputed: "bg-amber-500 dark:bg-amber-400",
  misattributed: "bg-red-500 dark:bg-red-400",
};

/** "AE" for "Albert Einstein"; "?" for a name with no letters. */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0])
    .join("");
  return (letters || "?").toUpperCase();
}

/** An author's name, years and one-line description, and how many of their quotes have each attribution. */
export function AuthorHeader({ page, actions }: { page: Pick<AuthorPage, "author" | "counts">; actions?: ReactNode }) {
  const { author, counts } = page;
  const years = authorYears(author);
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start" data-testid="author-header">
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-primary/10 text-2xl font-semibold text-primary"
      >
        {initialsOf(author.name)}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1
            className="min-w-0 text-3xl font-semibold tracking-tight break-words sm:text-4xl"
            data-testid="author-name"
          >
            {author.name}
          </h1>
          {actions}
        </div>
        {years && (
          <p className="mt-2 flex items-center gap-1.5 text-muted-foreground" data-testid="author-years">
            <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
            {years}
          </p>
        )}
        {author.description && (
          <p className="mt-3 max-w-2xl text-lg text-pretty break-words" data-testid="author-description">
            {author.description}
          </p>
        )}
        <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3" data-testid="author-counts">
          {authorStats(counts).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                {stat.status && (
                  <span aria-hidden="true" className={cn("size-2 rounded-full", STATUS_MARKS[stat.status])} />
                )}
                {stat.label}
              </dt>
              <dd className="text-2xl font-semibold tabular-nums">{stat.value.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
