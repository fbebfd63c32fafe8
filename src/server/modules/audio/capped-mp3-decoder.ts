import { Worker } from "node:worker_threads";
import type { Pcm } from "./pcm.ts";

export type CappedDecode = { pcm: Pcm } | { tooLong: true; seconds: number };

interface Reply {
  id: number;
  pcm?: Float32Array;
  sampleRate?: number;
  samples?: number;
  tooLong?: boolean;
  error?: string;
}

interface Pending {
  thread: Worker;
  resolve: (result: CappedDecode) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

const WORKER_URL = new URL("./mp3-decode-worker.mjs", import.meta.url);
/** Far above what the cap allows (a capped decode takes well under a second): only a stuck thread gets there. */
const DECODE_TIMEOUT_MS = 15_000;

let current: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

/** Fails every job `thread` holds and retires it: the next job starts a new thread. */
function lose(thread: Worker, error: Error) {
  if (current === thread) current = undefined;
  for (const [id, job] of pending) {
    if (job.thread !== thread) continue;
    pending.delete(id);
    clearTimeout(job.timer);
    job.reject(error);
  }
}

function settle(thread: Worker, reply: Reply) {
  const job = pending.get(reply.id);
  if (!job) return;
  pending.delete(reply.id);
  clearTimeout(job.timer);
  // An idle thread never keeps the process alive.
  if (![...pending.values()].some((other) => other.thread === thread)) thread.unref();
  if (reply.error !== undefined) job.reject(new Error(`MP3 decoding failed: ${reply.error}`));
  else if (reply.tooLong) job.resolve({ tooLong: true, seconds: (reply.samples ?? 0) / (reply.sampleRate || 1) });
  else if (reply.pcm && reply.sampleRate) job.resolve({ pcm: { pcm: reply.pcm, sampleRate: reply.sampleRate } });
  else job.reject(new Error("no MP3 audio decoded"));
}

function decoderThread(): Worker {
  if (current) return current;
  const thread = new Worker(WORKER_URL);
  thread.on("message", (reply: Reply) => settle(thread, reply));
  thread.on("error", (error) => lose(thread, error));
  thread.on("exit", (code) => lose(thread, new Error(`The MP3 decoder thread exited (${code})`)));
  current = thread;
  return thread;
}

/**
 * Decodes an MP3 to mono PCM on a worker thread, stopping once it holds more than `maxSeconds` of audio
 * (it then answers `tooLong`): decoding never blocks the event loop, and no file can make it produce much
 * more than `maxSeconds` of samples. Jobs run one after another on one thread.
 */
export function decodeMp3Capped(bytes: Uint8Array, maxSeconds: number): Promise<CappedDecode> {
  const thread = decoderThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      lose(thread, new Error("MP3 decoding timed out"));
      void thread.terminate();
    }, DECODE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { thread, resolve, reject, timer });
    thread.ref();
    thread.postMessage({ id, bytes, maxSeconds });
  });
}
