import { Link } from "@tanstack/react-router";
import { MessageCircleIcon } from "lucide-react";
import { formatCount, pluralize } from "#client/lib/utils.ts";
import { BookmarkButton } from "./bookmark-button.tsx";
import type { EngagementProps } from "./engagement-props.ts";
import { ReactionPicker } from "./reaction-picker.tsx";

/** The bottom row of a quote card: reactions (summary and picker), the comment count, the bookmark toggle. */
export function QuoteCardEngagement(props: EngagementProps) {
  const { quote } = props;
  return (
    <div className="flex items-center gap-1 border-t px-3 py-1.5" data-testid="quote-engagement">
      <ReactionPicker {...props} />
      <Link
        to="/quote/$slug"
        params={{ slug: quote.url_slug }}
        hash="comments"
        className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm tabular-nums text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={pluralize(quote.comment_count, "comment")}
        title="Comments"
        data-testid="comment-count"
      >
        <MessageCircleIcon aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{formatCount(quote.comment_count)}</span>
      </Link>
      <BookmarkButton {...props} compact className="ml-auto" />
    </div>
  );
}
