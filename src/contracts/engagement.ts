import { z } from "zod";
import { REACTION_TYPES, type ReactionType } from "./constants.ts";

/** Bookmarks and reactions (docs/product/data-model.md and docs/api.md): shapes shared by the server and the client. */

export const ReactionTypeSchema = z.enum(REACTION_TYPES);

/** How many reactions of each type a quote has; always all eight keys. */
export const ReactionCountsSchema = z.object(
  Object.fromEntries(REACTION_TYPES.map((type) => [type, z.number().int()])) as Record<ReactionType, z.ZodNumber>,
);
export type ReactionCounts = Record<ReactionType, number>;

/** Every type at zero. */
export function emptyReactionCounts(): ReactionCounts {
  return Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as ReactionCounts;
}

/** All eight keys from a stored map where absent types mean zero (and stray keys are ignored). */
export function completeReactionCounts(stored: Partial<Record<string, number>> | null | undefined): ReactionCounts {
  const counts = emptyReactionCounts();
  if (!stored) return counts;
  for (const type of REACTION_TYPES) {
    const value = stored[type];
    if (typeof value === "number" && value > 0) counts[type] = value;
  }
  return counts;
}

/** The engagement fields of a quote in lists and on its page; `bookmarked` and `user_reaction` are the caller's. */
export const QuoteEngagementSchema = z.object({
  reaction_counts: ReactionCountsSchema,
  bookmark_count: z.number().int(),
  comment_count: z.number().int(),
  /** Whether the signed-in caller bookmarked it (false for anonymous callers). */
  bookmarked: z.boolean(),
  /** The signed-in caller's reaction (null for anonymous callers or none). */
  user_reaction: ReactionTypeSchema.nullable(),
});
export type QuoteEngagement = z.infer<typeof QuoteEngagementSchema>;

// ---------------------------------------------------------------------------------------------
// Reactions
// ---------------------------------------------------------------------------------------------

export const REACTION_MESSAGES = {
  invalidType: `Reaction must be one of: ${REACTION_TYPES.join(", ")}`,
} as const;

/** POST /api/quotes/{id}/reactions: the same type again removes it, another type replaces the old one. */
export const ReactionInputSchema = z.object({
  reaction_type: z.enum(REACTION_TYPES, { error: REACTION_MESSAGES.invalidType }),
});
export type ReactionInput = z.infer<typeof ReactionInputSchema>;

/** Answer of the reaction calls: the quote's counts by type and the caller's own reaction. */
export const ReactionSummarySchema = z.object({
  reactions: ReactionCountsSchema,
  userReaction: ReactionTypeSchema.nullable(),
});
export type ReactionSummary = z.infer<typeof ReactionSummarySchema>;

export const UserReactionSchema = z.object({ userReaction: ReactionTypeSchema.nullable() });
export type UserReaction = z.infer<typeof UserReactionSchema>;

// ---------------------------------------------------------------------------------------------
// Bookmarks
// ---------------------------------------------------------------------------------------------

export const BOOKMARK_LIST_LIMIT = 1000;

export const BookmarkInputSchema = z.object({ quote_id: z.uuid({ error: "Invalid quote id" }) });
export type BookmarkInput = z.infer<typeof BookmarkInputSchema>;

export const BookmarkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKMARK_LIST_LIMIT).default(BOOKMARK_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

/** POST and DELETE /api/bookmarks: where the caller's bookmark of the quote stands afterwards. */
export const BookmarkStateSchema = z.object({
  quote_id: z.uuid(),
  bookmarked: z.boolean(),
  /** The quote's number of bookmarks after the change. */
  bookmark_count: z.number().int(),
  /** When the bookmark was made (null once removed). */
  created_at: z.string().nullable(),
});
export type BookmarkState = z.infer<typeof BookmarkStateSchema>;

/** The toasts of docs/product/messages-and-limits.md. */
export const ENGAGEMENT_TOASTS = {
  bookmarkAdded: "Bookmark added",
  bookmarkRemoved: "Bookmark removed",
  bookmarkAddFailed: "Failed to add bookmark",
  bookmarkRemoveFailed: "Failed to remove bookmark",
  reactionFailed: "Failed to update reaction. Please try again.",
} as const;
