import { Queue, WaitingError, Worker, type ConnectionOptions } from "bullmq";
import type { JobQueue, JobRunner } from "./job-queue.ts";

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
  /**
   * How long a worker's hold on a running job lasts without being renewed (it renews at half of it); a job whose
   * process died is taken up by another worker once the hold lapsed and a stalled-job check ran. BullMQ's
   * defaults (30 s each) suit production; tests shorten them.
   */
  lockDurationMs?: number;
  /** How often each worker looks for jobs whose hold lapsed. */
  stalledIntervalMs?: number;
}

/**
 * Job ids on a BullMQ queue in Redis: every process adds and works the same queue, a stalled job (its
 * process died) is picked up again by another worker, and the BullMQ job id is our job id so the same job is
 * never queued twice. The job's state, progress and result stay in the database row.
 */
export class BullMqQueue implements JobQueue {
  readonly kind = "bullmq";
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private closing = false;

  constructor(private readonly options: BullMqQueueOptions) {
    this.queue = new Queue(options.name, { connection: redisConnection(options.redisUrl), prefix: options.prefix });
  }

  async start(run: JobRunner, pending: () => Promise<string[]>) {
    const { onError } = this.options;
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
    this.worker.on("error", (err) => onError?.(err, "worker"));
    // Rows a stopped process left behind. A job still waiting or active on the queue is left to BullMQ (an
    // active one whose process died is retried when its lock lapses); one the queue thinks finished — its
    // process stopped mid-way — is queued afresh.
    for (const id of await pending()) {
      const existing = await this.queue.getJob(id);
      if (existing) {
        const state = await existing.getState();
        if (!["completed", "failed", "unknown"].includes(state)) continue;
        await existing.remove().catch(() => {});
      }
      await this.add(id);
    }
  }

  async add(id: string) {
    await this.queue.add(
      "run",
      { id },
      { jobId: id, removeOnComplete: { count: 1000 }, removeOnFail: { count: 1000 }, attempts: 1 },
    );
  }

  async close() {
    this.closing = true;
    await this.worker?.close();
    await this.queue.close();
  }
}
