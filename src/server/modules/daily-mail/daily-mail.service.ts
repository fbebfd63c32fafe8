import {
  DAILY_MAIL_MESSAGES as M,
  parseDailyMailSource,
  type DailyMailSettings,
  type Subscriptions,
} from "#contracts/daily-mail.ts";
import type { Db } from "#server/db/client.ts";
import { badRequest, notFound } from "#server/plugins/errors.ts";
import {
  findLastSend,
  findSubscription,
  ownsList,
  saveSubscription,
  unsubscribeByToken,
  type SendRow,
  type SubscriptionRow,
} from "./daily-mail.repository.ts";
import { nextOccurrence } from "./local-time.ts";

/** A member's morning e-mail settings and the one-click unsubscribe (docs/product/daily-mail.md). */
export class DailyMailService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(userId: string): Promise<Subscriptions> {
    const [subscription, last] = await Promise.all([findSubscription(this.db, userId), findLastSend(this.db, userId)]);
    return toSubscriptions(subscription, last);
  }

  /**
   * Saves the settings. A list must be one of the member's own — someone else's and one that does not exist get
   * the same answer. The next mail is the next time the hour comes round after now; a member who already had
   * today's mail gets none more today, whatever hour they choose.
   */
  async update(userId: string, settings: DailyMailSettings): Promise<Subscriptions> {
    const source = parseDailyMailSource(settings.source);
    if ("kind" in source && source.kind === "list" && !(await ownsList(this.db, userId, source.listId))) {
      throw badRequest(M.listNotYours, { "daily.source": M.listNotYours });
    }
    const next = settings.enabled ? nextOccurrence(this.now(), settings.hour, settings.timezone) : null;
    const saved = await saveSubscription(this.db, userId, settings, next);
    return toSubscriptions(saved, await findLastSend(this.db, userId));
  }

  /** Turns the mail off for the token's holder; an unknown token is a 404 that names no one. */
  async unsubscribe(token: string): Promise<{ unsubscribed: true; message: string }> {
    if (token.length < 20 || !(await unsubscribeByToken(this.db, token))) throw notFound(M.tokenUnknown);
    return { unsubscribed: true, message: M.unsubscribed };
  }
}

function toSubscriptions(subscription: SubscriptionRow | undefined, last: SendRow | undefined): Subscriptions {
  return {
    daily: subscription
      ? {
          enabled: subscription.enabled,
          source: subscription.source,
          hour: subscription.hour,
          timezone: subscription.timezone,
        }
      : null,
    delivery: {
      next_at: subscription?.enabled && subscription.nextDueAt ? subscription.nextDueAt.toISOString() : null,
      last: last
        ? {
            day: last.localDay,
            status: last.status as "sending" | "retrying" | "sent" | "failed",
            attempts: last.attempts,
            error: last.lastError,
            sent_at: last.sentAt ? last.sentAt.toISOString() : null,
          }
        : null,
    },
  };
}
