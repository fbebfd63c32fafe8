import { REACTION_TYPES, type ReactionType } from "#contracts/constants.ts";
import { REACTIONS, ReactionIcon } from "#client/components/reaction-icon.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { useReactToQuote } from "../api/react-to-quote.ts";
import type { EngagementProps } from "./engagement-props.ts";

/**
 * The eight reactions as toggle buttons, each with its icon and count; the caller's own is pressed. Choosing
 * the pressed one takes it back, another one replaces it. `layout` is a 4×2 grid (in the card's popover) or a
 * wrapping row (on the quote page).
 */
export function ReactionButtons({
  quote,
  signedIn,
  onSignInRequired,
  layout,
  onChosen,
}: EngagementProps & { layout: "grid" | "row"; onChosen?: () => void }) {
  const react = useReactToQuote();
  const choose = (type: ReactionType) => {
    onChosen?.();
    if (!signedIn) return onSignInRequired();
    react.mutate({
      quoteId: quote.id,
      chosen: type,
      was: { reaction_counts: quote.reaction_counts, user_reaction: quote.user_reaction },
    });
  };
  return (
    <div
      role="group"
      aria-label="Reactions"
      className={cn(layout === "grid" ? "grid grid-cols-4 gap-1" : "flex flex-wrap gap-2")}
      data-testid="reaction-buttons"
    >
      {REACTION_TYPES.map((type) => {
        const pressed = signedIn && quote.user_reaction === type;
        const count = quote.reaction_counts[type];
        const { label } = REACTIONS[type];
        return (
          <button
            key={type}
            type="button"
            aria-pressed={pressed}
            title={label}
            data-reaction={type}
            onClick={() => choose(type)}
            className={cn(
              "inline-flex items-center justify-center rounded-md border text-sm tabular-nums outline-none transition-colors",
              "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
              layout === "grid" ? "h-auto flex-col gap-0.5 px-1 py-2" : "h-9 gap-1.5 px-3",
              pressed ? "border-primary bg-primary/10 text-foreground" : "border-transparent text-muted-foreground",
              layout === "row" && !pressed && "border-border bg-background",
            )}
          >
            <ReactionIcon type={type} className={layout === "grid" ? "size-5" : undefined} />
            {/* The name is "Like 3". */}
            {layout === "grid" ? (
              <span className="text-[0.7rem] leading-tight">{label} </span>
            ) : (
              <span className="sr-only sm:not-sr-only">{label} </span>
            )}
            <span className={cn(layout === "grid" ? "text-xs" : "text-muted-foreground")}>{formatCount(count)}</span>
          </button>
        );
      })}
    </div>
  );
}
