import type { FastifyBaseLogger } from "fastify";
import type { Queue, Worker } from "bullmq";
import type { Config } from "#server/config.ts";

/**
 * What wakes the sender every `everyMs`: an in-process timer, or — when REDIS_URL is set — one BullMQ repeatable
 * job shared by every process, so that each tick runs in one of them. Either way the database's one-mail-per-day
 * guard holds, so a tick that runs twice sends nothing twice.
 */
export interface DailyMailSchedule {
  readonly kind: "in-process" | "bullmq";
  start(tick: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** One tick at a time: a tick that finds the previous one still running is skipped. */
function serial(tick: () => Promise<void>, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= tick()
      .catch((err: unknown) => log.error({ err }, "morning e-mail run failed"))
      .finally(() => (running = undefined));
    return running;
  };
  return { run, idle: () => running ?? Promise.resolve() };
}

export class InProcessSchedule implements DailyMailSchedule {
  readonly kind = "in-process";
  private timer: NodeJS.Timeout | undefined;
  private idle: () => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(tick: () => Promise<void>) {
    const s = serial(tick, this.log);
    this.idle = s.idle;
    this.timer = setInterval(() => void s.run(), this.everyMs);
    this.timer.unref();
  }

  async close() {
    clearInterval(this.timer);
    await this.idle();
  }
}

export interface BullMqScheduleOptions {
  redisUrl: string;
  prefix: string;
  everyMs: number;
  log: FastifyBaseLogger;
}

const SCHEDULER_ID = "daily-mail-tick";

/**
 * A BullMQ job scheduler (every process upserts the same one) and a worker in each process. Should Redis be out
 * of reach for three periods, each process runs the tick itself until it answers again.
 */
export class BullMqSchedule implements DailyMailSchedule {
  readonly kind = "bullmq";
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private lastTick = Date.now();
  private idle: () => Promise<void> = () => Promise.resolve();

  constructor(private readonly options: BullMqScheduleOptions) {}

  async start(tick: () => Promise<void>) {
    const { Queue, Worker } = await import("bullmq");
    const { redisConnection } = await import("#server/jobs/bullmq-queue.ts");
    const { redisUrl, prefix, everyMs, log } = this.options;
    const s = serial(tick, log);
    this.idle = s.idle;
    const connection = redisConnection(redisUrl);
    this.queue = new Queue("daily-mail", { connection, prefix });
    this.queue.on("error", () => {});
    this.worker = new Worker(
      "daily-mail",
      async () => {
        this.lastTick = Date.now();
        await s.run();
      },
      { connection, prefix, concurrency: 1 },
    );
    this.worker.on("error", () => {});
    try {
      await this.queue.upsertJobScheduler(
        SCHEDULER_ID,
        { every: everyMs },
        { name: "tick", opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
    } catch (err) {
      log.warn({ err }, "morning e-mail: Redis unreachable; this process runs the schedule itself until it is back");
    }
    // While Redis answers, the shared job runs the ticks (in whichever process); past three silent periods, here.
    const queue = this.queue;
    this.watchdog = setInterval(() => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error("no answer")), 2_000).unref());
      void Promise.race([queue.count(), timeout]).then(
        () => (this.lastTick = Date.now()),
        () => {
          if (Date.now() - this.lastTick < 3 * everyMs) return;
          this.lastTick = Date.now();
          void s.run();
        },
      );
    }, everyMs);
    this.watchdog.unref();
  }

  async close() {
    clearInterval(this.watchdog);
    await Promise.allSettled([this.worker?.close(), this.queue?.close()]);
    await this.idle();
  }
}

/** The app's schedule: BullMQ when REDIS_URL is set, else in process; none when DAILY_MAIL_TICK_SECONDS is 0. */
export function dailyMailSchedule(
  config: Pick<Config, "REDIS_URL" | "REDIS_PREFIX" | "DAILY_MAIL_TICK_SECONDS">,
  log: FastifyBaseLogger,
): DailyMailSchedule | undefined {
  const everyMs = config.DAILY_MAIL_TICK_SECONDS * 1000;
  if (everyMs === 0) return undefined;
  return config.REDIS_URL
    ? new BullMqSchedule({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX, everyMs, log })
    : new InProcessSchedule(everyMs, log);
}
