import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { Duplicate, QuoteCreated, QuoteDetail, QuoteList } from "#contracts/quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { freshQuote, openQuoteWriters, validQuote, type QuoteWriters } from "#tests/factories/quote-writers.ts";

describe.each(DATABASE_KINDS)("quote creation and anonymous submission on %s", (kind) => {
  let { t, owner, other, admin, inject, create, auditRows, startAfresh } = {} as QuoteWriters;
  beforeAll(async () => {
    ({ t, owner, other, admin, inject, create, auditRows, startAfresh } = await openQuoteWriters(kind));
  });
  afterAll(() => t.close());
  beforeEach(() => startAfresh());

  describe("create", () => {
    it("needs a signed-in user", async () => {
      const res = await inject("POST", "/api/quotes", {}, validQuote);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().message).toBe("Authentication required");
    });

    it("answers the spec's messages for missing fields", async () => {
      const res = await inject("POST", "/api/quotes", owner.headers, { tags: [] });
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorEnvelope>();
      expect(body.error).toBe("validation_error");
      expect(body.fields).toEqual({
        text: "Quote text is required",
        author: "Author is required",
        category: "Please select a category for the quote",
      });
      const blank = await inject("POST", "/api/quotes", owner.headers, { text: " ", author: " ", category: "" });
      expect(blank.json<ErrorEnvelope>().fields).toEqual(body.fields);
    });

    it("refuses an unknown category, a bad reference URL and a non-uuid user_id", async () => {
      const res = await inject("POST", "/api/quotes", owner.headers, {
        ...freshQuote(),
        category: "poetry",
        reference_url: "javascript:alert(1)",
        user_id: "me",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields).toEqual({
        category: "Please select a category for the quote",
        reference_url: "Please enter a valid URL",
        user_id: "Invalid user id",
      });
      const malformed = await t.app.inject({
        method: "POST",
        url: "/api/quotes",
        headers: { ...owner.headers, "content-type": "application/json" },
        payload: "{not json",
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorEnvelope>().error).toBe("invalid_json");
    });

    it("makes the signed-in user the owner, normalises tags and answers the full quote", async () => {
      const created = await create(owner.headers, {
        ...freshQuote(),
        user_id: other.user.id,
        tags: [" Patience", "patience", "RIVERS ", ""],
        context: "  ",
        reference_url: "",
      });
      expect(created).toMatchObject({
        user_id: owner.user.id,
        status: "pending",
        tags: ["patience", "rivers"],
        context: null,
        reference_url: null,
        views: 0,
        has_audio: false,
        approved_by: null,
        approved_at: null,
        source: null,
        duplicates: [],
      });
      expect(created.slug).toMatch(/^ada-brook-unique-thought-number-\d+/);
      expect(created.url_slug).toBe(created.slug);
      const detail = await inject("GET", `/api/quotes/${created.id}`, owner.headers);
      expect(detail.json<QuoteDetail>()).toMatchObject({ id: created.id, text: created.text, tags: created.tags });
    });

    it("gives non-admins pending or draft only", async () => {
      expect((await create(owner.headers, { ...freshQuote(), status: "draft" })).status).toBe("draft");
      expect((await create(owner.headers, { ...freshQuote(), status: "pending" })).status).toBe("pending");
      const approved = await create(owner.headers, { ...freshQuote(), status: "approved" });
      expect(approved).toMatchObject({ status: "pending", approved_by: null, approved_at: null });
      expect((await create(owner.headers, { ...freshQuote(), status: "rejected" })).status).toBe("pending");
      expect(await auditRows(approved.id)).toEqual([]);
    });

    it("lets admins choose any status, recorded in the audit log", async () => {
      const approved = await create(admin.headers, { ...freshQuote(), status: "approved" });
      expect(approved.status).toBe("approved");
      expect(approved.approved_by).toBe(admin.user.id);
      expect(Date.parse(approved.approved_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect((await create(admin.headers, { ...freshQuote(), status: "rejected" })).status).toBe("rejected");
      expect((await create(admin.headers, freshQuote())).status).toBe("pending");
      const rows = await auditRows(approved.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.user.id,
        action: "quote.create",
        details: { status: "approved" },
      });
      // An approved quote is public at once (list caches are dropped on write).
      const home = await inject("GET", "/api/quotes?limit=1");
      expect(home.json<QuoteList>().quotes[0]!.id).toBe(approved.id);
    });

    it("gives each quote a unique readable slug", async () => {
      const body = { text: "Same words, same author.", author: "Echo Twin", category: "life" };
      const first = await create(owner.headers, body);
      const second = await create(other.headers, body);
      const third = await create(admin.headers, { ...body, status: "approved" });
      expect(first.slug).toBe("echo-twin-same-words-same-author");
      expect(second.slug).toBe("echo-twin-same-words-same-author-2");
      expect(third.slug).toBe("echo-twin-same-words-same-author-3");
      const long = await create(owner.headers, { ...freshQuote(), text: "Word ".repeat(100) });
      expect(long.slug.length).toBeLessThanOrEqual(80);
      // Concurrent creates of the same quote still get distinct slugs.
      const many = await Promise.all(
        Array.from({ length: 5 }, () => create(owner.headers, { ...body, author: "Race Twin" })),
      );
      expect(new Set(many.map((q) => q.slug)).size).toBe(5);
    });

    it("warns about near-duplicates already in the catalogue", async () => {
      const [demo] = await t.database.db
        .select({ id: quotes.id, text: quotes.text, author: quotes.author, urlSlug: quotes.urlSlug })
        .from(quotes)
        .where(eq(quotes.author, "Albert Einstein"))
        .limit(1);
      const created = await create(owner.headers, { text: `${demo!.text}`, author: "Someone Else", category: "life" });
      expect(created.duplicates.length).toBeGreaterThanOrEqual(1);
      expect(created.duplicates.length).toBeLessThanOrEqual(3);
      expect(created.duplicates[0]).toEqual<Duplicate>({
        id: demo!.id,
        url_slug: demo!.urlSlug,
        text: demo!.text,
        author: demo!.author,
        status: "approved",
        similarity: 1,
      });
      expect(created.duplicates.map((d) => d.id)).not.toContain(created.id);
      expect(created.duplicates.every((d) => d.similarity >= 0.5)).toBe(true);
      // Non-admins are only warned about public quotes: the pending copy above is not one.
      const again = await create(other.headers, { text: demo!.text, author: "Third Person", category: "life" });
      expect(again.duplicates.map((d) => d.id)).not.toContain(created.id);

      const moderation = await inject("GET", `/api/quotes/${created.id}/duplicates`, admin.headers);
      expect(moderation.statusCode).toBe(200);
      const ids = moderation.json<{ duplicates: Duplicate[] }>().duplicates.map((d) => d.id);
      expect(ids).toContain(demo!.id);
      expect(ids).toContain(again.id);
      expect(ids).not.toContain(created.id);
      expect((await inject("GET", `/api/quotes/${created.id}/duplicates`, owner.headers)).statusCode).toBe(403);
      expect((await inject("GET", `/api/quotes/${created.id}/duplicates`)).statusCode).toBe(401);
      // Too short to compare meaningfully.
      expect((await create(owner.headers, { text: "Be.", author: "Brief", category: "life" })).duplicates).toEqual([]);
    });

    it("creates and links a source, reusing an identical one", async () => {
      const source = { name: "Walden", author: "Henry David Thoreau", publication_date: "1854-08-09", type: "book" };
      const first = await create(owner.headers, {
        ...freshQuote(),
        source: { ...source, url: "https://example.org/walden" },
      });
      expect(first.source).toMatchObject({ ...source, url: "https://example.org/walden", description: null });
      expect(first.source_id).toBe(first.source!.id);
      const second = await create(other.headers, {
        ...freshQuote(),
        source: { ...source, url: "https://example.org/walden" },
      });
      expect(second.source_id).toBe(first.source_id);
      const detail = await inject("GET", `/api/quotes/${first.id}`, owner.headers);
      expect(detail.json<QuoteDetail>().source).toEqual(first.source);
      const bad = await inject("POST", "/api/quotes", owner.headers, {
        ...freshQuote(),
        source: { name: "", url: "nope" },
      });
      expect(bad.json<ErrorEnvelope>().fields).toEqual({
        "source.name": "Source name is required",
        "source.url": "Please enter a valid URL",
      });
    });
  });

  describe("anonymous submission", () => {
    const submit = (payload: object, remoteAddress = "10.0.0.1") =>
      t.app.inject({ method: "POST", url: "/api/quotes/submit-anonymous", payload, remoteAddress });

    it("needs a valid e-mail with the spec's words", async () => {
      const missing = await submit(freshQuote());
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorEnvelope>().fields).toEqual({ email: "Email is required for anonymous submissions" });
      const invalid = await submit({ ...freshQuote(), email: "not-an-email" });
      expect(invalid.json<ErrorEnvelope>().fields).toEqual({ email: "Please enter a valid email address" });
      const nothing = await submit({ email: "a@example.org" });
      expect(Object.keys(nothing.json<ErrorEnvelope>().fields ?? {}).sort()).toEqual(["author", "category", "text"]);
    });

    it("stores a pending quote owned by nobody, whatever status is asked for", async () => {
      const res = await submit({
        ...freshQuote(),
        email: "reader@example.org",
        status: "approved",
        user_id: owner.user.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<QuoteCreated>();
      expect(created).toMatchObject({ status: "pending", user_id: null, email: null });
      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, created.id));
      expect(row).toMatchObject({ email: "reader@example.org", status: "pending", userId: null });
      expect((await inject("GET", `/api/quotes/${created.id}`)).statusCode).toBe(404);
      const asAdmin = await inject("GET", `/api/quotes/${created.id}`, admin.headers);
      expect(asAdmin.json<QuoteDetail>().email).toBe("reader@example.org");
    });

    it("allows five submissions per client address per ten minutes", async () => {
      const ip = "10.55.0.1";
      for (let i = 0; i < 5; i++) {
        expect((await submit({ ...freshQuote(), email: "busy@example.org" }, ip)).statusCode).toBe(201);
      }
      const refused = await submit({ ...freshQuote(), email: "busy@example.org" }, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json<ErrorEnvelope>().message).toMatch(/^Too many attempts/);
      expect((await submit({ ...freshQuote(), email: "calm@example.org" }, "10.55.0.2")).statusCode).toBe(201);
    });
  });
});
