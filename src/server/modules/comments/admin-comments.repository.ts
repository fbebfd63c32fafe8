import { count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { AdminComment, AdminCommentList, AdminCommentQuery } from "#contracts/admin-members.ts";
import type { Db } from "#server/db/client.ts";
import { containsPattern } from "#server/lib/like-pattern.ts";
import { comments, quotes, users } from "#server/db/schema/index.ts";

/** How much of a quote the admin's comment list shows beside each comment. */
export const QUOTE_EXCERPT_LENGTH = 140;

function commentFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // The same expressions as the trigram indexes on comments and users.
  return or(
    sql`lower(${comments.content}) like ${pattern}`,
    sql`lower(${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email}) like ${pattern}`,
  );
}

/** Every comment (hidden ones too), newest first, with its quote and author; searched by text or author. */
export async function findAdminComments(db: Db, query: AdminCommentQuery): Promise<AdminCommentList> {
  const where = commentFilter(query.q);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        comment: comments,
        authorFirst: users.firstname,
        authorLast: users.lastname,
        authorEmail: users.email,
        quoteSlug: quotes.urlSlug,
        quoteText: sql<string>`left(${quotes.text}, ${QUOTE_EXCERPT_LENGTH + 1})`,
        quoteAuthor: quotes.author,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(quotes, eq(quotes.id, comments.quoteId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(query.limit)
      .offset(query.offset),
    where
      ? db.select({ total: count() }).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(where)
      : db.select({ total: count() }).from(comments),
  ]);
  return {
    comments: rows.map((r): AdminComment => ({
      id: r.comment.id,
      content: r.comment.content,
      created_at: r.comment.createdAt.toISOString(),
      updated_at: r.comment.updatedAt.toISOString(),
      hidden: r.comment.hidden,
      author: {
        id: r.comment.userId,
        name: `${r.authorFirst} ${r.authorLast}`.trim(),
        email: r.authorEmail,
      },
      quote: {
        id: r.comment.quoteId,
        slug: r.quoteSlug,
        excerpt:
          r.quoteText.length > QUOTE_EXCERPT_LENGTH
            ? `${r.quoteText.slice(0, QUOTE_EXCERPT_LENGTH).trimEnd()}…`
            : r.quoteText,
        author: r.quoteAuthor,
      },
    })),
    total: totalRow?.total ?? 0,
  };
}
