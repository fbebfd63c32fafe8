import { Worker } from "node:worker_threads";

const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "object" | "array";
}

/** The part of PGlite's client drizzle uses (`drizzle-orm/pglite`): queries and interactive transactions. */
export interface PgliteThreadQueries {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

export interface PgliteThreadClient extends PgliteThreadQueries {
  /** Runs `text` with `params` bound, from a named prepared statement made once per text (db/planned.ts). */
  planned(text: string, params: unknown[]): Promise<QueryResult>;
  transaction<T>(callback: (tx: PgliteThreadQueries) => Promise<T>): Promise<T>;
  /** `COPY … FROM '/dev/blob'` with `data` as its input. */
  copyFrom(statement: string, data: string): Promise<void>;
  /** The database as a tarball (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** The worker's error again as an Error, with PostgreSQL's fields (code, detail, constraint…) on it. */
function toError(data: Record<string, unknown>): Error {
  const error = new Error(typeof data.message === "string" ? data.message : "PGlite failed");
  Object.assign(error, data);
  return error;
}

/**
 * PGlite on a worker thread. PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, so on the
 * server's own thread every statement, and every chain of them, holds up all other requests. Here statements run
 * on their own thread while the event loop goes on serving (cached pages, media, other requests' replies).
 * Transactions stay interactive: the callback runs here and its statements run inside the worker's transaction.
 */
export async function openPgliteThread(options: {
  /** The data directory; in memory when absent. */
  location?: string;
  /** A `dumpDataDir` tarball to start from (in memory). */
  dump?: Uint8Array;
  /** PostgreSQL settings (`-c name=value`). */
  settings: [string, string][];
}): Promise<PgliteThreadClient> {
  // Its young generation sized as the server's own (package.json: --max-semi-space-size=8): rows it makes are short-lived.
  const worker = new Worker(WORKER_URL, { workerData: options, resourceLimits: { maxYoungGenerationSizeMb: 24 } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  // The thread keeps the process alive only while a statement is in flight.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (message: { ready: boolean; error?: Record<string, unknown> }) =>
        message.ready ? resolve() : reject(toError(message.error ?? {})),
      );
      worker.once("error", reject);
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.removeAllListeners("error");

  worker.on("message", (reply: Reply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(failure);
  };
  worker.on("error", fail);
  worker.on("exit", () => fail(new Error("The embedded database has stopped")));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  };

  const queries = (tx?: number): PgliteThreadQueries => ({
    query: (text, params = [], options = {}) =>
      call<QueryResult>({ op: "query", tx, text, params, rowMode: options.rowMode }),
  });

  return {
    ...queries(),
    async transaction(callback) {
      const tx = await call<number>({ op: "begin" });
      let result;
      try {
        result = await callback(queries(tx));
      } catch (error) {
        await call({ op: "end", tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: "end", tx, commit: true });
      return result;
    },
    planned: (text, params) => call<QueryResult>({ op: "planned", text, params }),
    async copyFrom(statement, data) {
      await call({ op: "query", text: statement, params: [], blob: data });
    },
    dumpDataDir: () => call<Uint8Array>({ op: "dump" }),
    async close() {
      if (failure) return;
      await call({ op: "close" });
      await worker.terminate();
    },
  };
}
