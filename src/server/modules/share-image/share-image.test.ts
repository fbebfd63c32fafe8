import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Preview thought ${++counter}: the lantern ${counter * 31} remembers every ${counter}th road walked at night.`,
  author: "Ida Lantern",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("GET /api/quote-image-png/{slug} on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  afterAll(() => t.close());

  const image = (slug: string, headers: Headers = {}, query = "") =>
    t.app.inject({ method: "GET", url: `/api/quote-image-png/${encodeURIComponent(slug)}${query}`, headers });

  /** A quote of `owner`, approved by the admin. */
  async function approvedQuote(over: Record<string, unknown> = {}): Promise<QuoteCreated> {
    const created = await createQuote(t.app, owner.headers, fresh(over));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${created.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return created;
  }

  /** The cached file of a quote (one per version). */
  function cachedFile(quoteId: string) {
    const folder = path.join(t.config.DATA_DIR, "share-images", quoteId);
    const [name] = fs.readdirSync(folder).filter((n) => n.endsWith(".png"));
    return path.join(folder, name!);
  }

  it("answers a real 1200×630 PNG with ETag and Cache-Control", async () => {
    const quote = await approvedQuote();
    const res = await image(quote.url_slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers["cache-control"]).toContain("public");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Drawn once, kept on disk.
    expect(fs.readFileSync(cachedFile(quote.id)).equals(res.rawPayload)).toBe(true);
  });

  describe("conditional requests", () => {
    let quote: QuoteCreated;
    let etag: string;
    let lastModified: string;

    beforeAll(async () => {
      quote = await approvedQuote();
      const first = await image(quote.url_slug);
      etag = String(first.headers.etag);
      lastModified = String(first.headers["last-modified"]);
      expect(Date.parse(lastModified)).not.toBeNaN();
    });

    /** A 304: no body, the validators and the caching headers kept. */
    function expectNotModified(res: Awaited<ReturnType<typeof image>>) {
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toContain("public");
    }

    it("answers the current ETag with 304, also with Cache-Control: no-cache (as Node's fetch sends it)", async () => {
      expectNotModified(await image(quote.url_slug, { "if-none-match": etag }));
      expectNotModified(await image(quote.url_slug, { "if-none-match": etag, "cache-control": "no-cache" }));
      expectNotModified(await image(quote.url_slug, { "if-none-match": `W/${etag}` }));
      expectNotModified(await image(quote.url_slug, { "if-none-match": `"a","b",${etag}` }));
      expectNotModified(await image(quote.url_slug, { "if-none-match": "*" }));
      const stale = await image(quote.url_slug, { "if-none-match": '"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(pngSize(stale.rawPayload)).toEqual({ width: 1200, height: 630 });
    });

    it("uses If-Modified-Since only without If-None-Match", async () => {
      expectNotModified(await image(quote.url_slug, { "if-modified-since": lastModified }));
      const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await image(quote.url_slug, { "if-modified-since": before })).statusCode).toBe(200);
      const other = await image(quote.url_slug, {
        "if-none-match": '"something-else"',
        "if-modified-since": lastModified,
      });
      expect(other.statusCode).toBe(200);
    });
  });

  it("draws a new image when the quote changes", async () => {
    const quote = await approvedQuote();
    const before = await image(quote.url_slug);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/quotes/${quote.id}`,
      headers: admin.headers,
      payload: { text: "A completely different sentence now fills the card, and the picture must follow it." },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await image(quote.url_slug);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(pngSize(after.rawPayload)).toEqual({ width: 1200, height: 630 });
    // The old version's file is gone: one file per quote.
    expect(fs.readdirSync(path.dirname(cachedFile(quote.id))).filter((n) => n.endsWith(".png"))).toHaveLength(1);
  });

  it("draws a new image when the quote's attribution changes, with the misattribution in words", async () => {
    const quote = await approvedQuote({ text: "Well-behaved women seldom make history.", author: "Marilyn Monroe" });
    const before = await image(quote.url_slug);
    const lastModified = Date.parse(String(before.headers["last-modified"]));
    const changedAt = new Date(Math.ceil((Date.now() + 5_000) / 1000) * 1000);
    await t.database.db
      .update(quotes)
      .set({
        attributionStatus: "misattributed",
        attributionActualAuthor: "Laurel Thatcher Ulrich",
        attributionUpdatedAt: changedAt,
      })
      .where(eq(quotes.id, quote.id));
    const after = await image(quote.url_slug, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Date.parse(String(after.headers["last-modified"]))).toBe(changedAt.getTime());
    expect(Date.parse(String(after.headers["last-modified"]))).toBeGreaterThan(lastModified);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(pngSize(after.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the quote's gradient background", async () => {
    const plain = await approvedQuote({ text: "Same words, other colours." });
    const coloured = await approvedQuote({
      text: "Same words, other colours!",
      background_type: "gradient",
      background_url: "linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)",
    });
    const [a, b] = await Promise.all([image(plain.url_slug), image(coloured.url_slug)]);
    expect(pngSize(b.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it("fits a very long quote without failing", async () => {
    const words = Array.from({ length: 330 }, (_, i) => `word${i}`).join(" ");
    const quote = await approvedQuote({ text: words.slice(0, 1990) });
    const res = await image(quote.url_slug);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  describe("regenerate=true", () => {
    let quote: QuoteCreated;
    const inode = () => fs.statSync(cachedFile(quote.id)).ino;

    beforeAll(async () => {
      quote = await approvedQuote();
      expect((await image(quote.url_slug)).statusCode).toBe(200);
    });

    it.each([
      ["anonymous", () => ({})],
      ["another user", () => other.headers],
    ])("is ignored for %s: the cached image, still 200", async (_who, headers) => {
      const before = inode();
      const res = await image(quote.url_slug, headers(), "?regenerate=true");
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(inode()).toBe(before);
    });

    it.each([
      ["the owner", () => owner.headers],
      ["an admin", () => admin.headers],
    ])("draws the image again for %s", async (_who, headers) => {
      const before = inode();
      const res = await image(quote.url_slug, headers(), "?regenerate=true");
      expect(res.statusCode).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(inode()).not.toBe(before);
    });

    it("is not answered with 304, even with a matching ETag", async () => {
      const first = await image(quote.url_slug);
      const res = await image(
        quote.url_slug,
        { ...owner.headers, "if-none-match": first.headers.etag as string },
        "?regenerate=true",
      );
      expect(res.statusCode).toBe(200);
    });
  });

  describe("not found", () => {
    it("answers 404 with the error envelope for an unknown slug", async () => {
      const res = await image("no-such-quote-anywhere");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "not_found", message: "Quote not found" });
    });

    it("hides a quote that is not approved from everyone but its owner and admins", async () => {
      const pending = await createQuote(t.app, owner.headers, fresh());
      expect((await image(pending.url_slug)).statusCode).toBe(404);
      expect((await image(pending.url_slug, other.headers)).statusCode).toBe(404);
      const own = await image(pending.url_slug, owner.headers);
      expect(own.statusCode).toBe(200);
      expect(own.headers["cache-control"]).toContain("private");
      expect((await image(pending.url_slug, admin.headers)).statusCode).toBe(200);
    });

    it("rejects a bad regenerate value with 400", async () => {
      const quote = await approvedQuote();
      const res = await image(quote.url_slug, {}, "?regenerate=maybe");
      expect(res.statusCode).toBe(400);
    });
  });
});
