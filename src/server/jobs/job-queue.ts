import os from "node:os";

/** Runs one job by id; it loads the job's row, does the work and records the outcome itself. */
export type JobRunner = (id: string) => Promise<void>;

/**
 * A queue of job ids. The jobs themselves (state, progress, result) live in the database; the queue only
 * decides who runs which id when, at most `concurrency` at a time in this process. Two implementations:
 * in process (the database rows are the queue: ids left queued or running by a stopped process are taken up
 * again at start) and BullMQ on Redis (shared by every process; see bullmq-queue.ts).
 */
export interface JobQueue {
  readonly kind: "in-process" | "bullmq";
  /** Starts running jobs; `pending` lists the ids an earlier process left queued or running. */
  start(run: JobRunner, pending: () => Promise<string[]>): Promise<void>;
  add(id: string): Promise<void>;
  /** Stops taking jobs and waits (a bounded time) for the running ones. */
  close(): Promise<void>;
}

/** Background work takes every core but one (never fewer than one), leaving a core for requests. */
export function defaultConcurrency(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

const CLOSE_WAIT_MS = 5_000;

/** Jobs run in this process, `concurrency` at a time, in the order they were added. */
export class InProcessQueue implements JobQueue {
  readonly kind = "in-process";
  private readonly waiting: string[] = [];
  private readonly known = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  private run: JobRunner | undefined;
  private closed = false;

  constructor(
    private readonly concurrency = defaultConcurrency(),
    private readonly onError: (err: unknown, id: string) => void = () => {},
  ) {}

  async start(run: JobRunner, pending: () => Promise<string[]>) {
    this.run = run;
    for (const id of await pending()) this.enqueue(id);
    this.pump();
  }

  async add(id: string) {
    this.enqueue(id);
    this.pump();
  }

  /** How many jobs wait and run (for tests and the debug view). */
  size() {
    return { waiting: this.waiting.length, running: this.running.size };
  }

  private enqueue(id: string) {
    if (this.closed || this.known.has(id)) return;
    this.known.add(id);
    this.waiting.push(id);
  }

  private pump() {
    const run = this.run;
    if (!run) return;
    while (!this.closed && this.running.size < this.concurrency && this.waiting.length > 0) {
      const id = this.waiting.shift()!;
      const job = run(id)
        .catch((err: unknown) => this.onError(err, id))
        .finally(() => {
          this.running.delete(id);
          this.known.delete(id);
          this.pump();
        });
      this.running.set(id, job);
    }
  }

  async close() {
    this.closed = true;
    this.waiting.length = 0;
    const all = Promise.allSettled([...this.running.values()]);
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  }
}
