import os from "node:os";

/** Runs at most `max` tasks at a time; the others wait in order. */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error("A limiter needs at least one slot");
  }

  get active(): number {
    return this.running;
  }

  get pending(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so the count only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * One synthesis per CPU core at a time, process-wide. Wrap each narration job (synthesis, encoding and
 * storing) in `synthesisLimiter.run(...)`; the speech service's own calls do not take a slot, so nesting
 * cannot deadlock.
 */
export const synthesisLimiter = new ConcurrencyLimiter(os.availableParallelism());
