import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventInput } from "#contracts/events.ts";
import { EventQueue, type EventQueueOptions } from "./event-queue.ts";

const context = () => ({ page_url: "http://localhost/", referrer: null, session_id: "s-1" });
const click = (n: number) => ({ event_name: `click-${n}`, event_type: "user_interaction" as const });

function setup(overrides: Partial<EventQueueOptions> = {}) {
  const sent: EventInput[][] = [];
  const beaconed: EventInput[][] = [];
  const send = vi.fn(async (events: EventInput[]) => void sent.push(events));
  const beacon = vi.fn((events: EventInput[]) => (beaconed.push(events), true));
  const queue = new EventQueue({ send, beacon, context, ...overrides });
  return { queue, sent, beaconed, send, beacon };
}

const names = (batches: EventInput[][]) => batches.map((batch) => batch.map((e) => e.event_name));

describe("EventQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("queues nothing without analytics consent", async () => {
    const { queue, send } = setup();
    queue.track(click(1));
    expect(queue.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    queue.flushWithBeacon();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends a batch as soon as 10 events wait, with page, referrer and session", async () => {
    const { queue, sent } = setup();
    queue.setConsent(true);
    for (let i = 0; i < 9; i++) queue.track(click(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);
    queue.track(click(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(10);
    expect(sent[0]?.[0]).toEqual({ ...click(0), ...context() });
    expect(queue.size).toBe(0);
  });

  it("sends what waits every 5 seconds", async () => {
    const { queue, sent } = setup();
    queue.setConsent(true);
    queue.track(click(1));
    queue.track(click(2));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(names(sent)).toEqual([["click-1", "click-2"]]);
    queue.track(click(3));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(names(sent)).toEqual([["click-1", "click-2"], ["click-3"]]);
  });

  it("sends what waits by beacon when the page is hidden", () => {
    const { queue, beaconed, send } = setup();
    queue.setConsent(true);
    queue.track(click(1));
    queue.track(click(2));
    queue.flushWithBeacon();
    expect(names(beaconed)).toEqual([["click-1", "click-2"]]);
    expect(send).not.toHaveBeenCalled();
    expect(queue.size).toBe(0);
  });

  it("keeps events the browser refused to beacon", () => {
    const { queue } = setup({ beacon: () => false });
    queue.setConsent(true);
    queue.track(click(1));
    queue.flushWithBeacon();
    expect(queue.size).toBe(1);
  });

  it("returns a failed batch to the front of the queue and retries it at most 3 times", async () => {
    const send = vi.fn((_events: EventInput[]) => Promise.reject(new Error("offline")));
    const { queue } = setup({ send });
    queue.setConsent(true);
    queue.track(click(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(1);
    queue.track(click(2));
    await vi.advanceTimersByTimeAsync(15_000);
    // The first attempt and 3 retries of click-1, then it is dropped; click-2 keeps its own count.
    const attemptsOf = (name: string) =>
      send.mock.calls.filter(([events]) => events.some((e) => e.event_name === name)).length;
    expect(attemptsOf("click-1")).toBe(4);
    expect(queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attemptsOf("click-2")).toBe(4);
    expect(attemptsOf("click-1")).toBe(4);
    expect(queue.size).toBe(0);
  });

  it("sends a retried batch once the network is back, before newer events", async () => {
    let online = false;
    const sent: string[][] = [];
    const { queue } = setup({
      send: async (events) => {
        if (!online) throw new Error("offline");
        sent.push(events.map((e) => e.event_name));
      },
    });
    queue.setConsent(true);
    queue.track(click(1));
    await vi.advanceTimersByTimeAsync(5_000);
    online = true;
    queue.track(click(2));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual([["click-1", "click-2"]]);
  });

  it("drops what waits, and stops its timer, when consent is withdrawn", async () => {
    const { queue, send } = setup();
    queue.setConsent(true);
    queue.track(click(1));
    queue.setConsent(false);
    expect(queue.size).toBe(0);
    queue.track(click(2));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(send).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
