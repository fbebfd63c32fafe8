import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

describe.each(DATABASE_KINDS)("GET /api/quotes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it("answers the latest approved quotes with the total", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes" });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ quotes: { status: string; created_at: string }[]; total: number }>();
    expect(body.total).toBe(2784);
    expect(body.quotes).toHaveLength(20);
    expect(body.quotes.every((q) => q.status === "approved")).toBe(true);
    const times = body.quotes.map((q) => q.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
