import { BookmarkIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { useToggleBookmark } from "../api/toggle-bookmark.ts";
import type { EngagementProps } from "./engagement-props.ts";

/**
 * Bookmarks or un-bookmarks the quote (a toggle button). `compact` is the card's icon with its count; otherwise a
 * labelled button. Its size never depends on the state, so the signed-in state arriving after hydration shifts
 * nothing.
 */
export function BookmarkButton({
  quote,
  signedIn,
  onSignInRequired,
  compact = false,
  className,
}: EngagementProps & { compact?: boolean; className?: string }) {
  const toggle = useToggleBookmark();
  const pressed = signedIn && quote.bookmarked;
  const onClick = () => {
    if (!signedIn) return onSignInRequired();
    toggle.mutate({
      quoteId: quote.id,
      was: { bookmarked: quote.bookmarked, bookmark_count: quote.bookmark_count },
    });
  };
  const title = pressed ? "Remove bookmark" : "Bookmark this quote";
  return (
    <Button
      type="button"
      variant={compact ? "ghost" : "outline"}
      size="sm"
      className={cn(
        "tabular-nums text-muted-foreground hover:text-foreground",
        pressed && "text-primary hover:text-primary",
        compact && "h-8 px-2 has-[>svg]:px-2",
        className,
      )}
      aria-pressed={pressed}
      title={title}
      data-testid="bookmark-button"
      onClick={onClick}
    >
      <BookmarkIcon aria-hidden="true" className={cn(pressed && "fill-current")} />
      {/* The name is "Bookmark 3": what the button does, then its count. */}
      <span className={cn(compact && "sr-only")}>Bookmark </span>
      <span className={cn(!compact && "text-muted-foreground")}>{formatCount(quote.bookmark_count)}</span>
    </Button>
  );
}
