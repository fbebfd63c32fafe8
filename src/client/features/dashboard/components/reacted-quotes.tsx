import { SmilePlusIcon } from "lucide-react";
import { FetchError } from "#client/components/fetch-error.tsx";
import { REACTIONS, ReactionIcon } from "#client/components/reaction-icon.tsx";
import { useReactedQuotes } from "../api/get-reacted-quotes.ts";
import { EmptyRows, QuoteRows, QuoteRowsSkeleton } from "./quote-rows.tsx";

/** The quotes the user reacted to, with their reaction. */
export function ReactedQuotes({ userId }: { userId: string }) {
  const reacted = useReactedQuotes(userId);
  if (reacted.isPending) return <QuoteRowsSkeleton label="Loading your reactions..." />;
  if (reacted.isError) {
    return (
      <FetchError
        title="Failed to fetch quotes"
        error={reacted.error}
        retrying={reacted.isFetching}
        onRetry={() => void reacted.refetch()}
      />
    );
  }
  if (reacted.data.quotes.length === 0) {
    return (
      <EmptyRows icon={SmilePlusIcon} title="No reactions yet" testId="reactions-empty">
        React to the quotes that move you, and find them here again.
      </EmptyRows>
    );
  }
  return (
    <QuoteRows
      testId="reacted-quotes"
      items={reacted.data.quotes.map((quote) => ({
        key: quote.id,
        urlSlug: quote.url_slug,
        text: quote.text,
        author: quote.author,
        meta: quote.user_reaction && (
          <span className="inline-flex items-center gap-1 text-xs" data-reaction={quote.user_reaction}>
            <ReactionIcon type={quote.user_reaction} className="size-3.5" />
            {REACTIONS[quote.user_reaction].label}
          </span>
        ),
      }))}
    />
  );
}
