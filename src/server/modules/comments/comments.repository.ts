import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Comment } from "#contracts/comments.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { comments, quotes, users } from "#server/db/schema/index.ts";

type Executor = Db | Tx;
export type CommentRow = typeof comments.$inferSelect;

const displayName = sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`;

const commentColumns = {
  id: comments.id,
  quoteId: comments.quoteId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  authorName: displayName,
};
type CommentWithAuthor = {
  [K in keyof typeof commentColumns]: K extends "authorName" ? string : CommentRow[K & keyof CommentRow];
};

export function toComment(row: CommentWithAuthor): Comment {
  return {
    id: row.id,
    quote_id: row.quoteId,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user_id: row.userId,
    author_name: row.authorName,
  };
}

/** A page of a quote's visible comments, newest first. */
export async function findCommentPage(db: Db, quoteId: string, page: { limit: number; offset: number }) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.quoteId, quoteId), eq(comments.hidden, false)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countComments(db: Executor, quoteId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(comments)
    .where(and(eq(comments.quoteId, quoteId), eq(comments.hidden, false)));
  return row?.total ?? 0;
}

export async function findCommentWithAuthor(db: Executor, id: string): Promise<CommentWithAuthor | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return row;
}

/** The comment row locked for the transaction. */
export async function lockComment(tx: Tx, id: string): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for("update");
  return row;
}

export async function insertComment(tx: Tx, values: { quoteId: string; userId: string; content: string }) {
  const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export async function updateCommentContent(tx: Tx, id: string, content: string): Promise<void> {
  await tx
    .update(comments)
    .set({ content, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

/** Deletes a comment; answers whether it was visible (and so counted on its quote). */
export async function deleteComment(tx: Tx, id: string): Promise<{ quoteId: string; hidden: boolean } | undefined> {
  const [row] = await tx
    .delete(comments)
    .where(eq(comments.id, id))
    .returning({ quoteId: comments.quoteId, hidden: comments.hidden });
  return row;
}

/** Moves the quote's comment counter by `delta` (same transaction as the comment write). */
export async function bumpCommentsCount(tx: Tx, quoteId: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(quotes)
    .set({ commentsCount: sql`${quotes.commentsCount} + ${delta}` })
    .where(eq(quotes.id, quoteId));
}
