import { z } from "zod";
import { QuoteSchema } from "./quotes.ts";

/**
 * Daily review (docs/product/review.md): the quotes a member saved — bookmarks and the quotes in their own
 * lists — come back on a spaced schedule (SM-2), a bounded number a day, with a streak of days reviewed.
 */

export const REVIEW_GRADES = ["again", "good", "easy", "mastered"] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

/** Quotes a member reviews in one local day at most (a quote graded "again" comes back without counting twice). */
export const REVIEW_DAILY_MAX = 20;
/** A quote graded "again" comes back this many minutes later, the same day. */
export const REVIEW_AGAIN_MINUTES = 10;
/** SM-2: the ease a quote starts with, its floor, and the first intervals in days. */
export const REVIEW_EASE_START = 2.5;
export const REVIEW_EASE_MIN = 1.3;
export const REVIEW_FIRST_INTERVAL_DAYS = { good: 1, easy: 4 } as const;
export const REVIEW_SECOND_INTERVAL_DAYS = 6;
/** The longest interval a quote waits (a year), so that nothing drifts out of sight for ever. */
export const REVIEW_MAX_INTERVAL_DAYS = 365;
/** Readings of quotes without narration a member may start per hour (each new one is synthesised). */
export const REVIEW_READINGS_PER_HOUR = 30;
export const TIMEZONE_MAX = 64;

export const REVIEW_MESSAGES = {
  notSaved: "This quote is not in your review: save it first",
  notDue: "This quote is not due for review yet",
  invalidGrade: "Grade must be again, good, easy or mastered",
  invalidTimezone: "Timezone must be an IANA time zone such as Europe/Paris",
  notMastered: "This quote is not mastered",
  readingUnavailable: "This quote cannot be read aloud right now",
  title: "Daily review",
  allDone: "All done for today",
  nothingSaved: "Nothing to review yet",
  nothingSavedHint: "Bookmark quotes or save them to a list, and they come back here on a spaced schedule.",
  loadFailed: "Your review could not be loaded",
} as const;

/** Whether `zone` names an IANA time zone this runtime knows (Intl throws a RangeError otherwise). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The member's IANA time zone, in which their days (the daily bound and the streak) are counted; UTC by default. */
export const TimezoneSchema = z
  .string({ error: REVIEW_MESSAGES.invalidTimezone })
  .trim()
  .min(1, REVIEW_MESSAGES.invalidTimezone)
  .max(TIMEZONE_MAX, REVIEW_MESSAGES.invalidTimezone)
  .refine(isTimeZone, REVIEW_MESSAGES.invalidTimezone);

/** GET /api/review/today?timezone=. */
export const ReviewTodayQuerySchema = z.object({ timezone: TimezoneSchema.default("UTC") });

/** POST /api/review/{quote_id}. */
export const ReviewGradeInputSchema = z.object({
  grade: z.enum(REVIEW_GRADES, { error: REVIEW_MESSAGES.invalidGrade }),
  timezone: TimezoneSchema.default("UTC"),
});
export type ReviewGradeInput = z.input<typeof ReviewGradeInputSchema>;

/** One quote in review: the full quote (with the viewer's state), when it is due and the interval it was given. */
export const ReviewItemSchema = z.object({
  quote: QuoteSchema,
  /** When the quote is (or was) due; null once mastered. */
  due_at: z.string().nullable(),
  /** Days until it comes back after its last grade (0: new, or graded "again"). */
  interval_days: z.number().int().min(0),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** GET /api/review/today. */
export const ReviewTodaySchema = z.object({
  /** Due now, oldest due first, at most what is left of the day's bound. */
  items: z.array(ReviewItemSchema),
  /** Consecutive local days with at least one review, up to today (or yesterday, while today is still open). */
  streak: z.number().int().min(0),
  /** Quotes graded today (the member's local day), counted against the day's bound. */
  reviewed_today: z.number().int().min(0),
  /** Every quote due now, including those past the day's bound. */
  due_count: z.number().int().min(0),
  daily_max: z.number().int(),
  /** The next time a quote comes due after those listed; null when nothing else is scheduled. */
  next_due_at: z.string().nullable(),
});
export type ReviewToday = z.infer<typeof ReviewTodaySchema>;

/** POST /api/review/{quote_id}: the updated item, its new schedule and the streak after this grade. */
export const ReviewGradedSchema = ReviewItemSchema.extend({
  grade: z.enum(REVIEW_GRADES),
  mastered: z.boolean(),
  ease: z.number(),
  repetitions: z.number().int().min(0),
  streak: z.number().int().min(0),
});
export type ReviewGraded = z.infer<typeof ReviewGradedSchema>;

/** DELETE /api/review/{quote_id}/mastered: the quote back in rotation, due at once. */
export const ReviewRestoredSchema = ReviewItemSchema;
