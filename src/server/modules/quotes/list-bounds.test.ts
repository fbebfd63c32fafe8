import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { LIST_QUERY_MESSAGES, QUOTE_OFFSET_MAX, type QuoteList } from "#contracts/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";

const names = (count: number, length = 12) =>
  Array.from({ length: count }, (_, i) => `Author ${i} `.padEnd(length, "x")).join(",");

/**
 * A list request whose filters reach the database must stay cheap whoever sends it: four anonymous requests once held
 * the single PGlite connection for 13 s with 1,200 author names each, and every other visitor waited.
 */
describe.each(DATABASE_KINDS)("list request bounds on %s (seeded)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress = "203.0.113.7") => t.app.inject({ method: "GET", url, remoteAddress });

  it.each([
    ["authors", `authors=${names(21)}`, LIST_QUERY_MESSAGES.tooManyValues("authors")],
    ["tags", `tags=${names(21)}`, LIST_QUERY_MESSAGES.tooManyValues("tags")],
    ["categories", `categories=${names(21)}`, LIST_QUERY_MESSAGES.tooManyValues("categories")],
    ["authors", `authors=${"a".repeat(101)}`, LIST_QUERY_MESSAGES.valueTooLong("authors")],
    ["tags", `tags=ok,${"t".repeat(101)}`, LIST_QUERY_MESSAGES.valueTooLong("tags")],
    ["categories", `categories=${"c".repeat(101)}`, LIST_QUERY_MESSAGES.valueTooLong("categories")],
    [
      "q",
      `q=${encodeURIComponent(Array.from({ length: 21 }, (_, i) => `"w${i}"`).join(" "))}`,
      LIST_QUERY_MESSAGES.tooManyTerms,
    ],
    ["q", `q=${"w".repeat(501)}`, LIST_QUERY_MESSAGES.searchTooLong],
    ["offset", `offset=${QUOTE_OFFSET_MAX + 1}`, LIST_QUERY_MESSAGES.offsetTooDeep],
  ])("refuses too much in %s with 400 and the field's message", async (field, query, message) => {
    const res = await get(`/api/quotes?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>()).toMatchObject({
      error: "validation_error",
      message,
      fields: { [field]: message },
    });
  });

  it("takes every bound itself, and an offset past the bound when a cursor says where to start", async () => {
    const most = await get(`/api/quotes?authors=${names(20, 100)}&tags=${names(20, 100)}&offset=${QUOTE_OFFSET_MAX}`);
    expect(most.statusCode).toBe(200);
    const first = (await get("/api/quotes?limit=5")).json<QuoteList>();
    const next = await get(`/api/quotes?limit=5&offset=${QUOTE_OFFSET_MAX + 500}&cursor=${first.next_cursor}`);
    expect(next.statusCode).toBe(200);
    expect(next.json<QuoteList>().quotes).toHaveLength(5);
  });

  it("four floods of 1,200 author names no longer hold up an ordinary search", async () => {
    const flood = Array.from({ length: 4 }, (_, i) => get(`/api/quotes?authors=${names(1200)}&i=${i}`));
    const started = performance.now();
    const search = await get("/api/quotes?q=imagination");
    const waited = performance.now() - started;
    expect(search.statusCode).toBe(200);
    expect(search.json<QuoteList>().total).toBeGreaterThan(0);
    for (const res of await Promise.all(flood)) expect(res.statusCode).toBe(400);
    // It waited 13 s before the bounds; what remains is a search's own cost (5–60 ms here). The margin is wide
    // because a busy CI machine stretches that cost; the flood being refused is the point.
    expect(waited).toBeLessThan(3000);
  });

  it("four of the costliest requests the bounds allow leave an ordinary search quick", async () => {
    const flood = Array.from({ length: 4 }, (_, i) =>
      get(`/api/quotes?authors=${names(20, 100)}&tags=${names(20, 100)}&q=${encodeURIComponent(`"w${i}"`)}`),
    );
    const started = performance.now();
    const search = await get("/api/quotes?q=imagination&sort=popular");
    const waited = performance.now() - started;
    expect(search.statusCode).toBe(200);
    for (const res of await Promise.all(flood)) expect(res.statusCode).toBe(200);
    expect(waited).toBeLessThan(500);
  });
});

describe.each(DATABASE_KINDS)("per-IP limit of uncached anonymous lists on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_LISTS_PER_MIN: "3" } });
  });
  afterAll(() => t.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress, headers });

  it("answers 429 with Retry-After once an address sends more uncached lists than allowed; cached ones still flow", async () => {
    const ip = "198.51.100.20";
    expect((await get("/api/quotes?tags=a", ip)).statusCode).toBe(200);
    // From its second request on, a list is kept and answered before anything is counted.
    expect((await get("/api/quotes?tags=a", ip)).statusCode).toBe(200);
    expect((await get("/api/quotes?tags=b", ip)).statusCode).toBe(200);
    const refused = await get("/api/quotes?tags=c", ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({ error: "too_many_requests" });
    for (let i = 0; i < 5; i++) expect((await get("/api/quotes?tags=a", ip)).statusCode).toBe(200);

    expect((await get("/api/quotes?tags=c", "198.51.100.21")).statusCode).toBe(200);
    const member = await createSignedInUser(t.app, t.database.db);
    expect((await get("/api/quotes?tags=d", ip, member.headers)).statusCode).toBe(200);
  });
});

describe.runIf(DATABASE_KINDS.includes("postgres"))("statement budget on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres", { seed: true, env: { STATEMENT_TIMEOUT_MS: "1" } });
  });
  afterAll(() => t.close());

  it("cancels a statement of the budgeted database past its budget; the main one has none", async () => {
    const started = performance.now();
    await expect(t.database.budgeted(200).execute(sql`select pg_sleep(3)`)).rejects.toMatchObject({
      cause: { code: "57014" },
    });
    expect(performance.now() - started).toBeLessThan(2500);
    await expect(t.database.db.execute(sql`select pg_sleep(0.3)`)).resolves.toBeDefined();
  });

  it("a list over its budget answers 503 query_timeout, and the app goes on", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes?limit=1000&authors=a,e,i,o,u" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json<ErrorEnvelope>()).toMatchObject({ error: "query_timeout" });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
