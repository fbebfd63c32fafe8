import { Link } from "@tanstack/react-router";
import type { Quote } from "#contracts/quotes.ts";
import { cn } from "#client/lib/utils.ts";
import { FilterLink } from "./filter-link.tsx";

/**
 * A quote's author as a link to their page (/author/{slug}: their quotes by attribution). A quote without a slug
 * (a preview being edited) links to the home list filtered by the author instead.
 */
export function AuthorLink({
  quote,
  className,
}: {
  quote: Pick<Quote, "author"> & Partial<Pick<Quote, "author_slug">>;
  className?: string;
}) {
  if (!quote.author_slug) {
    return (
      <FilterLink kind="author" value={quote.author} className={className}>
        {quote.author}
      </FilterLink>
    );
  }
  return (
    <Link
      to="/author/$slug"
      params={{ slug: quote.author_slug }}
      className={cn("rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
    >
      {quote.author}
    </Link>
  );
}
