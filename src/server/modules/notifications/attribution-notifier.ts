import type { FastifyBaseLogger } from "fastify";
import { asc, and, eq, isNull, ne, sql } from "drizzle-orm";
import type { AttributionStatus } from "#contracts/constants.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { attributionChanges, quotes } from "#server/db/schema/index.ts";
import type { Config } from "#server/config.ts";
import { InProcessQueue, type JobQueue } from "#server/jobs/job-queue.ts";

/** Members told per batch: each batch is one short transaction, so reads run between them. */
export const NOTIFY_BATCH_SIZE = 500;
/** The longest rest between two batches. */
const BATCH_REST_MAX_MS = 50;
/** How much of the quote's text a notice quotes. */
const QUOTED_CHARS = 60;

/**
 * The notice of a status change: `“<first 60 characters>…” by <author> is now marked <status>`, and for a
 * misattributed quote whose real author is known `— actually <actual author>`.
 */
export function attributionMessage(
  quote: { text: string; author: string },
  status: AttributionStatus,
  actualAuthor: string | null,
): string {
  const text = quotedText(quote.text);
  const actually = status === "misattributed" && actualAuthor ? ` — actually ${actualAuthor}` : "";
  return `“${text}” by ${quote.author} is now marked ${status}${actually}`;
}

