import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ATTRIBUTION_MESSAGES, type AttributionHistory } from "#contracts/attribution.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteDetail, QuoteList, QuoteWithSource } from "#contracts/quotes.ts";
import { attributionChanges, auditLog, quoteSources } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { openApiDocument, operationsOf } from "#tests/helpers/openapi.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Attribution test thought ${++counter}: the ${counter * 6151}th lantern outlasts the storm.`,
  author: "Noor Vale",
  category: "wisdom",
  ...over,
});

const book = {
  name: "The Collected Letters",
  type: "letter",
  author: "Noor Vale",
  publication_date: "1921",
  location: "p. 12",
};

describe.each(DATABASE_KINDS)("curating attribution on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let curator: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, curator, member] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" }),
      createSignedInUser(t.app, t.database.db, { role: "superuser", firstname: "Cora", lastname: "Curator" }),
      createSignedInUser(t.app, t.database.db, { firstname: "Mel", lastname: "Member" }),
    ]);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "PATCH" | "POST", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const newQuote = (over: Record<string, unknown> = {}) =>
    createQuote(t.app, admin.headers, fresh({ status: "approved", ...over }));
  const patch = (id: string, body: object, headers: Headers = curator.headers) =>
    inject("PATCH", `/api/quotes/${id}/attribution`, headers, body);
  async function patchOk(id: string, body: object, headers: Headers = curator.headers) {
    const res = await patch(id, body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteWithSource>();
  }
  async function history(id: string, headers: Headers = {}) {
    const res = await inject("GET", `/api/quotes/${id}/attribution-history`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AttributionHistory>().history;
  }

  it("lets curators and admins set it; anonymous callers get 401, members 403, and nothing changes", async () => {
    const quote = await newQuote();
    const body = { status: "disputed", note: "Two biographies disagree on the year." };
    const anon = await patch(quote.id, body, {});
    expect(anon.statusCode).toBe(401);
    expect(anon.json<ErrorEnvelope>().message).toBe("Authentication required");
    expect((await patch(quote.id, body, member.headers)).statusCode).toBe(403);
    expect(await history(quote.id)).toEqual([]);

    expect((await patchOk(quote.id, body)).attribution).toMatchObject({ status: "disputed", note: body.note });
    const byAdmin = await patchOk(quote.id, { status: "attributed", note: null }, admin.headers);
    expect(byAdmin.attribution).toMatchObject({ status: "attributed", note: null, actual_author: null });
  });

  it("answers 404 for an unknown quote and for one the curator may not see", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "disputed" })).statusCode).toBe(404);
    expect((await patch("not-a-uuid", { status: "disputed" })).statusCode).toBe(404);
    const pending = await createQuote(t.app, member.headers, fresh());
    expect(pending.status).toBe("pending");
    expect((await patch(pending.id, { status: "disputed" })).statusCode).toBe(404);
    expect((await patch(pending.id, { status: "disputed" }, admin.headers)).statusCode).toBe(200);
  });

  it("validates the body with 400s and named fields", async () => {
    const quote = await newQuote();
    const bad = async (body: object, field: string, message?: string) => {
      const res = await patch(quote.id, body);
      expect(res.statusCode, res.body).toBe(400);
      const envelope = res.json<ErrorEnvelope>();
      expect(Object.keys(envelope.fields ?? {}), res.body).toContain(field);
      if (message) expect(envelope.fields?.[field]).toBe(message);
    };
    await bad({ status: "probably" }, "status");
    await bad({}, "status");
    await bad(
      { status: "disputed", actual_author: "Someone" },
      "actual_author",
      ATTRIBUTION_MESSAGES.actualAuthorOnlyMisattributed,
    );
    await bad({ status: "disputed", earliest_date: "last spring" }, "earliest_date", ATTRIBUTION_MESSAGES.invalidDate);
    await bad({ status: "disputed", sources: [{ type: "book" }] }, "sources.0.name");
    await bad({ status: "disputed", sources: Array.from({ length: 11 }, (_, i) => ({ name: `S${i}` })) }, "sources");
    // A verified quote cites a source.
    await bad({ status: "verified" }, "sources", ATTRIBUTION_MESSAGES.verifiedNeedsSource);
    await bad({ status: "verified", sources: [] }, "sources", ATTRIBUTION_MESSAGES.verifiedNeedsSource);
    const [row] = await t.database.db.select().from(attributionChanges).where(eq(attributionChanges.quoteId, quote.id));
    expect(row).toBeUndefined();
  });

  it("writes status, actual author, date, note and sources in one go, with history and audit, and the quote reads show it", async () => {
    const quote = await newQuote();
    const updated = await patchOk(quote.id, {
      status: "misattributed",
      actual_author: "Ida Reyes",
      earliest_date: "1921-03",
      note: "First printed under Reyes's name in a 1921 letter.",
      sources: [book, { name: "Quote Investigator", type: "web", url: "https://example.org/qi/lantern" }],
    });
    expect(updated.attribution).toMatchObject({
      status: "misattributed",
      actual_author: "Ida Reyes",
      earliest_date: "1921-03",
      note: "First printed under Reyes's name in a 1921 letter.",
    });
    expect(updated.attribution.updated_at).not.toBeNull();
    expect(updated.sources.map((s) => [s.name, s.type, s.location])).toEqual([
      ["The Collected Letters", "letter", "p. 12"],
      ["Quote Investigator", "web", null],
    ]);
    expect(updated.source).toMatchObject({ name: "The Collected Letters", type: "letter" });
    expect(updated.updated_at > quote.updated_at).toBe(true);

    const detail = (await inject("GET", `/api/quotes/${quote.id}`)).json<QuoteDetail>();
    expect(detail.attribution).toEqual(updated.attribution);
    expect(detail.sources).toEqual(updated.sources);
    const list = (await inject("GET", "/api/quotes?attribution=misattributed&limit=100")).json<QuoteList>();
    expect(list.quotes.find((q) => q.id === quote.id)?.attribution.actual_author).toBe("Ida Reyes");

    const [change] = await history(quote.id);
    expect(change).toMatchObject({
      old_status: "attributed",
      new_status: "misattributed",
      old_actual_author: null,
      new_actual_author: "Ida Reyes",
      note: "First printed under Reyes's name in a 1921 letter.",
      curator: { id: curator.user.id, display_name: "Cora Curator" },
      correction_id: null,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id));
    expect(audits.map((a) => [a.action, a.actorId])).toContainEqual(["quote.attribution", curator.user.id]);

    // Sources are shared: another quote links one by id; an id that names no source is taken by its fields.
    const other = await newQuote();
    const shared = updated.sources[1]!;
    const linked = await patchOk(other.id, {
      status: "verified",
      sources: [
        { id: shared.id, name: shared.name, type: "web", location: "para. 3" },
        { id: "00000000-0000-4000-8000-000000000000", name: "A Fresh Source", type: "article" },
      ],
    });
    expect(linked.sources.map((s) => [s.id === shared.id, s.name, s.location])).toEqual([
      [true, "Quote Investigator", "para. 3"],
      [false, "A Fresh Source", null],
    ]);
  });

  it("keeps fields left out, forces actual_author away from other statuses, and records only real changes", async () => {
    const quote = await newQuote();
    await patchOk(quote.id, {
      status: "misattributed",
      actual_author: "Ida Reyes",
      earliest_date: "1921",
      note: "A note.",
    });
    // Leaving fields out keeps them.
    const same = await patchOk(quote.id, { status: "misattributed" });
    expect(same.attribution).toMatchObject({ actual_author: "Ida Reyes", earliest_date: "1921", note: "A note." });
    expect(await history(quote.id)).toHaveLength(1);
    // Another status drops the actual author; null clears a field.
    const disputed = await patchOk(quote.id, { status: "disputed", earliest_date: null });
    expect(disputed.attribution).toMatchObject({ status: "disputed", actual_author: null, earliest_date: null });
    // Sources alone: written and audited, not part of the history.
    const sourced = await patchOk(quote.id, { status: "disputed", sources: [book] });
    expect(sourced.sources).toHaveLength(1);
    const rows = await t.database.db.select().from(quoteSources).where(eq(quoteSources.quoteId, quote.id));
    expect(rows).toHaveLength(1);
    expect((await history(quote.id)).map((c) => c.new_status)).toEqual(["disputed", "misattributed"]);
    // Now it may be verified: it cites a source.
    expect((await patchOk(quote.id, { status: "verified" })).attribution.status).toBe("verified");
  });

  it("shows the history to whoever may see the quote, newest first, at most 100 changes", async () => {
    const quote = await newQuote();
    for (let i = 0; i < 3; i++)
      await patchOk(quote.id, { status: i % 2 ? "attributed" : "disputed", note: `Change ${i}` });
    const entries = await history(quote.id);
    expect(entries.map((e) => e.note)).toEqual(["Change 2", "Change 1", "Change 0"]);
    expect(entries[0]).toEqual({
      id: expect.any(String) as string,
      old_status: "attributed",
      new_status: "disputed",
      old_actual_author: null,
      new_actual_author: null,
      note: "Change 2",
      created_at: expect.any(String) as string,
      curator: { id: curator.user.id, display_name: "Cora Curator" },
      correction_id: null,
    });
    expect(await history(quote.id, member.headers)).toHaveLength(3);

    // Hidden quotes stay hidden.
    const own = await createQuote(t.app, member.headers, fresh());
    expect((await inject("GET", `/api/quotes/${own.id}/attribution-history`)).statusCode).toBe(404);
    expect(await history(own.id, member.headers)).toEqual([]);
    expect((await inject("GET", "/api/quotes/not-a-uuid/attribution-history")).statusCode).toBe(404);

    // Bounded.
    const many = await newQuote();
    await t.database.db.insert(attributionChanges).values(
      Array.from({ length: 120 }, (_, i) => ({
        quoteId: many.id,
        oldStatus: "attributed" as const,
        newStatus: "disputed" as const,
        note: `Old change ${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
        notifiedAt: new Date(),
      })),
    );
    const bounded = await history(many.id);
    expect(bounded).toHaveLength(100);
    expect(bounded[0]?.note).toBe("Old change 0");
  });

  it("is in the OpenAPI document with its tags and access", async () => {
    const doc = await openApiDocument(t.app);
    const ops = operationsOf(doc);
    const find = (method: string, path: string) => ops.find((o) => o.method === method && o.path === path);
    expect(find("PATCH", "/api/quotes/{id}/attribution")?.access).toBe("curateAttribution");
    expect(find("GET", "/api/quotes/{id}/attribution-history")?.access).toBeUndefined();
    expect(find("POST", "/api/quotes/{id}/corrections")?.access).toBe("proposeCorrections");
    expect(find("GET", "/api/corrections")?.access).toBe("curateAttribution");
    expect(find("POST", "/api/corrections/{id}/accept")?.access).toBe("curateAttribution");
    expect(find("POST", "/api/corrections/{id}/reject")?.access).toBe("curateAttribution");
    expect(find("GET", "/api/notifications")?.access).toBe("user");
    expect(find("POST", "/api/notifications/read")?.access).toBe("user");
    const tags = (doc.paths["/api/quotes/{id}/attribution"]?.patch as { tags?: string[] }).tags;
    expect(tags).toEqual(["attribution"]);
    expect((doc.paths["/api/notifications"]?.get as { tags?: string[] }).tags).toEqual(["notifications"]);
  });
});
