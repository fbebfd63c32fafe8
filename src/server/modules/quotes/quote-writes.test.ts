import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteList, QuoteStatusCounts, QuoteWithSource } from "#contracts/quotes.ts";
import { quotes, sources } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { freshQuote, openQuoteWriters, type QuoteWriters } from "#tests/factories/quote-writers.ts";
import type { Headers } from "#tests/factories/quotes.ts";

describe.each(DATABASE_KINDS)("quote edits, deletion and moderation on %s", (kind) => {
  let { t, owner, other, admin, inject, create, auditRows, startAfresh } = {} as QuoteWriters;
  beforeAll(async () => {
    ({ t, owner, other, admin, inject, create, auditRows, startAfresh } = await openQuoteWriters(kind));
  });
  afterAll(() => t.close());
  beforeEach(() => startAfresh());

  async function patch(id: string, headers: Headers, body: object) {
    return inject("PATCH", `/api/quotes/${id}`, headers, body);
  }

  describe("edit", () => {
    it("lets owners edit their own quotes, keeping drafts and pending as they are", async () => {
      const draft = await create(owner.headers, { ...freshQuote(), status: "draft" });
      const res = await patch(draft.id, owner.headers, {
        text: "Edited draft text that is new.",
        tags: ["New", "new"],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<QuoteWithSource>()).toMatchObject({
        id: draft.id,
        text: "Edited draft text that is new.",
        tags: ["new"],
        status: "draft",
        slug: draft.slug,
      });
      const submitted = await patch(draft.id, owner.headers, { status: "pending" });
      expect(submitted.json<QuoteWithSource>().status).toBe("pending");
      expect(await auditRows(draft.id)).toEqual([]);
    });

    it("sends an owner's edit of an approved or rejected quote back to review", async () => {
      const quote = await create(owner.headers, freshQuote());
      await inject("POST", `/api/quotes/${quote.id}/approve`, admin.headers, { approvedBy: admin.user.id });
      const edited = await patch(quote.id, owner.headers, { context: "Added later" });
      expect(edited.json<QuoteWithSource>()).toMatchObject({
        status: "pending",
        context: "Added later",
        approved_by: null,
      });
      // Asking for approval does not grant it.
      const sneaky = await patch(quote.id, owner.headers, { status: "approved" });
      expect(sneaky.json<QuoteWithSource>().status).toBe("pending");
      await inject("POST", `/api/quotes/${quote.id}/reject`, admin.headers, {});
      const resubmitted = await patch(quote.id, owner.headers, { text: "A better wording of the thought." });
      expect(resubmitted.json<QuoteWithSource>().status).toBe("pending");
      const toDraft = await patch(quote.id, owner.headers, { status: "draft" });
      expect(toDraft.json<QuoteWithSource>().status).toBe("draft");
    });

    it("changes nothing for an empty edit", async () => {
      const quote = await create(admin.headers, { ...freshQuote(), status: "approved" });
      const res = await patch(quote.id, owner.headers, {});
      expect(res.statusCode).toBe(403);
      const mineQuote = await create(owner.headers, freshQuote());
      const same = await patch(mineQuote.id, owner.headers, {});
      expect(same.statusCode).toBe(200);
      expect(same.json<QuoteWithSource>().updated_at).toBe(mineQuote.updated_at);
    });

    it("refuses other users (403 when visible, 404 when not) and anonymous visitors", async () => {
      const pending = await create(owner.headers, freshQuote());
      const approved = await create(admin.headers, { ...freshQuote(), status: "approved" });
      expect((await patch(pending.id, other.headers, { text: "Hijack attempt." })).statusCode).toBe(404);
      const refused = await patch(approved.id, other.headers, { text: "Hijack attempt." });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorEnvelope>().error).toBe("forbidden");
      expect((await patch(approved.id, {}, { text: "Hijack attempt." })).statusCode).toBe(401);
      expect((await patch("not-a-uuid", owner.headers, { text: "x" })).statusCode).toBe(404);
      expect((await patch("00000000-0000-4000-8000-000000000000", owner.headers, { text: "x" })).statusCode).toBe(404);
      const [row] = await t.database.db.select({ text: quotes.text }).from(quotes).where(eq(quotes.id, approved.id));
      expect(row!.text).toBe(approved.text);
    });

    it("validates edits with the create rules", async () => {
      const quote = await create(owner.headers, freshQuote());
      const res = await patch(quote.id, owner.headers, { text: "", category: "poetry", reference_url: "nope" });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields).toEqual({
        text: "Quote text is required",
        category: "Please select a category for the quote",
        reference_url: "Please enter a valid URL",
      });
    });

    it("lets admins edit any quote and set any status, with has_audio and an audit row", async () => {
      const quote = await create(owner.headers, freshQuote());
      const ignored = await patch(quote.id, owner.headers, {
        has_audio: true,
        background_url: "linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)",
        background_type: "gradient",
      });
      expect(ignored.json<QuoteWithSource>()).toMatchObject({ has_audio: false, background_type: "gradient" });
      const res = await patch(quote.id, admin.headers, { status: "approved", has_audio: true, category: "Life" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<QuoteWithSource>()).toMatchObject({
        status: "approved",
        has_audio: true,
        category: "life",
        approved_by: admin.user.id,
        user_id: owner.user.id,
      });
      const back = await patch(quote.id, admin.headers, { status: "draft" });
      expect(back.json<QuoteWithSource>()).toMatchObject({ status: "draft", approved_by: null, approved_at: null });
      const rows = await auditRows(quote.id);
      expect(rows.map((r) => r.action)).toEqual(["quote.update", "quote.update"]);
      expect(rows[0]).toMatchObject({ actorId: admin.user.id, details: { from: "pending", to: "approved" } });
      expect((rows[0]!.details as { fields: string[] }).fields.sort()).toEqual(["category", "hasAudio"]);
    });

    it("attaches, replaces and detaches a source", async () => {
      const quote = await create(owner.headers, freshQuote());
      const attached = await patch(quote.id, owner.headers, { source: { name: "Letters", type: "letter" } });
      const source = attached.json<QuoteWithSource>().source!;
      expect(source).toMatchObject({ name: "Letters", type: "letter", url: null });
      const kept = await patch(quote.id, owner.headers, { text: "Text changed, source kept." });
      expect(kept.json<QuoteWithSource>().source).toEqual(source);
      const detached = await patch(quote.id, owner.headers, { source: null });
      expect(detached.json<QuoteWithSource>()).toMatchObject({ source: null, source_id: null });
      const [row] = await t.database.db.select().from(sources).where(eq(sources.id, source.id));
      expect(row).toBeDefined();
    });
  });

  describe("delete", () => {
    it("lets owners delete their quotes that are not approved", async () => {
      for (const status of ["draft", "pending"]) {
        const quote = await create(owner.headers, { ...freshQuote(), status });
        const res = await inject("DELETE", `/api/quotes/${quote.id}`, owner.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ id: quote.id, deleted: true });
        expect((await inject("GET", `/api/quotes/${quote.id}`, owner.headers)).statusCode).toBe(404);
      }
    });

    it("refuses an owner's approved quote, other users and anonymous visitors", async () => {
      const quote = await create(owner.headers, freshQuote());
      await inject("POST", `/api/quotes/${quote.id}/approve`, admin.headers);
      const own = await inject("DELETE", `/api/quotes/${quote.id}`, owner.headers);
      expect(own.statusCode).toBe(403);
      expect(own.json<ErrorEnvelope>().message).toBe("Approved quotes can only be deleted by an administrator");
      expect((await inject("DELETE", `/api/quotes/${quote.id}`, other.headers)).statusCode).toBe(403);
      expect((await inject("DELETE", `/api/quotes/${quote.id}`)).statusCode).toBe(401);
      const hidden = await create(owner.headers, freshQuote());
      expect((await inject("DELETE", `/api/quotes/${hidden.id}`, other.headers)).statusCode).toBe(404);
      expect((await inject("DELETE", "/api/quotes/nope", admin.headers)).statusCode).toBe(404);
      expect((await inject("GET", `/api/quotes/${quote.id}`)).statusCode).toBe(200);
    });

    it("lets admins delete any quote, with an audit row", async () => {
      const quote = await create(owner.headers, freshQuote());
      await inject("POST", `/api/quotes/${quote.id}/approve`, admin.headers);
      const res = await inject("DELETE", `/api/quotes/${quote.id}`, admin.headers);
      expect(res.json()).toEqual({ id: quote.id, deleted: true });
      const rows = await auditRows(quote.id);
      expect(rows.map((r) => r.action)).toEqual(["quote.approve", "quote.delete"]);
      expect(rows[1]).toMatchObject({ actorId: admin.user.id, details: { status: "approved", author: quote.author } });
      expect((await inject("GET", `/api/quotes/${quote.id}`, admin.headers)).statusCode).toBe(404);
    });
  });

  describe("moderation", () => {
    it("approves with who and when, and makes the quote public", async () => {
      const quote = await create(owner.headers, freshQuote());
      const res = await inject("POST", `/api/quotes/${quote.id}/approve`, admin.headers, { approvedBy: other.user.id });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<QuoteWithSource>();
      expect(body).toMatchObject({ id: quote.id, status: "approved", approved_by: admin.user.id });
      expect(Date.parse(body.approved_at!)).toBeGreaterThan(Date.now() - 60_000);
      expect((await inject("GET", `/api/quotes/${quote.id}`)).statusCode).toBe(200);
      const rows = await auditRows(quote.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: admin.user.id,
        action: "quote.approve",
        details: { from: "pending", to: "approved" },
      });
    });

    it("rejects with an optional reason kept in the audit log", async () => {
      const quote = await create(owner.headers, freshQuote());
      const res = await inject("POST", `/api/quotes/${quote.id}/reject`, admin.headers, { reason: "Misattributed" });
      expect(res.json<QuoteWithSource>()).toMatchObject({ status: "rejected", approved_by: null });
      const rows = await auditRows(quote.id);
      expect(rows[0]).toMatchObject({
        action: "quote.reject",
        details: { from: "pending", to: "rejected", reason: "Misattributed" },
      });
      const withoutBody = await inject("POST", `/api/quotes/${quote.id}/reject`, admin.headers);
      expect(withoutBody.statusCode).toBe(200);
      // The owner still sees it, with its status.
      const mine = await inject("GET", `/api/quotes?userFilter=submitted&status=rejected`, owner.headers);
      expect(mine.json<QuoteList>().quotes.map((q) => q.id)).toContain(quote.id);
    });

    it("is for admins only", async () => {
      const quote = await create(owner.headers, freshQuote());
      for (const action of ["approve", "reject"]) {
        expect((await inject("POST", `/api/quotes/${quote.id}/${action}`, owner.headers, {})).statusCode).toBe(403);
        expect((await inject("POST", `/api/quotes/${quote.id}/${action}`, {}, {})).statusCode).toBe(401);
        expect((await inject("POST", `/api/quotes/not-a-uuid/${action}`, admin.headers, {})).statusCode).toBe(404);
        expect(
          (await inject("POST", `/api/quotes/00000000-0000-4000-8000-000000000000/${action}`, admin.headers, {}))
            .statusCode,
        ).toBe(404);
      }
      const [row] = await t.database.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
      expect(row!.status).toBe("pending");
    });

    it("counts quotes by status for admins", async () => {
      const res = await inject("GET", "/api/admin/quote-counts", admin.headers);
      expect(res.statusCode).toBe(200);
      const counts = res.json<QuoteStatusCounts>();
      const rows = await t.database.db.select({ status: quotes.status }).from(quotes);
      for (const status of ["draft", "pending", "rejected", "approved"] as const) {
        expect(counts[status], status).toBe(rows.filter((r) => r.status === status).length);
      }
      expect(counts.total).toBe(rows.length);
      expect((await inject("GET", "/api/admin/quote-counts", owner.headers)).statusCode).toBe(403);
      expect((await inject("GET", "/api/admin/quote-counts")).statusCode).toBe(401);
    });
  });

  it("documents every quote route in the OpenAPI description", async () => {
    const res = await inject("GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      "/api/quotes",
      "/api/quotes/popular",
      "/api/quotes/slug/{slug}",
      "/api/quotes/{id}",
      "/api/quotes/submit-anonymous",
      "/api/quotes/{id}/approve",
      "/api/quotes/{id}/reject",
      "/api/quotes/{id}/duplicates",
      "/api/admin/quote-counts",
      "/api/categories",
      "/api/tags",
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
