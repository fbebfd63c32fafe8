import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { AlertCircleIcon, HistoryIcon, RotateCwIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { QuoteRowsSkeleton } from "./quote-rows.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { formatRelative } from "#client/lib/relative-time.ts";
import { useVisitedQuotes } from "../api/get-visited-quotes.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { textLanguageProps } from "#client/lib/quote-language.ts";

const FIRST_SHOWN = 6;

/** The quotes the user opened lately, last visited first. */
export function VisitedQuotes({ userId }: { userId: string }) {
  const visited = useVisitedQuotes(userId);
  const [showAll, setShowAll] = useState(false);

  if (visited.isPending) {
    return <QuoteRowsSkeleton label="Loading recently visited quotes..." />;
  }

  if (visited.isError) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
      >
        <p className="flex items-center gap-2 font-medium text-red-700 dark:text-destructive">
          <AlertCircleIcon aria-hidden="true" className="size-4" />
          Failed to fetch quotes
        </p>
        <p className="break-words text-muted-foreground">{visited.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void visited.refetch()} disabled={visited.isFetching}>
          {visited.isFetching ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  }

  const quotes = visited.data.quotes;
  if (quotes.length === 0) {
    return (
      <EmptyState
        compact
        icon={HistoryIcon}
        title="No visits yet"
        hint="Quotes you open will show up here."
        testId="visited-empty"
      >
        <Button asChild variant="link" size="sm" className="mt-1">
          <Link to="/">Browse quotes</Link>
        </Button>
      </EmptyState>
    );
  }

  const shown = showAll ? quotes : quotes.slice(0, FIRST_SHOWN);
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2" data-testid="visited-quotes">
        {shown.map((quote) => (
          <li key={quote.quote_id ?? quote.id}>
            <Link
              to="/quote/$slug"
              params={{ slug: quote.url_slug }}
              className="group grid gap-1 rounded-lg border bg-card p-3 text-sm outline-none transition-colors hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span
                className="line-clamp-2 text-pretty break-words group-hover:text-primary"
                {...textLanguageProps(quote.language)}
              >
                {quote.text}
              </span>
              <span className="flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground">
                <span className="truncate">— {quote.author}</span>
                {quote.visited_at && <time dateTime={quote.visited_at}>{formatRelative(quote.visited_at)}</time>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {quotes.length > FIRST_SHOWN && (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setShowAll(!showAll)}>
          {showAll ? "Show fewer" : `Show all ${quotes.length}`}
        </Button>
      )}
    </div>
  );
}
