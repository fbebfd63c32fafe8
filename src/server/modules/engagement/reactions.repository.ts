import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import { executePlanned } from "#server/db/planned.ts";
import { reactions } from "#server/db/schema/index.ts";
import { reactionCountUpdate } from "./engagement-counters.ts";
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
 * The user chooses `chosen` (docs/product/engagement.md): none before adds it, the same again removes it, another replaces it.
 * One statement locks the quote row, checks that the viewer may see it, reads the current reaction, writes the
 * change and moves the quote's counters; undefined when there is no such quote. Its snapshot must already see
 * every committed toggle of this quote: on a database whose statements never run concurrently (PGlite's one
 * connection, `serialized`) nothing can commit between the statement's snapshot and its lock, so it runs alone
 * (planned once); elsewhere (PostgreSQL) the same statement runs in a transaction after the locking select.
 */
export async function toggleReaction(
  db: Db,
  viewer: QuoteViewer,
  quoteId: string,
  chosen: ReactionType,
  serialized: boolean,
): Promise<{ visible: boolean; counts: ReactionCounts; next: ReactionType | null } | undefined> {
  if (!isQuoteId(quoteId)) return undefined;
  const lock = lockQuoteSelect(quoteId, viewer);
  const statement = toggleStatement(viewer.id, quoteId, chosen, lock);
  const result = serialized
    ? await executePlanned(db, statement)
    : await db.transaction(async (tx) => {
        const [locked] = rowsOf<{ visible: boolean }>(await tx.execute(lock));
        // Not there, or not the viewer's to see: the toggle would change nothing.
        return locked?.visible ? tx.execute(statement) : { rows: [] };
      });
  const row = rowsOf<ToggleRow & { visible: boolean | null }>(result)[0];
  if (!row || row.visible === null) return undefined;
  return { visible: row.visible, counts: completeReactionCounts(row.reaction_counts), next: row.next };
}

interface ToggleRow {
  reaction_counts: Record<string, number> | null;
  next: ReactionType | null;
}

/** The toggle, which happens only when the viewer may see the quote (`lock`: the access rule's locking select). */
function toggleStatement(userId: string, quoteId: string, chosen: ReactionType, lock: SQL): SQL {
  const mine = sql`quote_id = ${quoteId} and user_id = ${userId}`;
  const allowed = sql`exists (select 1 from q where visible)`;
  const removed = sql`(select removed from step)`;
  const added = sql`(select added from step)`;
  return sql`
    with q as (${lock}),
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
    select (select visible from q) as visible,
      (select reaction_counts from counts) as reaction_counts, ${added} as next`;
}
