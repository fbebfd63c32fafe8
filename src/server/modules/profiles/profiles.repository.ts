import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { comments, quotes, reactions, users } from "#server/db/schema/index.ts";
import { publicQuotes, quoteColumns, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";

/** The few columns a public profile is made of; nothing private is ever read. */
export interface ProfileUserRow {
  id: string;
  displayName: string;
  createdAt: Date;
}

/** The member, when they may have a public page: disabled accounts answer 404 like unknown (or deleted) ones. */
export async function findProfileUser(db: Db, id: string): Promise<ProfileUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      displayName: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)));
  return row;
}

const approvedOf = (userId: string) => and(eq(quotes.userId, userId), publicQuotes());

/** Their approved quotes, newest first (quotes_user_created_idx), and how many there are. */
export async function findApprovedQuotesOf(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(quoteColumns)
      .from(quotes)
      .where(approvedOf(userId))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(quotes).where(approvedOf(userId)),
  ]);
  return { rows: rows as QuoteRow[], total: counted?.n ?? 0 };
}

/** Comments they wrote that are on show (not hidden by a moderator) and reactions they gave. */
export async function countActivityOf(db: Db, userId: string): Promise<{ comments: number; reactions: number }> {
  const [[c], [r]] = await Promise.all([
    db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.hidden, false))),
    db.select({ n: count() }).from(reactions).where(eq(reactions.userId, userId)),
  ]);
  return { comments: c?.n ?? 0, reactions: r?.n ?? 0 };
}
