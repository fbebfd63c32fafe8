import { Worker, type WorkerOptions } from "node:worker_threads";

/** Run from source (tsx, Vitest) or from the compiled server (dist/node, where each worker is its own bundle). */
const FROM_SOURCE = import.meta.url.endsWith(".ts");

/**
 * A worker thread running a TypeScript entry: from source through tsx (ts-worker-boot.mjs), compiled from the
 * bundle `dist/node/<bundle>.js` that scripts/build-server.mjs makes of it.
 */
export function startWorkerThread(source: URL, bundle: string, options: WorkerOptions = {}): Worker {
  if (!FROM_SOURCE) return new Worker(new URL(`./${bundle}.js`, import.meta.url), options);
  return new Worker(new URL("./ts-worker-boot.mjs", import.meta.url), { ...options, argv: [source.href] });
}
