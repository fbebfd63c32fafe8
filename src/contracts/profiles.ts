import { z } from "zod";
import { PROFILE_PAGE_SIZE } from "./constants.ts";
import { QuoteListItemSchema } from "./quotes.ts";

export { PROFILE_PAGE_SIZE } from "./constants.ts";
export const PROFILE_LIMIT_MAX = 50;

export const PROFILE_MESSAGES = {
  notFound: "User not found",
  limit: `Limit must be a whole number from 1 to ${PROFILE_LIMIT_MAX}`,
  offset: "Offset must be a whole number from 0",
} as const;

export const PublicProfileQuerySchema = z.object({
  limit: z.coerce
    .number({ error: PROFILE_MESSAGES.limit })
    .int({ error: PROFILE_MESSAGES.limit })
    .min(1, { error: PROFILE_MESSAGES.limit })
    .max(PROFILE_LIMIT_MAX, { error: PROFILE_MESSAGES.limit })
    .default(PROFILE_PAGE_SIZE),
  offset: z.coerce
    .number({ error: PROFILE_MESSAGES.offset })
    .int({ error: PROFILE_MESSAGES.offset })
    .min(0, { error: PROFILE_MESSAGES.offset })
    .max(1_000_000, { error: PROFILE_MESSAGES.offset })
    .default(0),
});
export type PublicProfileQuery = z.infer<typeof PublicProfileQuerySchema>;

/**
 * GET /api/users/{id}: what anyone may know of a member. Never their e-mail, role or anything else private —
 * the test holds this to the exact key set.
 */
export const PublicProfileSchema = z.object({
  id: z.uuid(),
  display_name: z.string(),
  member_since: z.string(),
  counts: z.object({
    approved_quotes: z.number().int(),
    comments: z.number().int(),
    reactions: z.number().int(),
  }),
  /** Their approved quotes, newest first, one page. */
  quotes: z.array(QuoteListItemSchema),
  /** How many approved quotes there are in all (the same as counts.approved_quotes). */
  total: z.number().int(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
