import type { NotificationList } from "#contracts/notifications.ts";
import type { Db } from "#server/db/client.ts";
import { countUnread, findNotifications, markRead } from "./notifications.repository.ts";

/** A member's notices (docs/product/notifications.md): their list and unread count, and marking them read. */
export class NotificationsService {
  constructor(private readonly db: Db) {}

  /** GET /api/notifications: newest first; `unread` counts every unread notice, beyond the page too. */
  async list(userId: string, query: { limit: number; unread: boolean }): Promise<NotificationList> {
    const [list, unread] = await Promise.all([
      findNotifications(this.db, userId, { limit: query.limit, unreadOnly: query.unread }),
      countUnread(this.db, userId),
    ]);
    return { notifications: list, unread };
  }

  /**
   * POST /api/notifications/read: the given notices (only the member's own: other ids are ignored), or every one
   * when no ids are given.
   */
  async markRead(userId: string, body: { ids?: string[]; all?: true }): Promise<{ marked: number; unread: number }> {
    const marked = await markRead(this.db, userId, body.ids && !body.all ? body.ids : "all");
    return { marked, unread: await countUnread(this.db, userId) };
  }
}
