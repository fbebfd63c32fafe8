import { and, eq, sql } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import { reactions } from "#server/db/schema/index.ts";
import { reactionCountUpdate } from "#server/modules/quotes/quote-engagement.ts";

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
  const mine = sql`quote_id = ${quoteId} and user_id = ${userId}`;
  const removed = sql`(select removed from step)`;
  const added = sql`(select added from step)`;
  const result = await tx.execute(sql`
    with cur as (select reaction_type::text as old from ${reactions} where ${mine}),
    step as (
      select (select old from cur) as removed,
        case when (select old from cur) is distinct from ${chosen}::text then ${chosen}::text end as added
    ),
    del as (delete from ${reactions} where ${mine} and ${added} is null returning 1),
    upd as (
      update ${reactions} set reaction_type = ${chosen}::reaction_type, created_at = now()
      where ${mine} and ${removed} is not null and ${added} is not null returning 1
    ),
    ins as (
      insert into ${reactions} (quote_id, user_id, reaction_type)
      select ${quoteId}, ${userId}, ${chosen}::reaction_type where ${removed} is null returning 1
    ),
    counts as (${reactionCountUpdate(quoteId, removed, added)})
    select (select reaction_counts from counts) as reaction_counts, ${added} as next`);
  const row = rowsOf<{ reaction_counts: Record<string, number> | null; next: ReactionType | null }>(result)[0];
  return { counts: completeReactionCounts(row?.reaction_counts), next: row?.next ?? null };
}
