import { Worker } from "node:worker_threads";
import type { CardElement } from "./card-layout.ts";

interface Job {
  id: number;
  tree: CardElement;
  width: number;
  height: number;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface WorkerReply {
  id: number;
  png?: Uint8Array;
  error?: string;
}

const WORKER_URL = new URL("./render-worker.mjs", import.meta.url);

/** Renders that may wait for a worker (each takes ≈50–250 ms: 16 are a few seconds' work for one worker). */
export const RENDER_QUEUE_MAX = 16;

/** The queue is full: the caller should answer "try again shortly" instead of waiting. */
export class RenderQueueFullError extends Error {
  constructor() {
    super("The render queue is full");
    this.name = "RenderQueueFullError";
  }
}

/**
 * Worker threads that turn card layouts into PNGs, so that rendering (≈50–250 ms of CPU) never blocks
 * the event loop. Jobs queue in order, at most `maxQueued` of them (more are refused at once with
 * RenderQueueFullError, so that a burst of requests for distinct images cannot pile up work and memory);
 * a worker that dies fails its job and is replaced.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private workers = 0;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size = 1,
    private readonly maxQueued = RENDER_QUEUE_MAX,
  ) {}

  /** Renders waiting for a worker (not counting those being drawn). */
  get waiting(): number {
    return this.queue.length;
  }

  render(tree: CardElement, width: number, height: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("The render pool is closed"));
    const idleWorker = this.idle.length > 0 || this.workers < this.size;
    if (!idleWorker && this.queue.length >= this.maxQueued) return Promise.reject(new RenderQueueFullError());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, tree, width, height, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage({ id: job.id, tree: job.tree, width: job.width, height: job.height });
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    // An idle worker never keeps the process alive.
    worker.unref();
    this.workers++;
    worker.on("message", (reply: WorkerReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job) {
        if (reply.png) job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
        else job.reject(new Error(`Preview rendering failed: ${reply.error ?? "unknown error"}`));
      }
      this.idle.push(worker);
      this.dispatch();
    });
    const lose = (error: Error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      this.workers--;
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on("error", lose);
    worker.on("exit", (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker)) lose(new Error(`Render worker exited (${code})`));
    });
    return worker;
  }

  async close() {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("The render pool is closed"));
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }
}