/** The first 60 characters of a quote's text, with an ellipsis when cut. */
export function quotedText(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join("").trimEnd()}…` : chars.join("");
}

export interface AttributionNotifierOptions {
  db: Db;
  /** The job queue (in process, or BullMQ when REDIS_URL is set); a job's id is the attribution change's id. */
  queue: JobQueue;
  log: FastifyBaseLogger;
  batchSize?: number;
}

/**
 * Tells readers when a quote's attribution status changes (docs/product/notifications.md): every member who
 * bookmarked the quote, reacted to it, keeps it in a list or submitted it gets one `attribution_changed` notice —
 * except the curator who made the change. It runs as a job per change, in batches of members in the order of
 * their ids; each batch inserts its notices and advances the change's `notified_through` in one short
 * transaction, so a process that stops mid-way leaves a consistent point to resume from, and the next run (any
 * process, after a restart) goes on after it without telling anyone twice. `notified_at` marks the change done.
 */
export class AttributionNotifier {
  private readonly db: Db;
  private readonly queue: JobQueue;
  private readonly log: FastifyBaseLogger;
  private readonly batchSize: number;
  private closed = false;

  constructor(options: AttributionNotifierOptions) {
    this.db = options.db;
    this.queue = options.queue;
    this.log = options.log;
    this.batchSize = options.batchSize ?? NOTIFY_BATCH_SIZE;
  }

  /** Starts the queue, taking up status changes whose notices an earlier process did not finish. */
  async start() {
    await this.queue.start(
      (id) => this.run(id),
      () => this.unfinished(),
    );
  }

  /** Queues telling the readers of one committed change (a bound function: callers may pass it on). */
  readonly enqueue = (changeId: string): Promise<void> => this.queue.add(changeId);

  /** Stops after the running batch (the rest is taken up at the next start, or by another process). */
  async close() {
    this.closed = true;
    await this.queue.close();
  }

  /** Status changes not yet told to everyone, oldest first (the partial unnotified index). */
  private async unfinished(): Promise<string[]> {
    const rows = await this.db
      .select({ id: attributionChanges.id })
      .from(attributionChanges)
      .where(and(isNull(attributionChanges.notifiedAt), ne(attributionChanges.oldStatus, attributionChanges.newStatus)))
      .orderBy(asc(attributionChanges.createdAt));
    return rows.map((r) => r.id);
  }

  /** The job: every batch of one change until all its members are told (or this process stops). */
  async run(changeId: string): Promise<void> {
    const [change] = await this.db
      .select({
        quoteId: attributionChanges.quoteId,
        oldStatus: attributionChanges.oldStatus,
        newStatus: attributionChanges.newStatus,
        actualAuthor: attributionChanges.newActualAuthor,
        changedBy: attributionChanges.changedBy,
        notifiedAt: attributionChanges.notifiedAt,
        text: quotes.text,
        author: quotes.author,
      })
      .from(attributionChanges)
      .innerJoin(quotes, eq(quotes.id, attributionChanges.quoteId))
      .where(eq(attributionChanges.id, changeId));
    if (!change || change.notifiedAt || change.oldStatus === change.newStatus) return;
    const message = attributionMessage(change, change.newStatus, change.actualAuthor);
    const started = Date.now();
    let told = 0;
    while (!this.closed) {
      const batchStarted = Date.now();
      const batch = await this.notifyBatch(changeId, { ...change, message });
      told += batch.told;
      if (batch.done) {
        this.log.info({ changeId, told, ms: Date.now() - started }, "attribution change told to its readers");
        return;
      }
      // Reads go first: the job rests as long as its batch took (up to BATCH_REST_MAX_MS), so that it takes at
      // most half of the database while readers wait on it.
      const rest = Math.min(Date.now() - batchStarted, BATCH_REST_MAX_MS);
      await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  /**
   * One batch, as one statement (one round trip, so it holds the database for as short a time as it can): the
   * change row is locked (two runners of one change take turns, the second reading where the first got to), the
   * next members after `notified_through` are told, and `notified_through` moves to the last of them;
   * `notified_at` is set once a batch comes back short. Nothing happens once the change is done.
   */
  async notifyBatch(
    changeId: string,
    change: { quoteId: string; changedBy: string | null; message: string },
  ): Promise<{ told: number; done: boolean }> {
    const q = change.quoteId;
    const [row] = rowsOf<{ n: number; told: number }>(
      await this.db.execute(sql`
        with change as (
          select id, notified_through from attribution_changes
          where id = ${changeId} and notified_at is null
          for update
        ), members as materialized (
          -- Each kind of reader in id order after the last one told, at most a batch of each; then the batch.
          select m.user_id from (
            (select b.user_id from change, bookmarks b
              where b.quote_id = ${q} and (change.notified_through is null or b.user_id > change.notified_through)
              order by b.user_id limit ${this.batchSize})
            union (select r.user_id from change, reactions r
              where r.quote_id = ${q} and (change.notified_through is null or r.user_id > change.notified_through)
              order by r.user_id limit ${this.batchSize})
            union (select l.owner_id from change, list_items li join lists l on l.id = li.list_id
              where li.quote_id = ${q} and (change.notified_through is null or l.owner_id > change.notified_through)
              order by l.owner_id limit ${this.batchSize})
            union (select qu.user_id from change, quotes qu
              where qu.id = ${q} and qu.user_id is not null
                and (change.notified_through is null or qu.user_id > change.notified_through))
          ) m
          order by m.user_id
          limit ${this.batchSize}
        ), told as (
          -- The curator who made the change knows of it.
          insert into notifications (user_id, kind, quote_id, message)
          select user_id, 'attribution_changed', ${q}, ${change.message} from members
          where user_id is distinct from ${change.changedBy}::uuid
          returning 1
        ), counted as (
          select count(*)::int as n, (select user_id from members order by user_id desc limit 1) as last,
            (select count(*)::int from told) as told
          from members
        )
        update attribution_changes a
        set notified_through = coalesce(counted.last, a.notified_through),
            notified_at = case when counted.n < ${this.batchSize} then now() else a.notified_at end
        from change, counted
        where a.id = change.id
        returning counted.n, counted.told`),
    );
    // No row: the change is done (or gone).
    if (!row) return { told: 0, done: true };
    return { told: row.told, done: row.n < this.batchSize };
  }
}

/**
 * The app's notifier: its jobs run one at a time, in this process, or on a BullMQ queue shared by every process
 * when REDIS_URL is set (a process that stops mid-way leaves its change to another one or to the next start).
 */
export async function attributionNotifier(
  db: Db,
  config: Pick<Config, "REDIS_URL" | "REDIS_PREFIX">,
  log: FastifyBaseLogger,
): Promise<AttributionNotifier> {
  const onError = (err: unknown, id: string) => log.error({ err, changeId: id }, "attribution notices failed");
  const queue: JobQueue = config.REDIS_URL
    ? new (await import("../../jobs/bullmq-queue.ts")).BullMqQueue({
        redisUrl: config.REDIS_URL,
        name: "attribution-notices",
        prefix: config.REDIS_PREFIX,
        concurrency: 1,
        onError,
        onRedisSwitch: (reachable, err) => {
          if (reachable) log.info("Redis is back: attribution notices are queued in Redis again");
          else log.warn({ err }, "Redis unreachable: attribution notices run in this process until it is back");
        },
      })
    : new InProcessQueue(1, onError);
  return new AttributionNotifier({ db, queue, log });
}
