import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { EventBuffer } from "./event-buffer.ts";
import type { EventRow } from "./events.repository.ts";

const row = (n: number): EventRow => ({ eventName: `e${n}`, eventType: "page_view" });
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i));

function logger() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe("EventBuffer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes everything that arrived within the delay in one write", async () => {
    const writes: EventRow[][] = [];
    const buffer = new EventBuffer({ write: async (r) => void writes.push(r), log: logger(), flushAfterMs: 200 });
    buffer.add(rows(3));
    buffer.add(rows(2));
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(writes.map((w) => w.length)).toEqual([5]);
  });

  it("writes at once when enough rows wait", async () => {
    const writes: EventRow[][] = [];
    const buffer = new EventBuffer({
      write: async (r) => void writes.push(r),
      log: logger(),
      flushAfterMs: 10_000,
      flushAtRows: 10,
    });
    buffer.add(rows(10));
    await vi.advanceTimersByTimeAsync(0);
    expect(writes.map((w) => w.length)).toEqual([10]);
  });

  it("logs a failed write and carries on", async () => {
    const log = logger();
    let fail = true;
    const written: EventRow[] = [];
    const buffer = new EventBuffer({
      write: async (r) => {
        if (fail) throw new Error("database down");
        written.push(...r);
      },
      log,
    });
    buffer.add(rows(2));
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
    fail = false;
    buffer.add(rows(1));
    await buffer.flush();
    expect(written).toHaveLength(1);
  });

  it("drops rows beyond its capacity, with a warning", () => {
    const log = logger();
    const buffer = new EventBuffer({ write: async () => {}, log, maxPendingRows: 5, flushAtRows: 100 });
    expect(buffer.add(rows(4))).toBe(4);
    expect(buffer.add(rows(3))).toBe(1);
    expect(buffer.size).toBe(5);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
