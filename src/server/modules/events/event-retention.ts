import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { rowsOf, type Db } from "#server/db/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Deletes analytics events past EVENTS_RETENTION_DAYS, hourly; `pruneNow()` at once (tests). */
    eventRetention: EventRetention;
  }
}

export interface EventRetentionOptions {
  db: Db;
  /** Events older than this many days are deleted. */
  retentionDays: number;
  log: FastifyBaseLogger;
  /** Time between two prunes (default an hour); the first runs a little after start. */
  intervalMs?: number;
  /** Rows per DELETE statement. */
  batchRows?: number;
  /** Pause between two DELETE statements, so that other statements get the database in between. */
  pauseMs?: number;
}

const HOUR_MS = 60 * 60_000;
/** The first prune waits this long (plus up to as much again, so that processes started together spread out). */
const FIRST_RUN_MS = 60_000;
const BATCH_ROWS = 1000;
const PAUSE_MS = 50;

/**
 * Deletes analytics events older than the retention period, every hour, in batches of a thousand rows taken
 * oldest first over `events_created_idx`, with a pause between batches: no statement holds the database (one
 * connection, on PGlite) for long. Each batch locks its rows with SKIP LOCKED, so processes pruning at the same
 * time take different rows and the work is never done twice; a prune that finds nothing old costs one index probe.
 * The hourly rollups of the admin analytics are kept (they are only written on insert).
 */
export class EventRetention {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<number> | undefined;
  private closed = false;
  private readonly intervalMs: number;
  private readonly batchRows: number;
  private readonly pauseMs: number;

  constructor(private readonly options: EventRetentionOptions) {
    this.intervalMs = options.intervalMs ?? HOUR_MS;
    this.batchRows = options.batchRows ?? BATCH_ROWS;
    this.pauseMs = options.pauseMs ?? PAUSE_MS;
  }

  /** Schedules the prunes (timers never keep the process alive). */
  start() {
    if (this.closed || this.timer) return;
    const first = Math.min(this.intervalMs, FIRST_RUN_MS + Math.random() * FIRST_RUN_MS);
    this.schedule(first);
  }

  private schedule(delayMs: number) {
    this.timer = setTimeout(() => {
      void this.pruneNow()
        .catch((err: unknown) => this.options.log.error({ err }, "could not prune old analytics events"))
        .finally(() => {
          if (!this.closed) this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** Whether a prune is scheduled (from `start()` until `close()`). */
  get scheduled(): boolean {
    return this.timer !== undefined && !this.closed;
  }

  /** Deletes every event past the retention period now; answers how many rows this process deleted. */
  pruneNow(): Promise<number> {
    this.running ??= this.prune().finally(() => (this.running = undefined));
    return this.running;
  }

  private async prune(): Promise<number> {
    let total = 0;
    while (!this.closed) {
      const deleted = await this.deleteBatch();
      total += deleted;
      if (deleted < this.batchRows) break;
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
    if (total > 0) this.options.log.info({ deleted: total }, "pruned old analytics events");
    return total;
  }

  /** One DELETE of at most `batchRows` rows; answers how many it deleted. */
  protected async deleteBatch(): Promise<number> {
    const result = await this.options.db.execute(sql`
      with old as (
        select id from events
        where created_at < now() - make_interval(days => ${this.options.retentionDays}::int)
        order by created_at
        limit ${this.batchRows}
        for update skip locked
      ),
      deleted as (delete from events where id in (select id from old) returning 1)
      select count(*)::int as n from deleted`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }

  /** Stops scheduling and waits for a prune under way (it stops after its current batch). */
  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }
}
