import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import { quotes, reviewLog, reviewStates } from "#server/db/schema/index.ts";
import { quoteColumns, quoteVisibleAs, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";
import type { ReviewState } from "./schedule.ts";

type Executor = Db | Tx;

/** A saved quote's place in review, as the due query reads it (times in epoch milliseconds). */
export interface ReviewRow {
  quoteId: string;
  dueAt: number;
  intervalDays: number;
  gradedToday: boolean;
}

const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The member's saved quotes they may still see — bookmarks and the quotes of their own lists — each with the
 * moment it was first saved (of its current saves) and its review state when that state is newer than the save:
 * a state older than every current save belongs to an earlier save the member undid, and is ignored.
 */
function reviewable(viewer: QuoteViewer): SQL {
  return sql`
    with saved as (
      select s.quote_id, min(s.saved_at) as saved_at from (
        select b.quote_id, b.created_at as saved_at from bookmarks b where b.user_id = ${viewer.id}
        union all
        select li.quote_id, li.created_at from list_items li join lists l on l.id = li.list_id
          where l.owner_id = ${viewer.id} and li.quote_id is not null
      ) s group by s.quote_id
    )
    select saved.quote_id, saved.saved_at,
      case when rs.reviewed_at >= saved.saved_at then rs.due_at else saved.saved_at end as due_at,
      case when rs.reviewed_at >= saved.saved_at then rs.interval_days else 0 end as interval_days,
      (rs.reviewed_at >= saved.saved_at and rs.mastered_at is not null) is true as mastered
    from saved
    join quotes q on q.id = saved.quote_id and ${quoteVisibleAs("q", viewer)}
    left join review_states rs on rs.user_id = ${viewer.id} and rs.quote_id = saved.quote_id`;
}

/**
 * The quotes due now, those graded earlier today (back after "again") first, then oldest due first; at most
 * `limit`. Also answers how many are due in all and when the next one not yet due comes up.
 */
export async function findDue(db: Db, viewer: QuoteViewer, today: string, limit: number) {
  const result = await db.execute(sql`
    with r as (${reviewable(viewer)}),
    due as (
      select r.quote_id, r.due_at, r.interval_days,
        exists (select 1 from review_log l where l.user_id = ${viewer.id} and l.local_day = ${today}
          and l.quote_id = r.quote_id) as graded_today
      from r where not r.mastered and r.due_at <= now()
    )
    select quote_id, ${epochMs(sql`due_at`)} as due_at, interval_days, graded_today,
      (select count(*)::int from due) as due_count,
      null::float8 as next_due_at
    from (select * from due order by graded_today desc, due_at, quote_id limit ${limit}) page
    union all
    select null, null, null, null, (select count(*)::int from due),
      (select ${epochMs(sql`min(due_at)`)} from r where not r.mastered and r.due_at > now())
    order by 1 nulls last`);
  const rows = rowsOf<{
    quote_id: string | null;
    due_at: number | null;
    interval_days: number | null;
    graded_today: boolean | null;
    due_count: number;
    next_due_at: number | null;
  }>(result);
  const summary = rows.find((row) => row.quote_id === null)!;
  const items: ReviewRow[] = rows
    .filter((row) => row.quote_id !== null)
    .map((row) => ({
      quoteId: row.quote_id!,
      dueAt: Number(row.due_at),
      intervalDays: Number(row.interval_days),
      gradedToday: Boolean(row.graded_today),
    }))
    .sort((a, b) => Number(b.gradedToday) - Number(a.gradedToday) || a.dueAt - b.dueAt);
  return {
    items,
    dueCount: Number(summary.due_count),
    nextDueAt: summary.next_due_at === null ? null : Number(summary.next_due_at),
  };
}

/** When the member's current save of the quote began, if they saved it and may still see it. */
export async function findSavedAt(db: Executor, viewer: QuoteViewer, quoteId: string): Promise<Date | undefined> {
  const result = await db.execute(sql`
    select ${epochMs(sql`min(s.saved_at)`)} as saved_at from (
      select b.created_at as saved_at from bookmarks b where b.user_id = ${viewer.id} and b.quote_id = ${quoteId}
      union all
      select li.created_at from list_items li join lists l on l.id = li.list_id
        where l.owner_id = ${viewer.id} and li.quote_id = ${quoteId}
    ) s
    where exists (select 1 from quotes q where q.id = ${quoteId} and ${quoteVisibleAs("q", viewer)})`);
  const [row] = rowsOf<{ saved_at: number | null }>(result);
  return row?.saved_at == null ? undefined : new Date(Number(row.saved_at));
}

/**
 * The member's review state of the quote, locked for the rest of the transaction (made first when missing, due
 * from `savedAt`): two grades of one quote at once queue up here, and the second sees what the first wrote.
 */
export async function lockState(tx: Tx, userId: string, quoteId: string, savedAt: Date): Promise<ReviewState> {
  await tx
    .insert(reviewStates)
    .values({ userId, quoteId, ease: 2.5, repetitions: 0, intervalDays: 0, dueAt: savedAt, reviewedAt: savedAt })
    .onConflictDoNothing();
  const [row] = await tx
    .select({
      ease: reviewStates.ease,
      repetitions: reviewStates.repetitions,
      intervalDays: reviewStates.intervalDays,
      dueAt: reviewStates.dueAt,
      masteredAt: reviewStates.masteredAt,
      reviewedAt: reviewStates.reviewedAt,
    })
    .from(reviewStates)
    .where(and(eq(reviewStates.userId, userId), eq(reviewStates.quoteId, quoteId)))
    .for("update");
  return row!;
}

export async function saveState(tx: Tx, userId: string, quoteId: string, state: ReviewState): Promise<void> {
  await tx
    .update(reviewStates)
    .set(state)
    .where(and(eq(reviewStates.userId, userId), eq(reviewStates.quoteId, quoteId)));
}

export async function insertLog(
  tx: Tx,
  entry: { userId: string; quoteId: string; grade: string; localDay: string; reviewedAt: Date },
): Promise<void> {
  await tx.insert(reviewLog).values(entry);
}

/** Quotes graded on the member's local day `day` (each counted once). */
export async function countGradedOn(db: Executor, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reviewLog.quoteId})::int` })
    .from(reviewLog)
    .where(and(eq(reviewLog.userId, userId), eq(reviewLog.localDay, day)));
  return Number(row?.n ?? 0);
}

/** The member's local days with a review, latest first (at most `limit`). */
export async function findReviewDays(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: reviewLog.localDay })
    .from(reviewLog)
    .where(eq(reviewLog.userId, userId))
    .orderBy(sql`${reviewLog.localDay} desc`)
    .limit(limit);
  return rows.map((row) => row.day);
}

/** The full rows of these quotes, in no particular order. */
export async function findQuoteRows(db: Db, ids: string[]): Promise<QuoteRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(quoteColumns).from(quotes).where(inArray(quotes.id, ids));
  return rows.map((row) => ({ ...row, searchVector: null }));
}
