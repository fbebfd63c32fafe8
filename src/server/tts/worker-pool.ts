import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { idleLauncher } from "./idle-scheduling.ts";
import type { WorkerReply, WorkerRequest } from "./plan.ts";

/** Run from source (tsx, Vitest) or from the compiled server (dist/node, where the worker is its own bundle). */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
const WORKER_PATH = fileURLToPath(
  new URL(FROM_SOURCE ? "./worker/speech-worker.ts" : "./speech-worker.js", import.meta.url),
);

/** tsx's loader, so that the worker (TypeScript) starts from source the same under Node, tsx and Vitest. */
function tsxLoader(): string {
  const pkg = createRequire(import.meta.url).resolve("tsx/package.json");
  return pathToFileURL(path.join(path.dirname(pkg), "dist", "loader.mjs")).href;
}

export class SpeechWorkerCrashedError extends Error {
  constructor(detail: string) {
    super(`The speech engine stopped unexpectedly (${detail})`);
    this.name = "SpeechWorkerCrashedError";
  }
}

interface Task {
  request: WorkerRequest;
  attempts: number;
  resolve: (reply: WorkerReply & { ok: true }) => void;
  reject: (error: Error) => void;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  runs: number;
  task?: Task;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  stderr: string;
  /** Id of the message in flight, so that a late reply of a killed run is ignored. */
  messageId?: number;
}

export interface SpeechWorkerPoolOptions {
  /** Worker processes at most (default: one per CPU core). */
  size?: number;
  /** A worker is replaced after this many runs (Node 20's WASI can fail after many runs in one process). */
  maxRunsPerWorker?: number;
  /** A run taking longer than this is killed and counts as a crash. */
  timeoutMs?: number;
  /**
   * Scheduling niceness of the workers (0–19, default 19, the lowest priority; above 0 they also run under
   * SCHED_IDLE where Linux offers it): synthesis takes only the CPU the web server leaves, so page and API
   * latency hold while a bulk generation runs; on a busy server narration waits instead.
   */
  niceness?: number;
  /** An idle worker exits after this long (each holds ~270 MB once both engines are loaded). */
  idleMs?: number;
}

/**
 * A pool of speech worker processes. Each worker does one thing at a time. A worker that exits, is killed
 * or times out while running a request is replaced and the request is tried once more on a fresh worker;
 * a second failure rejects that request only. Idle workers never keep the server process alive.
 */
export class SpeechWorkerPool {
  readonly size: number;
  private readonly maxRuns: number;
  private readonly timeoutMs: number;
  private readonly niceness: number;
  private readonly idleMs: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextMessageId = 1;
  private closed = false;
  private loader: string | undefined;

  constructor(options: SpeechWorkerPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? os.availableParallelism());
    this.maxRuns = options.maxRunsPerWorker ?? 400;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.niceness = options.niceness ?? 19;
    this.idleMs = options.idleMs ?? 60_000;
  }

  run(request: WorkerRequest): Promise<WorkerReply & { ok: true }> {
    if (this.closed) return Promise.reject(new Error("The speech worker pool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, attempts: 0, resolve, reject });
      this.dispatch();
    });
  }

  /** Process ids of the live workers (for tests and diagnostics). */
  pids(): number[] {
    return [...this.slots].map((s) => s.child.pid).filter((p): p is number => p !== undefined);
  }

  /** Process ids of the workers running something right now. */
  busyPids(): number[] {
    return [...this.slots]
      .filter((s) => s.task)
      .map((s) => s.child.pid)
      .filter((p): p is number => p !== undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("The speech worker pool is closed"));
    const exits = [...this.slots].map(
      (slot) =>
        new Promise<void>((resolve) => {
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
          slot.child.once("exit", () => resolve());
          // An idle worker is unref'd: held again, so that a caller awaiting close() sees it end.
          slot.child.ref();
          slot.child.kill("SIGKILL");
        }),
    );
    await Promise.all(exits);
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => !s.task);
      if (!slot && this.slots.size < this.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    if (FROM_SOURCE) this.loader ??= tsxLoader();
    const nodeArgs = this.loader ? ["--import", this.loader, "--no-warnings"] : ["--no-warnings"];
    // Low priority: under SCHED_IDLE when the system has it (the launcher execs node, keeping the IPC channel).
    const idle = this.niceness > 0 ? idleLauncher() : null;
    const child = fork(WORKER_PATH, [], {
      ...(idle
        ? { execPath: idle[0], execArgv: [...idle.slice(1), process.execPath, ...nodeArgs] }
        : { execArgv: nodeArgs }),
      serialization: "advanced",
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    if (child.pid !== undefined && this.niceness > 0) {
      try {
        os.setPriority(child.pid, this.niceness);
      } catch {
        // Not permitted here: the workers run at normal priority.
      }
    }
    let markReady: () => void = () => {};
    const slot: Slot = { child, runs: 0, stderr: "", ready: new Promise<void>((r) => (markReady = r)) };
    this.slots.add(slot);
    // Keep the last words of a worker's stderr for the crash message; the pipe must be drained anyway.
    child.stderr?.on("data", (chunk: Buffer) => {
      slot.stderr = (slot.stderr + chunk.toString("utf8")).slice(-2000);
    });
    child.on("message", (message: { ready?: boolean; id?: number; reply?: WorkerReply }) => {
      if (message.ready) return markReady();
      if (message.id === undefined || message.id !== slot.messageId || !slot.task || !message.reply) return;
      const task = slot.task;
      this.finish(slot);
      if (message.reply.ok) task.resolve(message.reply);
      else task.reject(new Error(message.reply.error));
      this.afterRun(slot);
    });
    child.on("exit", (code, signal) => {
      const last = slot.stderr.trim().split("\n").pop();
      this.lost(slot, `${signal ?? `exit code ${code}`}${last ? `: ${last}` : ""}`);
    });
    child.on("error", (error) => this.lost(slot, error.message));
    this.idle(slot);
    return slot;
  }

  private start(slot: Slot, task: Task) {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    task.attempts++;
    const id = this.nextMessageId++;
    slot.messageId = id;
    slot.child.ref();
    (slot.child.channel as { ref?: () => void } | undefined)?.ref?.();
    slot.timer = setTimeout(() => {
      slot.child.kill("SIGKILL");
    }, this.timeoutMs);
    void slot.ready.then(() => {
      if (slot.messageId === id && slot.child.connected) slot.child.send({ id, request: task.request });
    });
  }

  private finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.messageId = undefined;
    slot.runs++;
  }

  private afterRun(slot: Slot) {
    if (slot.runs >= this.maxRuns) this.retire(slot);
    else this.idle(slot);
    this.dispatch();
  }

  private idle(slot: Slot) {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.task && this.slots.has(slot)) this.retire(slot);
    }, this.idleMs);
    slot.idleTimer.unref();
    slot.child.unref();
    (slot.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private retire(slot: Slot) {
    clearTimeout(slot.idleTimer);
    this.slots.delete(slot);
    slot.child.removeAllListeners("exit");
    slot.child.kill("SIGKILL");
  }

  /** A worker died: replace it; its request is tried once more, or fails if that was its second try. */
  private lost(slot: Slot, detail: string) {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    const task = slot.task;
    slot.task = undefined;
    if (task) {
      if (task.attempts < 2 && !this.closed) this.queue.unshift(task);
      else task.reject(new SpeechWorkerCrashedError(detail));
    }
    if (!this.closed) this.dispatch();
  }
}
