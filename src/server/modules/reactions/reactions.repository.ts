import { and, eq } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { reactions } from "#server/db/schema/index.ts";

type Executor = Db | Tx;

export async function findReaction(db: Executor, userId: string, quoteId: string): Promise<ReactionType | null> {
  const [row] = await db
    .select({ type: reactions.reactionType })
    .from(reactions)
    .where(and(eq(reactions.quoteId, quoteId), eq(reactions.userId, userId)));
  return row?.type ?? null;
}

export async function insertReaction(tx: Tx, userId: string, quoteId: string, type: ReactionType): Promise<void> {
  await tx.insert(reactions).values({ userId, quoteId, reactionType: type });
}

export async function changeReaction(tx: Tx, userId: string, quoteId: string, type: ReactionType): Promise<void> {
  await tx
    .update(reactions)
    .set({ reactionType: type, createdAt: new Date() })
    .where(and(eq(reactions.quoteId, quoteId), eq(reactions.userId, userId)));
}

export async function deleteReaction(tx: Tx, userId: string, quoteId: string): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.quoteId, quoteId), eq(reactions.userId, userId)));
}
