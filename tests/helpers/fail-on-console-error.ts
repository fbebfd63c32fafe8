import { afterEach, beforeEach, vi } from "vitest";

// A test that makes something log console.error has found a bug: fail it.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) {
    const text = calls.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called:\n${text}`);
  }
});
