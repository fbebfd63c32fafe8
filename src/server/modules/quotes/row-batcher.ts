/** Rows fetched by id in one statement at most this many at once. */
const BATCH_IDS_MAX = 500;

interface Waiting<R> {
  ids: readonly string[];
  resolve: (rows: R[]) => void;
  reject: (err: unknown) => void;
}

/**
 * Fetches rows by id for many callers with few statements: a call made while no fetch runs is sent at once, and
 * calls made while one runs wait for it, then go together in the next statement. Under load a statement's fixed
 * cost (a round trip, planning; on PGlite a hop to its thread) is paid once for many requests; alone, a request
 * waits for nothing. Each caller gets its own rows, in the order of its ids, without those not found.
 */
export class RowBatcher<R extends { id: string }> {
  private queue: Waiting<R>[] = [];
  private running = false;

  constructor(private readonly fetch: (ids: string[]) => Promise<R[]>) {}

  load(ids: readonly string[]): Promise<R[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return new Promise<R[]>((resolve, reject) => {
      this.queue.push({ ids, resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run() {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch: Waiting<R>[] = [];
        const ids = new Set<string>();
        while (this.queue.length > 0 && (batch.length === 0 || ids.size + this.queue[0]!.ids.length <= BATCH_IDS_MAX)) {
          const next = this.queue.shift()!;
          batch.push(next);
          for (const id of next.ids) ids.add(id);
        }
        try {
          const byId = new Map((await this.fetch([...ids])).map((row) => [row.id, row]));
          for (const waiting of batch) {
            waiting.resolve(waiting.ids.map((id) => byId.get(id)).filter((row): row is R => row !== undefined));
          }
        } catch (err) {
          for (const waiting of batch) waiting.reject(err);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
