import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Notification, NotificationKind } from "#contracts/notifications.ts";
import type { Db } from "#server/db/client.ts";
import { notifications, quotes } from "#server/db/schema/index.ts";

/** A member's notices, newest first (the user/created index), with the quote's page slug. */
export async function findNotifications(
  db: Db,
  userId: string,
  options: { limit: number; unreadOnly: boolean },
): Promise<Notification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      quoteId: notifications.quoteId,
      quoteSlug: quotes.urlSlug,
      message: notifications.message,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .leftJoin(quotes, eq(quotes.id, notifications.quoteId))
    .where(and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    quote_id: r.quoteId,
    quote_slug: r.quoteSlug ?? null,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    read_at: r.readAt ? r.readAt.toISOString() : null,
  }));
}

/** How many notices the member has not read (the partial unread index). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's own unread notices read (these ids, or every one); answers how many it marked. */
export async function markRead(db: Db, userId: string, ids: string[] | "all"): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === "all" ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
