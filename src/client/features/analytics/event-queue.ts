import { EVENT_BATCH_MAX, EVENT_BATCH_SIZE, EVENT_FLUSH_INTERVAL_MS, EVENT_MAX_RETRIES } from "#contracts/constants.ts";
import type { EventInput } from "#contracts/events.ts";
import type { TrackedEvent } from "#client/lib/track-event.ts";

/** Where the page is, added to every event when it is tracked. */
export interface EventContext {
  page_url: string;
  referrer: string | null;
  session_id: string;
}

export interface EventQueueOptions {
  /** Sends a batch; rejects when it did not arrive (the batch goes back to the queue). */
  send: (events: EventInput[]) => Promise<void>;
  /** Hands a batch to `navigator.sendBeacon`; false when the browser refused it. */
  beacon: (events: EventInput[]) => boolean;
  /** Read at the moment an event is tracked. */
  context: () => EventContext;
  batchSize?: number;
  intervalMs?: number;
  maxRetries?: number;
}

interface Pending {
  event: EventInput;
  retries: number;
}

/**
 * The client's analytics queue (docs/product/privacy-and-analytics.md and docs/product/messages-and-limits.md): events wait until 10 are queued or 5 s pass, then go in one
 * batch; when the page is hidden the rest leave with a beacon. A failed batch returns to the front of the
 * queue; an event that failed 3 retries is dropped. Nothing is queued without analytics consent, and
 * withdrawing consent drops what waits.
 */
export class EventQueue {
  private pending: Pending[] = [];
  private consented = false;
  private sending = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly maxRetries: number;

  constructor(private readonly options: EventQueueOptions) {
    this.batchSize = options.batchSize ?? EVENT_BATCH_SIZE;
    this.intervalMs = options.intervalMs ?? EVENT_FLUSH_INTERVAL_MS;
    this.maxRetries = options.maxRetries ?? EVENT_MAX_RETRIES;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Analytics consent given or withdrawn; the flush timer runs only while it is given. */
  setConsent(analytics: boolean) {
    this.consented = analytics;
    if (analytics) {
      this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
    } else {
      clearInterval(this.timer);
      this.timer = undefined;
      this.pending = [];
    }
  }

  track(event: TrackedEvent) {
    if (!this.consented) return;
    this.pending.push({ event: { ...event, ...this.options.context() }, retries: 0 });
    if (this.pending.length >= this.batchSize) void this.flush();
  }

  /** Sends what waits, a batch at a time; stops at the first failure (that batch goes back to the front). */
  async flush(): Promise<void> {
    if (this.sending || !this.consented) return;
    this.sending = true;
    try {
      while (this.pending.length > 0 && this.consented) {
        const batch = this.pending.splice(0, this.batchSize);
        try {
          await this.options.send(batch.map((p) => p.event));
        } catch {
          if (this.consented) this.requeue(batch);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /** The page is being hidden (maybe for good): everything waiting leaves by beacon. */
  flushWithBeacon() {
    if (!this.consented) return;
    while (this.pending.length > 0) {
      const batch = this.pending.slice(0, EVENT_BATCH_MAX);
      if (!this.options.beacon(batch.map((p) => p.event))) return;
      this.pending.splice(0, batch.length);
    }
  }

  dispose() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private requeue(batch: Pending[]) {
    const retried = batch.map((p) => ({ ...p, retries: p.retries + 1 })).filter((p) => p.retries <= this.maxRetries);
    this.pending.unshift(...retried);
  }
}
