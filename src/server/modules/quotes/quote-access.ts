/**
 * Who may see a quote (decision 003, docs/api.md): everyone the approved ones, owners their own drafts, pending
 * and rejected quotes, moderators (those who approve quotes) every quote. This file is the only place that says
 * so: as a JavaScript predicate for a row in hand, as an SQL condition for the query builder and for raw
 * statements, and as the locking select every write to a quote starts with. Every read of quotes — lists,
 * engagement, lists of lists, the data export, the feed, trending, member pages — goes through it. A quote the
 * viewer may not see is answered as not found (404, never 403), so that hidden quotes do not leak.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { isUuid } from "#contracts/common.ts";
import type { QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";
import { quoteColumns, type QuoteRow } from "./quote-rows.ts";

type Executor = Db | Tx;

/** The status everyone may see. */
export const PUBLIC_STATUS: QuoteStatus = "approved";

/** What deciding whether a viewer may see a quote needs of it. */
export interface QuoteVisibilityFields {
  id: string;
  status: QuoteStatus;
  userId: string | null;
}

/** Whether `id` can name a quote at all (anything else is simply not found). */
export const isQuoteId = (id: string): boolean => isUuid(id);

/** Moderators see every quote. */
export const seesEveryQuote = (viewer: QuoteViewer | null): boolean =>
  viewer !== null && can(viewer.role, "approveQuotes");

// ---------------------------------------------------------------------------------------------
// The rule
// ---------------------------------------------------------------------------------------------

/** The rule for a quote row in hand. */
export function canViewQuote(quote: Pick<QuoteVisibilityFields, "status" | "userId">, viewer: QuoteViewer | null) {
  if (quote.status === PUBLIC_STATUS) return true;
  if (!viewer) return false;
  return seesEveryQuote(viewer) || quote.userId === viewer.id;
}

/** The rule over a quote's status and owner columns, however the statement names them. */
function visibleWhere(viewer: QuoteViewer | null, status: SQLWrapper, owner: SQLWrapper): SQL | undefined {
  if (seesEveryQuote(viewer)) return undefined;
  const isPublic = eq(status, PUBLIC_STATUS);
  return viewer ? or(isPublic, eq(owner, viewer.id)) : isPublic;
}

/** The rule as an SQL condition on the `quotes` table (undefined: no condition, for moderators). */
export function quoteVisibleTo(viewer: QuoteViewer | null): SQL | undefined {
  return visibleWhere(viewer, quotes.status, quotes.userId);
}

/** The rule as an SQL condition on `quotes` under another name in a raw statement (`from quotes q`: "q"). */
export function quoteVisibleAs(alias: string, viewer: QuoteViewer | null): SQL {
  const table = sql.identifier(alias);
  return visibleWhere(viewer, sql`${table}.status`, sql`${table}.user_id`) ?? sql`true`;
}

/** What anyone may see, signed in or not: the public catalogue (feed, trending, member pages, aggregates). */
export const publicQuotes = (): SQL => quoteVisibleTo(null)!;

/**
 * The quotes a list of GET /api/quotes draws from, before its other filters: the public catalogue by default
 * (a member's own unpublished quotes do not appear among everyone's); everything the viewer may see once they
 * ask for their own or personal lists (a status other than approved, `userFilter`, `bookmarked`, `reacted`);
 * for moderators every quote. `status` and "submitted" narrow it further.
 */
export function listVisibility(
  viewer: QuoteViewer | null,
  filters: { status?: QuoteStatus; userFilter?: string; bookmarked?: boolean; reacted?: boolean },
): SQL | undefined {
  const { status } = filters;
  const byStatus = status ? eq(quotes.status, status) : undefined;
  if (viewer && filters.userFilter === "submitted") return and(eq(quotes.userId, viewer.id), byStatus);
  const personal =
    (status !== undefined && status !== PUBLIC_STATUS) ||
    Boolean(filters.bookmarked || filters.reacted || filters.userFilter);
  const scope = seesEveryQuote(viewer) || personal ? viewer : null;
  return and(quoteVisibleTo(scope), byStatus);
}

// ---------------------------------------------------------------------------------------------
// Reads and locks of one quote
// ---------------------------------------------------------------------------------------------

/**
 * How a write locks the quote row for the rest of its transaction: `update` when the quote row itself changes,
 * `no key update` for engagement (bookmarks, reactions, comments), whose writes to one quote and its counters
 * queue up behind it, in one lock order that cannot deadlock.
 */
export type QuoteLock = "update" | "no key update";

/**
 * The quote's visibility fields when it exists and `viewer` may see it, else undefined. With `lock`, the row is
 * locked for the rest of the transaction (the locking select).
 */
export async function findVisibleQuote(
  db: Executor,
  id: string,
  viewer: QuoteViewer | null,
  options: { lock?: QuoteLock } = {},
): Promise<QuoteVisibilityFields | undefined> {
  if (!isQuoteId(id)) return undefined;
  const query = db
    .select({ id: quotes.id, status: quotes.status, userId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, id));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row && canViewQuote(row, viewer) ? row : undefined;
}

/** The whole quote row, locked `for update`, when it exists and `viewer` may see it (the start of a quote write). */
export async function lockVisibleQuoteRow(tx: Tx, id: string, viewer: QuoteViewer): Promise<QuoteRow | undefined> {
  if (!isQuoteId(id)) return undefined;
  const [row] = await tx.select(quoteColumns).from(quotes).where(eq(quotes.id, id)).for("update");
  return row && canViewQuote(row, viewer) ? (row as QuoteRow) : undefined;
}

/** Whether the quote exists and the viewer may see it. */
export async function isQuoteVisible(db: Executor, quoteId: string, viewer: QuoteViewer | null): Promise<boolean> {
  return (await findVisibleQuote(db, quoteId, viewer)) !== undefined;
}

/**
 * The locking select for one-statement writes: a `SELECT` (to use as the first CTE) that locks the quote row
 * `for no key update` and answers its id and whether the viewer may see it (`visible`). No row: no such quote.
 */
export function lockQuoteSelect(quoteId: string, viewer: QuoteViewer): SQL {
  const visible = quoteVisibleTo(viewer) ?? sql`true`;
  return sql`select ${quotes.id} as id, (${visible}) as visible from ${quotes} where ${quotes.id} = ${quoteId} for no key update`;
}
