/**
 * What the engagement modules (bookmarks, reactions) may use of the quotes module: who may see a quote, the
 * quote row's engagement counters, and the quote as the API shows it. They never reach further in.
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";

export { quoteColumns, toQuote, type QuoteRow } from "./quotes.repository.ts";

type Executor = Db | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a quote at all (anything else is simply not found). */
export const isQuoteId = (id: string) => UUID.test(id);

/** SQL condition: the quote is visible to the viewer (approved; or theirs; or any for moderators). */
export function quoteVisibleTo(viewer: QuoteViewer | null): SQL | undefined {
  if (viewer && can(viewer.role, "approveQuotes")) return undefined;
  if (!viewer) return eq(quotes.status, "approved");
  return or(eq(quotes.status, "approved"), eq(quotes.userId, viewer.id));
}

/**
 * Locks the quote row for the rest of the transaction and answers whether the viewer may see it, or
 * undefined when there is no such quote. Every engagement write takes this lock first, so the writes to one
 * quote (and its counters) queue up instead of racing, in one lock order that cannot deadlock.
 */
export async function lockQuote(
  tx: Tx,
  quoteId: string,
  viewer: QuoteViewer,
): Promise<{ visible: boolean } | undefined> {
  if (!isQuoteId(quoteId)) return undefined;
  const [row] = await tx
    .select({ status: quotes.status, userId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for("no key update");
  if (!row) return undefined;
  const visible = row.status === "approved" || row.userId === viewer.id || can(viewer.role, "approveQuotes");
  return { visible };
}

/** Whether the quote exists and the viewer may see it. */
export async function isQuoteVisible(db: Executor, quoteId: string, viewer: QuoteViewer | null): Promise<boolean> {
  if (!isQuoteId(quoteId)) return false;
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), quoteVisibleTo(viewer)));
  return rows.length > 0;
}

/**
 * For one-statement writes: an `UPDATE` (to use as a CTE) that adds `delta` to the quote's bookmark counter when
 * `when` holds, returning the new count as `bookmarks_count`.
 */
export function bookmarkCountUpdate(quoteId: string, delta: 1 | -1, when: SQL): SQL {
  return sql`update ${quotes} set bookmarks_count = greatest(bookmarks_count + ${delta}::int, 0)
    where id = ${quoteId} and ${when} returning bookmarks_count`;
}

/**
 * For one-statement writes: a `SELECT` (to use as the first CTE) that locks the quote row like `lockQuote` and
 * answers its id and whether the viewer may see it (`visible`).
 */
export function lockQuoteSelect(quoteId: string, viewer: QuoteViewer): SQL {
  const visible = quoteVisibleTo(viewer) ?? sql`true`;
  return sql`select ${quotes.id} as id, (${visible}) as visible from ${quotes} where ${quotes.id} = ${quoteId} for no key update`;
}

/** The quote's bookmark counter. */
export async function readBookmarkCount(db: Executor, quoteId: string): Promise<number> {
  const [row] = await db.select({ count: quotes.bookmarksCount }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.count ?? 0;
}

/**
 * For one-statement writes: an `UPDATE` (to use as a CTE) moving the quote's reaction counters by one less of
 * `removed` and one more of `added` — SQL text expressions naming a reaction type, or null for none. The per-type
 * map and the total change together; returns `reaction_counts`.
 */
export function reactionCountUpdate(quoteId: string, removed: SQL, added: SQL, when: SQL = sql`true`): SQL {
  const bump = (type: SQL, by: number) =>
    sql`(case when ${type} is null then '{}'::jsonb else jsonb_build_object(${type}, greatest(coalesce((reaction_counts->>(${type}))::int, 0) + ${by}::int, 0)) end)`;
  const one = (type: SQL) => sql`(case when ${type} is null then 0 else 1 end)`;
  return sql`update ${quotes}
    set reaction_counts = reaction_counts || ${bump(removed, -1)} || ${bump(added, 1)},
      reactions_count = greatest(reactions_count + ${one(added)} - ${one(removed)}, 0)
    where id = ${quoteId} and ${when} returning reaction_counts`;
}

/** The quote's reaction counts by type. */
export async function readReactionCounts(db: Executor, quoteId: string): Promise<ReactionCounts> {
  const [row] = await db.select({ counts: quotes.reactionCounts }).from(quotes).where(eq(quotes.id, quoteId));
  return completeReactionCounts(row?.counts);
}

/** A quote's current engagement counters and one signed-in caller's own state on it. */
export interface ViewerQuoteState {
  reaction_counts: ReactionCounts;
  reactions_count: number;
  bookmark_count: number;
  bookmarks_count: number;
  comment_count: number;
  bookmarked: boolean;
  user_reaction: ReactionType | null;
}

/**
 * Answers, in one query, the state of each of `quoteIds` for the user; the quotes module lays it over lists
 * and pages it shares between callers, so that a signed-in caller sees their own state and exact counts.
 */
export type ViewerStateSource = (userId: string, quoteIds: string[]) => Promise<Map<string, ViewerQuoteState>>;
