import os from "node:os";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { startWorkerThread } from "./worker-thread.ts";

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

async function inThread(ask: { niceness: number } | "idle") {
  const worker = startWorkerThread(
    new URL("../../../tests/fixtures/threads/lowered-thread.ts", import.meta.url),
    "lowered-thread",
    { workerData: ask },
  );
  const [reply] = (await once(worker, "message")) as [{ outcome: unknown; nice: number; policy: number }];
  await worker.terminate();
  return reply;
}

describe.runIf(process.platform === "linux")("a worker thread's priority", () => {
  it("is lowered for that thread alone: the event loop's thread keeps its own", async () => {
    const before = os.getPriority();
    expect(await inThread({ niceness: 7 })).toEqual({ outcome: true, nice: Math.max(before, 7), policy: SCHED_OTHER });
    expect(os.getPriority()).toBe(before);
  });

  it("runs on idle CPU only (SCHED_IDLE) where chrt can set it, else at the lowest niceness", async () => {
    const reply = await inThread("idle");
    if (reply.outcome === "idle") expect(reply.policy).toBe(SCHED_IDLE);
    else expect(reply).toMatchObject({ outcome: "nice", nice: 19 });
    expect(os.getPriority()).not.toBe(19);
  });
});
