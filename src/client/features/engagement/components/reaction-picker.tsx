import { lazy, Suspense, useState } from "react";
import { SmilePlusIcon } from "lucide-react";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { REACTIONS, ReactionIcon } from "#client/components/reaction-icon.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { Popover, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { totalOf } from "../reaction-total.ts";
import type { EngagementProps } from "./engagement-props.ts";

// The eight reactions load with the popover's machinery: on hover, focus or a press of the summary.
const loadContent = () => import("./reaction-picker-content.tsx");
const ReactionPickerContent = lazy(loadContent);
function preload() {
  preloadOverlays();
  void loadContent();
}

/** The most given reaction types of a quote, most first (ties in the spec's order). */
export function topReactions(counts: EngagementProps["quote"]["reaction_counts"], max = 3) {
  return REACTION_TYPES.filter((type) => counts[type] > 0)
    .sort((a, b) => counts[b] - counts[a])
    .slice(0, max);
}

/**
 * The card's compact reaction summary (the top types and the total); it opens the eight reactions in a
 * popover. The caller's own reaction colours the summary.
 */
export function ReactionPicker({ quote, signedIn, onSignInRequired }: EngagementProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const total = totalOf(quote.reaction_counts);
  const top = topReactions(quote.reaction_counts);
  const mine = signedIn ? quote.user_reaction : null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onPointerEnter={preload} onFocus={preload} onClick={preload}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className={cn(
            "h-8 gap-1 px-2 tabular-nums text-muted-foreground hover:text-foreground has-[>svg]:px-2",
            mine && "text-foreground",
          )}
          data-testid="reaction-summary"
          data-mine={mine ?? undefined}
        >
          {top.length === 0 ? (
            <SmilePlusIcon aria-hidden="true" />
          ) : (
            <span className="flex items-center -space-x-1">
              {top.map((type) => (
                <span key={type} className="rounded-full bg-card p-px">
                  <ReactionIcon type={type} className="size-3.5" />
                </span>
              ))}
            </span>
          )}
          {total > 0 ? (
            <>
              <span className="sr-only">Reactions: </span>
              <span>{formatCount(total)}</span>
              <span className="sr-only">
                {total === 1 ? " reaction" : " reactions"}
                {mine && `, yours: ${REACTIONS[mine].label}`}
              </span>
            </>
          ) : (
            <span>React</span>
          )}
          {mine && <span aria-hidden="true" className="ml-0.5 size-1.5 rounded-full bg-primary" />}
        </Button>
      </PopoverTrigger>
      {wanted && (
        <Suspense fallback={null}>
          <ReactionPickerContent
            quote={quote}
            signedIn={signedIn}
            onSignInRequired={onSignInRequired}
            onChosen={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Popover>
  );
}
