import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { AdminUser, AdminUserQuery } from "#contracts/admin-members.ts";
import type { AssignableRole } from "#contracts/constants.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { containsPattern } from "#server/lib/like-pattern.ts";
import { bookmarks, comments, quoteAudioPending, quotes, reactions, users } from "#server/db/schema/index.ts";

export type MemberRow = typeof users.$inferSelect;

/** The expression the trigram index is built on (schema/users.ts): name and e-mail, lower-cased. */
const searchable = sql`lower(${users.firstname} || ' ' || ${users.lastname} || ' ' || ${users.email})`;

function memberFilter(query: Pick<AdminUserQuery, "q" | "role" | "status">): SQL | undefined {
  const parts: SQL[] = [];
  if (query.q) parts.push(sql`${searchable} like ${containsPattern(query.q)}`);
  if (query.role === "admin") parts.push(eq(users.role, "admin"));
  if (query.role === "user") parts.push(ne(users.role, "admin"));
  if (query.status === "active") parts.push(isNull(users.disabledAt));
  if (query.status === "disabled") parts.push(isNotNull(users.disabledAt));
  return parts.length ? and(...parts) : undefined;
}

const memberColumns = {
  user: users,
  // Spelled out: drizzle leaves columns unqualified inside a select's sql, which would bind to the subquery's table.
  quotesCount: sql<number>`(select count(*) from quotes q where q.user_id = "users"."id")::int`,
  commentsCount: sql<number>`(select count(*) from comments c where c.user_id = "users"."id")::int`,
};

function toAdminUser(row: { user: MemberRow; quotesCount: number; commentsCount: number }): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstname: u.firstname,
    lastname: u.lastname,
    name: `${u.firstname} ${u.lastname}`.trim(),
    role: u.role,
    status: u.disabledAt ? "disabled" : "active",
    created_at: u.createdAt.toISOString(),
    disabled_at: u.disabledAt?.toISOString() ?? null,
    last_sign_in_at: u.lastSignInAt?.toISOString() ?? null,
    quotes_count: row.quotesCount,
    comments_count: row.commentsCount,
  };
}

/** A page of members, newest first, with their quote and comment counts, and the total of the filter. */
export async function findMembers(db: Db, query: AdminUserQuery): Promise<{ users: AdminUser[]; total: number }> {
  const where = memberFilter(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: totalRow?.total ?? 0 };
}

export async function findMember(db: Db | Tx, id: string): Promise<AdminUser | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row ? toAdminUser(row) : undefined;
}

/**
 * Locks the active admins' rows, always in id order: every change that could leave no admin takes these locks
 * first, so two admins demoting each other at once wait for one another instead of both succeeding (or deadlocking).
 */
export async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

export async function lockMember(tx: Tx, id: string): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

export async function setMemberState(
  tx: Tx,
  id: string,
  changes: { role?: AssignableRole; disabledAt?: Date | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Quotes of others that the member reacted to, bookmarked or commented on: their counters change with the account. */
export async function quotesTouchedBy(tx: Tx, userId: string): Promise<string[]> {
  const [r, b, c] = await Promise.all([
    tx.selectDistinct({ id: reactions.quoteId }).from(reactions).where(eq(reactions.userId, userId)),
    tx.selectDistinct({ id: bookmarks.quoteId }).from(bookmarks).where(eq(bookmarks.userId, userId)),
    tx.selectDistinct({ id: comments.quoteId }).from(comments).where(eq(comments.userId, userId)),
  ]);
  return [...new Set([...r, ...b, ...c].map((row) => row.id))];
}

/** Removes the member's quotes that never went public (drafts, pending, rejected); answers their ids. */
export async function deleteUnpublishedQuotes(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(quotes)
    .where(and(eq(quotes.userId, userId), ne(quotes.status, "approved")))
    .returning({ id: quotes.id });
  return rows.map((r) => r.id);
}

/** The member's approved quotes lose their owner (and any submission e-mail): they stay, shown as anonymous. */
export async function anonymiseApprovedQuotes(tx: Tx, userId: string): Promise<number> {
  const rows = await tx
    .update(quotes)
    .set({ userId: null, email: null })
    .where(and(eq(quotes.userId, userId), eq(quotes.status, "approved")))
    .returning({ id: quotes.id });
  return rows.length;
}

/** The member's audio still awaiting review goes with them; answers the media keys of its files. */
export async function deletePendingAudioOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(quoteAudioPending)
    .where(eq(quoteAudioPending.submittedBy, userId))
    .returning({ filePath: quoteAudioPending.filePath });
  return rows.map((r) => r.filePath);
}

/** Deletes the account; its sessions, reactions, bookmarks, comments, lists and visits go with it (foreign keys). */
export async function deleteMember(tx: Tx, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/** Recomputes the engagement counters kept on quote rows from the rows that remain. */
export async function recountQuoteCounters(tx: Tx, quoteIds: readonly string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  await tx
    .update(quotes)
    .set({
      reactionsCount: sql`(select count(*) from ${reactions} r where r.quote_id = ${quotes.id})::int`,
      reactionCounts: sql`coalesce((select jsonb_object_agg(t.reaction_type, t.n) from (select reaction_type, count(*)::int as n from ${reactions} r where r.quote_id = ${quotes.id} group by reaction_type) t), '{}'::jsonb)`,
      bookmarksCount: sql`(select count(*) from ${bookmarks} b where b.quote_id = ${quotes.id})::int`,
      commentsCount: sql`(select count(*) from ${comments} c where c.quote_id = ${quotes.id} and not c.hidden)::int`,
    })
    .where(inArray(quotes.id, [...quoteIds]));
}
