import { once } from "node:events";
import { Queue, WaitingError, Worker, type ConnectionOptions } from "bullmq";
import { Redis, type RedisOptions } from "ioredis";
import { InProcessQueue, type JobQueue, type JobRunner } from "./job-queue.ts";

/** ioredis options from a redis:// or rediss:// URL (BullMQ's workers need maxRetriesPerRequest null). */
export function redisConnection(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, "") || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: parsed.protocol === "rediss:" ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Queue name. */
  name: string;
  /** Redis key prefix (tests use their own). */
  prefix?: string;
  concurrency: number;
  onError?: (err: unknown, id: string) => void;
  /** Redis became unreachable (`false`; jobs now run in this process) or reachable again (`true`). */
  onRedisSwitch?: (reachable: boolean, err?: unknown) => void;
  /**
   * How long a worker's hold on a running job lasts without being renewed (it renews at half of it); a job whose
   * process died is taken up by another worker once the hold lapsed and a stalled-job check ran. BullMQ's
   * defaults (30 s each) suit production; tests shorten them.
   */
  lockDurationMs?: number;
  /** How often each worker looks for jobs whose hold lapsed. */
  stalledIntervalMs?: number;
}

/** How long adding a job to Redis may take before it runs in this process instead. */
const ADD_TIMEOUT_MS = 2_000;
/** At start, how long to wait for Redis before taking up unfinished jobs in this process. */
const START_WAIT_MS = 2_000;

/**
 * Job ids on a BullMQ queue in Redis: every process adds and works the same queue, a stalled job (its
 * process died) is picked up again by another worker, and the BullMQ job id is our job id so the same job is
 * never queued twice. The job's state, progress and result stay in the database row.
 */
export class BullMqQueue implements JobQueue {
  readonly kind = "bullmq";
  /** The queue's own connection: it fails at once while Redis is away instead of queueing commands. */
  private readonly redis: Redis;
  private readonly queue: Queue;
  private worker: Worker | undefined;
  /** Where jobs run while Redis cannot be reached. */
  private readonly fallback: InProcessQueue;
  private reachable = true;
  private closing = false;

  constructor(private readonly options: BullMqQueueOptions) {
    this.redis = new Redis({
      ...(redisConnection(options.redisUrl) as RedisOptions),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: ADD_TIMEOUT_MS,
    });
    // Failed reconnection attempts repeat every second or two: the switch is logged once instead.
    this.redis.on("error", () => {});
    this.queue = new Queue(options.name, { connection: this.redis, prefix: options.prefix });
    this.queue.on("error", () => {});
    this.fallback = new InProcessQueue(options.concurrency, options.onError);
  }

  private switchTo(reachable: boolean, err?: unknown) {
    if (reachable === this.reachable) return;
    this.reachable = reachable;
    this.options.onRedisSwitch?.(reachable, err);
  }

  async start(run: JobRunner, pending: () => Promise<string[]>) {
    const { onError } = this.options;
    await this.fallback.start(run, async () => []);
    this.worker = new Worker(
      this.options.name,
      async (job, token) => {
        const id = (job.data as { id: string }).id;
        try {
          await run(id);
        } catch (err) {
          onError?.(err, id);
          throw err;
        }
        // This process is stopping and its run was cut short (or just finished): back to the queue, for a
        // process that runs on (the runner does nothing for a job whose row is already finished).
        if (this.closing && token) {
          await job.moveToWait(token);
          throw new WaitingError();
        }
      },
      {
        connection: redisConnection(this.options.redisUrl),
        prefix: this.options.prefix,
        concurrency: this.options.concurrency,
        ...(this.options.lockDurationMs ? { lockDuration: this.options.lockDurationMs } : {}),
        ...(this.options.stalledIntervalMs ? { stalledInterval: this.options.stalledIntervalMs } : {}),
        // A stalled job is taken up again once; one that stalls twice (it kills its process) fails.
        maxStalledCount: 1,
      },
    );
    this.worker.on("error", (err) => this.switchTo(false, err));
    if (this.redis.status !== "ready") {
      await Promise.race([once(this.redis, "ready"), new Promise((resolve) => setTimeout(resolve, START_WAIT_MS))]);
    }
    // Rows a stopped process left behind. A job still waiting or active on the queue is left to BullMQ (an
    // active one whose process died is retried when its lock lapses); one the queue thinks finished — its
    // process stopped mid-way — is queued afresh. Without Redis they run here.
    for (const id of await pending()) {
      try {
        if (this.redis.status !== "ready") throw new Error("Redis is not reachable");
        const existing = await this.queue.getJob(id);
        if (existing) {
          const state = await existing.getState();
          if (!["completed", "failed", "unknown"].includes(state)) continue;
          await existing.remove().catch(() => {});
        }
        await this.add(id);
      } catch (err) {
        this.switchTo(false, err);
        await this.fallback.add(id);
      }
    }
  }

  /**
   * Queues the job in Redis; while Redis cannot be reached it runs in this process instead (the job's row is
   * claimed when it starts, so it still runs once).
   */
  async add(id: string) {
    if (this.redis.status === "ready") {
      try {
        await Promise.race([
          this.queue.add(
            "run",
            { id },
            { jobId: id, removeOnComplete: { count: 1000 }, removeOnFail: { count: 1000 }, attempts: 1 },
          ),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error("Redis did not answer")), ADD_TIMEOUT_MS).unref(),
          ),
        ]);
        this.switchTo(true);
        return;
      } catch (err) {
        this.switchTo(false, err);
      }
    } else {
      this.switchTo(false);
    }
    await this.fallback.add(id);
  }

  async close() {
    this.closing = true;
    await Promise.all([this.worker?.close(), this.fallback.close()]);
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
