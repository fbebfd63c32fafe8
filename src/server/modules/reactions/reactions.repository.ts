import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import { executePlanned } from "#server/db/planned.ts";
import { reactions } from "#server/db/schema/index.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { reactionCountUpdate } from "#server/modules/quotes/quote-engagement.ts";
import { isQuoteId, lockQuoteSelect } from "#server/modules/quotes/quotes.public.ts";

type Executor = Db | Tx;

export async function findReaction(db: Executor, userId: string, quoteId: string): Promise<ReactionType | null> {
  const [row] = await db
    .select({ type: reactions.reactionType })
    .from(reactions)
    .where(and(eq(reactions.quoteId, quoteId), eq(reactions.userId, userId)));
  return row?.type ?? null;
}

/**
 * The user chooses `chosen` (SPEC.md §4): none before adds it, the same again removes it, another replaces it.
 * One statement reads the current reaction, writes the change and moves the quote's counters. Run it with the
 * quote row locked (in the same transaction, by an earlier statement), so that its snapshot already sees every
 * committed toggle of this quote.
 */
export async function toggleReaction(
  tx: Tx,
  userId: string,
  quoteId: string,
  chosen: ReactionType,
): Promise<{ counts: ReactionCounts; next: ReactionType | null }> {
  const row = rowsOf<ToggleRow>(await tx.execute(toggleStatement(userId, quoteId, chosen)))[0];
  return { counts: completeReactionCounts(row?.reaction_counts), next: row?.next ?? null };
}

/**
 * The same toggle in one statement that also locks the quote and checks that the viewer may see it (undefined when
 * there is no such quote). Only for a database whose statements never run concurrently (PGlite's one connection):
 * there, nothing can commit between the statement's snapshot and its lock, and a transaction around the toggle
 * would only add round trips.
 */
export async function toggleReactionSerialized(
  db: Db,
  viewer: QuoteViewer,
  quoteId: string,
  chosen: ReactionType,
): Promise<{ visible: boolean; counts: ReactionCounts; next: ReactionType | null } | undefined> {
  if (!isQuoteId(quoteId)) return undefined;
  const row = rowsOf<ToggleRow & { visible: boolean | null }>(
    await executePlanned(db, toggleStatement(viewer.id, quoteId, chosen, lockQuoteSelect(quoteId, viewer))),
  )[0];
  if (!row || row.visible === null) return undefined;
  return { visible: row.visible, counts: completeReactionCounts(row.reaction_counts), next: row.next };
}

interface ToggleRow {
  reaction_counts: Record<string, number> | null;
  next: ReactionType | null;
}

/** The toggle; with `lock` (a `lockQuoteSelect`), it happens only when the viewer may see the quote. */
function toggleStatement(userId: string, quoteId: string, chosen: ReactionType, lock?: SQL): SQL {
  const mine = sql`quote_id = ${quoteId} and user_id = ${userId}`;
  const allowed = lock ? sql`exists (select 1 from q where visible)` : sql`true`;
  const removed = sql`(select removed from step)`;
  const added = sql`(select added from step)`;
  return sql`
    with ${lock ? sql`q as (${lock}),` : sql``}
    cur as (select reaction_type::text as old from ${reactions} where ${mine}),
    step as (
      select (select old from cur) as removed,
        case when (select old from cur) is distinct from ${chosen}::text then ${chosen}::text end as added
      where ${allowed}
    ),
    del as (delete from ${reactions} where ${mine} and ${allowed} and ${added} is null returning 1),
    upd as (
      update ${reactions} set reaction_type = ${chosen}::reaction_type, created_at = now()
      where ${mine} and ${removed} is not null and ${added} is not null returning 1
    ),
    ins as (
      insert into ${reactions} (quote_id, user_id, reaction_type)
      select ${quoteId}, ${userId}, ${chosen}::reaction_type where ${allowed} and ${removed} is null returning 1
    ),
    counts as (${reactionCountUpdate(quoteId, removed, added, allowed)})
    select ${lock ? sql`(select visible from q)` : sql`true`} as visible,
      (select reaction_counts from counts) as reaction_counts, ${added} as next`;
}
