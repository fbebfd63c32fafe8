import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { visitorKeyer } from "./visitor-key.ts";

const secret = (text: string) => new TextEncoder().encode(text);

describe("visitorKeyer", () => {
  const key = visitorKeyer(secret("deployment-secret-of-at-least-32-chars"));

  it("gives one key per client network, whatever the address within it", () => {
    expect(key("2001:db8:1:2::1")).toBe(key("2001:db8:1:2:ffff::9"));
    expect(key("::ffff:203.0.113.9")).toBe(key("203.0.113.9"));
    expect(key("203.0.113.9")).not.toBe(key("203.0.113.10"));
  });

  it("cannot be recomputed from the address alone: no plain hash of it, and another secret gives another key", () => {
    const plain = createHash("sha256").update("203.0.113.9").digest("base64url");
    expect(key("203.0.113.9")).not.toContain(plain.slice(0, 32));
    expect(key("203.0.113.9")).not.toContain("203.0.113.9");
    expect(visitorKeyer(secret("another-deployment-secret-32-chars!!"))("203.0.113.9")).not.toBe(key("203.0.113.9"));
  });
});
