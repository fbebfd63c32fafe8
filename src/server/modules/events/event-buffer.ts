import type { FastifyBaseLogger } from "fastify";
import type { EventRow } from "./events.repository.ts";

export interface EventBufferOptions {
  /** Writes one batch (one multi-row INSERT). */
  write: (rows: EventRow[]) => Promise<void>;
  log: FastifyBaseLogger;
  /** Rows are written this long after the first one arrives... */
  flushAfterMs?: number;
  /** ...or as soon as this many wait. */
  flushAtRows?: number;
  /** Beyond this many waiting rows, new ones are dropped (the database is not keeping up). */
  maxPendingRows?: number;
}

/**
 * Rows per INSERT: past a few hundred the cost per row no longer falls, and on PGlite (which runs on the app's
 * thread) a statement blocks every request for its duration — so write a few hundred, then let requests in.
 */
const ROWS_PER_INSERT = 250;

/**
 * Accepted events wait here and are written off the request path, many rows per INSERT, so that
 * ingestion costs the database a few statements a second however many clients send. A failed write is
 * logged and its rows dropped: analytics never take the app down.
 */
export class EventBuffer {
  private pending: EventRow[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushAfterMs: number;
  private readonly flushAtRows: number;
  private readonly maxPendingRows: number;
  private droppedSinceWarning = 0;

  constructor(private readonly options: EventBufferOptions) {
    this.flushAfterMs = options.flushAfterMs ?? 250;
    this.flushAtRows = options.flushAtRows ?? 250;
    this.maxPendingRows = options.maxPendingRows ?? 20_000;
  }

  /** Queues rows; answers how many were kept (all, unless the buffer is full). */
  add(rows: EventRow[]): number {
    const room = Math.max(0, this.maxPendingRows - this.pending.length);
    const kept = rows.length <= room ? rows : rows.slice(0, room);
    if (kept.length < rows.length) this.noteDropped(rows.length - kept.length);
    if (kept.length === 0) return 0;
    this.pending.push(...kept);
    if (this.pending.length >= this.flushAtRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs);
    return kept.length;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes everything waiting now; resolves when it (and any write before it) is done. Never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: EventRow[]) {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT);
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.options.write(chunk);
      } catch (err) {
        this.options.log.error({ err, rows: chunk.length }, "could not store analytics events; dropped them");
      }
    }
  }

  private noteDropped(rows: number) {
    if (this.droppedSinceWarning === 0) {
      this.options.log.warn({ pending: this.pending.length }, "analytics event buffer full; dropping events");
    }
    this.droppedSinceWarning += rows;
    if (this.droppedSinceWarning >= 10_000) this.droppedSinceWarning = 0;
  }
}
