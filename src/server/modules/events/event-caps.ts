import { clientNetwork } from "#server/lib/client-network.ts";
import { HttpError } from "#server/plugins/errors.ts";
import type { CounterStore } from "#server/plugins/rate-limit.ts";

/**
 * Bytes one POST /api/events body may have. Real batches (10 events of a few hundred bytes, at most 50) take a few
 * KB; 64 KB is also what a browser lets `navigator.sendBeacon` carry.
 */
export const EVENT_BATCH_MAX_BYTES = 64 * 1024;

export const EVENT_BATCH_TOO_LARGE_MESSAGE =
  "An event batch may be at most 64 KB. Send fewer or smaller events at once.";

export const batchTooLarge = () => new HttpError(413, "payload_too_large", EVENT_BATCH_TOO_LARGE_MESSAGE);

/** Why an event over the daily cap was not stored (listed in `rejected`). */
export const DAILY_CAP_MESSAGE = "Not stored: this address sent too many events today.";

const DAY_MS = 24 * 60 * 60_000;

/**
 * The per-address daily cap on stored events, counted in `counters` (Redis when configured, so every process
 * counts together). An IPv6 client counts by its /64.
 */
export class DailyEventCap {
  constructor(
    private readonly counters: CounterStore,
    private readonly perDay: number,
  ) {}

  /** Counts `wanted` events against the address; answers how many of them it may still have stored today. */
  async take(ip: string, wanted: number): Promise<number> {
    if (wanted === 0) return 0;
    const { count } = await this.counters.hit(`events-day:${clientNetwork(ip)}`, DAY_MS, wanted);
    return Math.max(0, Math.min(wanted, this.perDay - (count - wanted)));
  }
}
