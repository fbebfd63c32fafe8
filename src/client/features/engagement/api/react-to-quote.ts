import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/lib/toast.ts";
import type { ReactionType } from "#contracts/constants.ts";
import { ENGAGEMENT_TOASTS, type ReactionCounts, type ReactionSummary } from "#contracts/engagement.ts";
import { apiFetch } from "#client/lib/api.ts";
import { trackEvent } from "#client/lib/track-event.ts";
import { invalidatePersonalLists, patchCachedQuote } from "../engagement-cache.ts";
import { latestToggles, reactionPatch } from "../optimistic.ts";

/** POST /api/quotes/{id}/reactions: the same type again removes it, another replaces the old one. */
export function reactToQuote(quoteId: string, reactionType: ReactionType) {
  return apiFetch<ReactionSummary>(`/api/quotes/${encodeURIComponent(quoteId)}/reactions`, {
    method: "POST",
    json: { reaction_type: reactionType },
  });
}

export interface ReactionChoice {
  quoteId: string;
  chosen: ReactionType;
  /** The state before the click, which a failure restores. */
  was: { reaction_counts: ReactionCounts; user_reaction: ReactionType | null };
}

/** Reacts optimistically (docs/product/engagement.md): counts and the caller's reaction change at once, and go back on failure. */
export function useReactToQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, chosen }: ReactionChoice) => reactToQuote(quoteId, chosen),
    onMutate: ({ quoteId, chosen }) => {
      trackEvent("reaction", "quote_action", { quote_id: quoteId, reaction_type: chosen });
      patchCachedQuote(queryClient, quoteId, reactionPatch(chosen));
      return { turn: latestToggles.start(`reaction:${quoteId}`) };
    },
    onError: (_error, { quoteId, was }, context) => {
      if (context && latestToggles.isLatest(`reaction:${quoteId}`, context.turn)) {
        patchCachedQuote(queryClient, quoteId, (quote) => ({ ...quote, ...was }));
      }
      toast.error(ENGAGEMENT_TOASTS.reactionFailed, { id: "reaction" });
    },
    onSuccess: (summary, { quoteId }, context) => {
      if (latestToggles.isLatest(`reaction:${quoteId}`, context.turn)) {
        patchCachedQuote(queryClient, quoteId, (quote) => ({
          ...quote,
          reaction_counts: summary.reactions,
          user_reaction: summary.userReaction,
        }));
      }
      void invalidatePersonalLists(queryClient);
    },
  });
}
