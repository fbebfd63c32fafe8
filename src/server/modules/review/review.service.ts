import {
  REVIEW_DAILY_MAX,
  REVIEW_MESSAGES,
  type ReviewGrade,
  type ReviewGraded,
  type ReviewItem,
  type ReviewToday,
} from "#contracts/review.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { isQuoteId, toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { conflict, notFound } from "#server/plugins/errors.ts";
import {
  countGradedOn,
  findDue,
  findQuoteRows,
  findReviewDays,
  findSavedAt,
  insertLog,
  lockState,
  saveState,
} from "./review.repository.ts";
import { freshState, schedule, type ReviewState } from "./schedule.ts";
import { localDay, startOfNextLocalDay, streakOf } from "./local-day.ts";

/** Review days read to count a streak: ten years. */
const STREAK_DAYS_MAX = 3660;

const notSaved = () => notFound(REVIEW_MESSAGES.notSaved);

/**
 * Daily review (docs/product/review.md): which saved quotes are due, grading them on the SM-2 schedule, and the
 * streak. Every rule is checked here on the server: only the member's own saves of quotes they may still see,
 * only due quotes, one transaction per grade with the state row locked so that two tabs cannot both advance it.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly viewerState: ViewerStateOverlay,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /api/review/today. */
  async today(viewer: QuoteViewer, timeZone: string): Promise<ReviewToday> {
    const now = this.now();
    const today = localDay(now, timeZone);
    const [gradedToday, days] = await Promise.all([
      countGradedOn(this.db, viewer.id, today),
      findReviewDays(this.db, viewer.id, STREAK_DAYS_MAX),
    ]);
    const due = await findDue(this.db, viewer, today, REVIEW_DAILY_MAX);
    // Quotes graded "again" today come back whatever the bound; new ones only while the day has room.
    let room = Math.max(0, REVIEW_DAILY_MAX - gradedToday);
    const rows = due.items.filter((row) => row.gradedToday || room-- > 0);
    const bounded = rows.length < due.dueCount;
    const nextDueAt = bounded && rows.length === 0 ? startOfNextLocalDay(now, timeZone).getTime() : due.nextDueAt;
    return {
      items: await this.withQuotes(rows, viewer),
      streak: streakOf(days, today),
      reviewed_today: gradedToday,
      due_count: due.dueCount,
      daily_max: REVIEW_DAILY_MAX,
      next_due_at: nextDueAt === null ? null : new Date(nextDueAt).toISOString(),
    };
  }

  /** POST /api/review/{quote_id}: grades a due quote the member saved, in one transaction. */
  async grade(viewer: QuoteViewer, quoteId: string, grade: ReviewGrade, timeZone: string): Promise<ReviewGraded> {
    if (!isQuoteId(quoteId)) throw notSaved();
    const now = this.now();
    const next = await this.db.transaction(async (tx) => {
      const savedAt = await findSavedAt(tx, viewer, quoteId);
      if (!savedAt) throw notSaved();
      const stored = await lockState(tx, viewer.id, quoteId, savedAt);
      const state = current(stored, savedAt);
      if (state.masteredAt || state.dueAt > now) throw conflict(REVIEW_MESSAGES.notDue);
      const graded = schedule(state, grade, now);
      await saveState(tx, viewer.id, quoteId, graded);
      await insertLog(tx, { userId: viewer.id, quoteId, grade, localDay: localDay(now, timeZone), reviewedAt: now });
      return graded;
    });
    const [item] = await this.withQuotes(
      [{ quoteId, dueAt: next.dueAt.getTime(), intervalDays: next.intervalDays }],
      viewer,
    );
    const days = await findReviewDays(this.db, viewer.id, STREAK_DAYS_MAX);
    return {
      ...item!,
      due_at: next.masteredAt ? null : next.dueAt.toISOString(),
      grade,
      mastered: next.masteredAt !== null,
      ease: next.ease,
      repetitions: next.repetitions,
      streak: streakOf(days, localDay(now, timeZone)),
    };
  }

  /** DELETE /api/review/{quote_id}/mastered: a mastered quote back in the rotation, due at once, from the start. */
  async restore(viewer: QuoteViewer, quoteId: string): Promise<ReviewItem> {
    if (!isQuoteId(quoteId)) throw notSaved();
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const savedAt = await findSavedAt(tx, viewer, quoteId);
      if (!savedAt) throw notSaved();
      const state = current(await lockState(tx, viewer.id, quoteId, savedAt), savedAt);
      if (!state.masteredAt) throw conflict(REVIEW_MESSAGES.notMastered);
      await saveState(tx, viewer.id, quoteId, { ...freshState(now), reviewedAt: now });
    });
    const [item] = await this.withQuotes([{ quoteId, dueAt: now.getTime(), intervalDays: 0 }], viewer);
    return item!;
  }

  /** The items with their full quotes, as lists return them (the viewer's bookmark and reaction laid over). */
  private async withQuotes(
    rows: { quoteId: string; dueAt: number; intervalDays: number }[],
    viewer: QuoteViewer,
  ): Promise<ReviewItem[]> {
    const found = new Map(
      (
        await findQuoteRows(
          this.db,
          rows.map((r) => r.quoteId),
        )
      ).map((q) => [q.id, q]),
    );
    const present = rows.filter((row) => found.has(row.quoteId));
    const withState = await this.viewerState(
      present.map((row) => toQuote(found.get(row.quoteId)!)),
      viewer,
    );
    return present.map((row, i) => ({
      quote: withState[i]!,
      due_at: new Date(row.dueAt).toISOString(),
      interval_days: row.intervalDays,
    }));
  }
}

/** The stored state, unless it belongs to an earlier save the member undid: then the quote starts afresh. */
function current(stored: ReviewState, savedAt: Date): ReviewState {
  return stored.reviewedAt < savedAt ? freshState(savedAt) : stored;
}
