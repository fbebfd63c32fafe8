import { describe, expect, it } from "vitest";
import { ConcurrencyLimiter } from "./limiter.ts";

describe("ConcurrencyLimiter", () => {
  it("never runs more than its maximum at once, and runs everything", async () => {
    const limiter = new ConcurrencyLimiter(2);
    let now = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limiter.run(async () => {
          now++;
          peak = Math.max(peak, now);
          await new Promise((r) => setTimeout(r, 5));
          now--;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = new ConcurrencyLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run(() => Promise.resolve("next"))).resolves.toBe("next");
  });
});
