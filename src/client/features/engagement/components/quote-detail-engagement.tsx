import { BookmarkButton } from "./bookmark-button.tsx";
import type { EngagementProps } from "./engagement-props.ts";
import { ReactionButtons } from "./reaction-buttons.tsx";

/** On a quote's page: the eight reactions in a row and the bookmark button. */
export function QuoteDetailEngagement(props: EngagementProps) {
  return (
    <section
      aria-label="Reactions and bookmark"
      className="mt-6 flex flex-wrap items-start gap-2"
      data-testid="quote-engagement"
    >
      <div className="min-w-0 flex-1">
        <ReactionButtons {...props} layout="row" />
      </div>
      <BookmarkButton {...props} className="h-9" />
    </section>
  );
}
