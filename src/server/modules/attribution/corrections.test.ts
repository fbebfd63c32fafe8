import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ATTRIBUTION_MESSAGES,
  CORRECTIONS_PER_DAY,
  CORRECTIONS_PER_HOUR,
  type AttributionHistory,
  type Correction,
  type CorrectionList,
} from "#contracts/attribution.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteDetail, QuoteList } from "#contracts/quotes.ts";
import type { NotificationList } from "#contracts/notifications.ts";
import { attributionCorrections, auditLog } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Correction test thought ${++counter}: the ${counter * 7723}th bridge remembers every crossing.`,
  author: "Albert Einstein",
  category: "wisdom",
  ...over,
});

const NOTE = "Not in any of his writings; first printed in a 1981 Narcotics Anonymous text.";
const SOURCE = {
  name: "Narcotics Anonymous (Basic Text)",
  type: "book",
  publication_date: "1981",
  location: "ch. 2",
  url: "https://example.org/na-1981",
};
const misattribution = {
  proposed_status: "misattributed",
  actual_author: "Narcotics Anonymous",
  note: NOTE,
  source: SOURCE,
};

describe.each(DATABASE_KINDS)("attribution corrections on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let curator: SignedInUser;
  let curator2: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, curator, curator2] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" }),
      createSignedInUser(t.app, t.database.db, { role: "superuser", firstname: "Cora", lastname: "Curator" }),
      createSignedInUser(t.app, t.database.db, { role: "superuser", firstname: "Cy", lastname: "Second" }),
    ]);
  });
  afterAll(() => t.close());
  // Each test proposes as a member of its own: proposals are rate-limited per member.
  beforeEach(async () => {
    member = await createSignedInUser(t.app, t.database.db, { firstname: "Pia", lastname: "Proposer" });
  });

  const inject = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const newQuote = (over: Record<string, unknown> = {}) =>
    createQuote(t.app, admin.headers, fresh({ status: "approved", ...over }));
  const propose = (quoteId: string, body: object, headers: Headers = member.headers) =>
    inject("POST", `/api/quotes/${quoteId}/corrections`, headers, body);
  async function proposeOk(quoteId: string, body: object = misattribution, headers: Headers = member.headers) {
    const res = await propose(quoteId, body, headers);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ id: string; status: string }>();
    expect(created).toEqual({ id: expect.any(String) as string, status: "open" });
    return created.id;
  }
  async function queue(query = "", headers: Headers = curator.headers) {
    const res = await inject("GET", `/api/corrections${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CorrectionList>();
  }
  const accept = (id: string, body?: object, headers: Headers = curator.headers) =>
    inject("POST", `/api/corrections/${id}/accept`, headers, body);
  const reject = (id: string, body: object, headers: Headers = curator.headers) =>
    inject("POST", `/api/corrections/${id}/reject`, headers, body);
  const freshMember = () => createSignedInUser(t.app, t.database.db);

  describe("proposing", () => {
    it("needs a signed-in member; anonymous callers get 401", async () => {
      const quote = await newQuote();
      const res = await propose(quote.id, misattribution, {});
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().message).toBe("Authentication required");
    });

    it("validates: a note of at least 20 characters, a source for verified and misattributed", async () => {
      const quote = await newQuote();
      const bad = async (body: object, field: string, message: string) => {
        const res = await propose(quote.id, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ErrorEnvelope>().fields?.[field], res.body).toBe(message);
      };
      await bad({ ...misattribution, note: "Too short a note." }, "note", ATTRIBUTION_MESSAGES.noteTooShort);
      await bad({ ...misattribution, note: undefined }, "note", ATTRIBUTION_MESSAGES.noteTooShort);
      await bad({ ...misattribution, source: undefined }, "source", ATTRIBUTION_MESSAGES.sourceRequired);
      await bad({ proposed_status: "verified", note: NOTE }, "source", ATTRIBUTION_MESSAGES.sourceRequired);
      await bad(
        { proposed_status: "disputed", actual_author: "X", note: NOTE },
        "actual_author",
        ATTRIBUTION_MESSAGES.actualAuthorOnlyMisattributed,
      );
      // A disputed proposal needs no source.
      await proposeOk(quote.id, { proposed_status: "disputed", note: NOTE });
    });

    it("only on quotes the member may see: approved ones, or their own", async () => {
      const pendingOfOther = await createQuote(t.app, curator.headers, fresh());
      expect((await propose(pendingOfOther.id, misattribution)).statusCode).toBe(404);
      expect((await propose("00000000-0000-4000-8000-000000000000", misattribution)).statusCode).toBe(404);
      expect((await propose("nope", misattribution)).statusCode).toBe(404);
      const own = await createQuote(t.app, member.headers, fresh());
      await proposeOk(own.id);
    });

    it("refuses the attribution the quote already has, and a second open proposal on one quote", async () => {
      const quote = await newQuote();
      const same = await propose(quote.id, { proposed_status: "attributed", note: NOTE });
      expect(same.statusCode).toBe(409);
      expect(same.json<ErrorEnvelope>().message).toBe(ATTRIBUTION_MESSAGES.sameAsCurrent);
      await proposeOk(quote.id, { ...misattribution, source: { ...SOURCE, location: null } });
      const again = await propose(quote.id, { proposed_status: "disputed", note: NOTE });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorEnvelope>().message).toBe(ATTRIBUTION_MESSAGES.alreadyProposed);
      // Another member may still propose on it.
      const other = await freshMember();
      await proposeOk(quote.id, { proposed_status: "disputed", note: NOTE }, other.headers);
    });

    it("stores the source as the member gave it", async () => {
      const quote = await newQuote();
      const id = await proposeOk(quote.id);
      const [row] = await t.database.db.select().from(attributionCorrections).where(eq(attributionCorrections.id, id));
      expect(row).toMatchObject({
        quoteId: quote.id,
        proposerId: member.user.id,
        proposedStatus: "misattributed",
        actualAuthor: "Narcotics Anonymous",
        note: NOTE,
        status: "open",
      });
      expect(row?.source).toMatchObject(SOURCE);
    });

    it(`limits proposals to ${CORRECTIONS_PER_HOUR} an hour (429 with Retry-After), counted in the database`, async () => {
      const proposer = await freshMember();
      const quotes = await Promise.all(Array.from({ length: CORRECTIONS_PER_HOUR + 1 }, () => newQuote()));
      for (const quote of quotes.slice(0, CORRECTIONS_PER_HOUR)) {
        await proposeOk(quote.id, { proposed_status: "disputed", note: NOTE }, proposer.headers);
      }
      const res = await propose(quotes.at(-1)!.id, { proposed_status: "disputed", note: NOTE }, proposer.headers);
      expect(res.statusCode).toBe(429);
      expect(res.json<ErrorEnvelope>().message).toBe(ATTRIBUTION_MESSAGES.tooManyProposals);
      const retryAfter = Number(res.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Others are not held back.
      await proposeOk(quotes.at(-1)!.id, { proposed_status: "disputed", note: NOTE }, (await freshMember()).headers);
    });

    it(`limits proposals to ${CORRECTIONS_PER_DAY} a day`, async () => {
      const proposer = await freshMember();
      const quote = await newQuote();
      // Made over the last day, outside the last hour.
      await t.database.db.insert(attributionCorrections).values(
        Array.from({ length: CORRECTIONS_PER_DAY }, (_, i) => ({
          quoteId: quote.id,
          proposerId: proposer.user.id,
          proposedStatus: "disputed" as const,
          note: NOTE,
          status: "rejected",
          createdAt: new Date(Date.now() - (2 + i * 0.5) * 60 * 60_000),
        })),
      );
      const res = await propose(quote.id, { proposed_status: "disputed", note: NOTE }, proposer.headers);
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers["retry-after"]);
      // The oldest of the thirty leaves the day window in about 24 - 16.5 = 7.5 hours.
      expect(retryAfter).toBeGreaterThan(7 * 3600);
      expect(retryAfter).toBeLessThan(8 * 3600);
    });
  });

  describe("reviewing", () => {
    it("shows the queue to curators and admins only; members 403, anonymous 401", async () => {
      expect((await inject("GET", "/api/corrections")).statusCode).toBe(401);
      expect((await inject("GET", "/api/corrections", member.headers)).statusCode).toBe(403);
      expect((await inject("GET", "/api/corrections?status=closed", curator.headers)).statusCode).toBe(400);
      await queue("", admin.headers);
    });

    it("lists open proposals oldest first with the quote's current attribution and the people's names", async () => {
      const first = await newQuote();
      const second = await newQuote();
      const a = await proposeOk(first.id);
      const b = await proposeOk(second.id, { proposed_status: "disputed", note: NOTE });
      const open = await queue("?status=open&limit=100");
      const ids = open.corrections.map((c) => c.id);
      expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
      expect(open.total).toBeGreaterThanOrEqual(2);
      expect(open.corrections.every((c) => c.status === "open")).toBe(true);
      expect(open.corrections.find((c) => c.id === a)).toEqual({
        id: a,
        quote: {
          id: first.id,
          url_slug: first.url_slug,
          text: first.text,
          author: "Albert Einstein",
          attribution: { status: "attributed", actual_author: null, earliest_date: null, note: null, updated_at: null },
        },
        proposed_status: "misattributed",
        actual_author: "Narcotics Anonymous",
        note: NOTE,
        source: { ...SOURCE, author: null, description: null },
        status: "open",
        reason: null,
        proposer: { id: member.user.id, display_name: "Pia Proposer" },
        decided_by: null,
        created_at: expect.any(String) as string,
        decided_at: null,
      });
    });

    it("a member may neither accept nor reject (403); unknown corrections are 404", async () => {
      const quote = await newQuote();
      const id = await proposeOk(quote.id);
      expect((await accept(id, {}, member.headers)).statusCode).toBe(403);
      expect((await reject(id, { reason: "No." }, member.headers)).statusCode).toBe(403);
      expect((await accept(id, {}, {})).statusCode).toBe(401);
      expect((await accept("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await reject("not-an-id", { reason: "No." })).statusCode).toBe(404);
      expect((await queue("?status=open&limit=100")).corrections.find((c) => c.id === id)?.status).toBe("open");
    });

    it("accepting applies it in one transaction: attribution, primary source, history, audit, and every read shows it", async () => {
      const quote = await newQuote();
      await t.app.inject({
        method: "PATCH",
        url: `/api/quotes/${quote.id}/attribution`,
        headers: curator.headers,
        payload: {
          status: "disputed",
          earliest_date: "1990",
          sources: [{ name: "An Older Compilation", type: "book" }],
        },
      });
      const id = await proposeOk(quote.id);
      const res = await accept(id, { reason: "The 1981 text is the earliest printing." });
      expect(res.statusCode, res.body).toBe(200);
      const decided = res.json<Correction>();
      expect(decided).toMatchObject({
        id,
        status: "accepted",
        reason: "The 1981 text is the earliest printing.",
        decided_by: { id: curator.user.id, display_name: "Cora Curator" },
        quote: { attribution: { status: "misattributed", actual_author: "Narcotics Anonymous", note: NOTE } },
      });
      expect(decided.decided_at).not.toBeNull();

      const detail = (await inject("GET", `/api/quotes/${quote.id}`)).json<QuoteDetail>();
      expect(detail.attribution).toMatchObject({
        status: "misattributed",
        actual_author: "Narcotics Anonymous",
        earliest_date: "1990",
        note: NOTE,
      });
      expect(detail.sources.map((s) => s.name)).toEqual(["Narcotics Anonymous (Basic Text)", "An Older Compilation"]);
      expect(detail.sources[0]).toMatchObject({ location: "ch. 2", url: SOURCE.url, publication_date: "1981" });
      expect(detail.source?.name).toBe("Narcotics Anonymous (Basic Text)");
      const list = (await inject("GET", "/api/quotes?limit=100")).json<QuoteList>();
      expect(list.quotes.find((q) => q.id === quote.id)?.attribution.status).toBe("misattributed");
      const filtered = (await inject("GET", "/api/quotes?attribution=misattributed&limit=100")).json<QuoteList>();
      expect(filtered.quotes.map((q) => q.id)).toContain(quote.id);

      const history = (await inject("GET", `/api/quotes/${quote.id}/attribution-history`)).json<AttributionHistory>();
      expect(history.history[0]).toMatchObject({
        old_status: "disputed",
        new_status: "misattributed",
        new_actual_author: "Narcotics Anonymous",
        note: NOTE,
        correction_id: id,
        curator: { id: curator.user.id, display_name: "Cora Curator" },
      });
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "correction.accept")));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.details).toMatchObject({ quote_id: quote.id, from: "disputed", to: "misattributed" });

      // Decided: it leaves the open queue and is listed among the accepted ones.
      expect((await queue("?status=open&limit=100")).corrections.map((c) => c.id)).not.toContain(id);
      expect((await queue("?status=accepted&limit=100")).corrections[0]?.id).toBe(id);
      const again = await accept(id, {});
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorEnvelope>().message).toBe(ATTRIBUTION_MESSAGES.correctionNotOpen);
    });

    it("accepts with no body at all, and admins may decide too", async () => {
      const quote = await newQuote();
      const id = await proposeOk(quote.id, { proposed_status: "disputed", note: NOTE });
      const res = await t.app.inject({ method: "POST", url: `/api/corrections/${id}/accept`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Correction>()).toMatchObject({
        status: "accepted",
        reason: null,
        decided_by: { id: admin.user.id },
      });
    });

    it("two curators accepting at once: one applies it, the other gets 409", async () => {
      const quote = await newQuote();
      const id = await proposeOk(quote.id);
      const results = await Promise.all([accept(id, {}, curator.headers), accept(id, {}, curator2.headers)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const history = (await inject("GET", `/api/quotes/${quote.id}/attribution-history`)).json<AttributionHistory>();
      expect(history.history.filter((h) => h.correction_id === id)).toHaveLength(1);
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audits).toHaveLength(1);
      // Accepting and rejecting at once: the same.
      const other = await proposeOk(
        quote.id,
        { proposed_status: "disputed", note: NOTE },
        (await freshMember()).headers,
      );
      const mixed = await Promise.all([
        accept(other, {}, curator.headers),
        reject(other, { reason: "No." }, curator2.headers),
      ]);
      expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it("rejecting needs a reason, leaves the quote as it was, and is audited", async () => {
      const quote = await newQuote();
      const id = await proposeOk(quote.id);
      for (const body of [{}, { reason: "" }, { reason: "   " }]) {
        const res = await reject(id, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ErrorEnvelope>().fields?.reason).toBe(ATTRIBUTION_MESSAGES.reasonRequired);
      }
      const res = await reject(id, { reason: "The cited book does not contain the quote." });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Correction>()).toMatchObject({
        status: "rejected",
        reason: "The cited book does not contain the quote.",
        decided_by: { id: curator.user.id },
        quote: { attribution: { status: "attributed" } },
      });
      const detail = (await inject("GET", `/api/quotes/${quote.id}`)).json<QuoteDetail>();
      expect(detail.attribution.status).toBe("attributed");
      expect(detail.sources).toEqual([]);
      const history = (await inject("GET", `/api/quotes/${quote.id}/attribution-history`)).json<AttributionHistory>();
      expect(history.history).toEqual([]);
      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
      expect(audits.map((a) => a.action)).toEqual(["correction.reject"]);
      expect((await reject(id, { reason: "Again." })).statusCode).toBe(409);
      expect((await queue("?status=rejected&limit=100")).corrections[0]?.id).toBe(id);
      // Once decided, the member may propose again.
      await proposeOk(quote.id, { proposed_status: "disputed", note: NOTE });
    });

    it("tells the proposer how their correction was decided, with the curator's reason", async () => {
      const proposer = await createSignedInUser(t.app, t.database.db);
      const first = await newQuote({
        text: "Whatever the mind can conceive and believe, it can achieve, said someone.",
      });
      const second = await newQuote();
      const accepted = await proposeOk(first.id, misattribution, proposer.headers);
      const rejected = await proposeOk(second.id, { proposed_status: "disputed", note: NOTE }, proposer.headers);
      expect((await accept(accepted, { reason: "Confirmed in the cited book." })).statusCode).toBe(200);
      expect((await reject(rejected, { reason: "No conflicting evidence was cited." })).statusCode).toBe(200);
      const res = await inject("GET", "/api/notifications", proposer.headers);
      const notices = res.json<NotificationList>().notifications.filter((n) => n.kind === "correction_decided");
      expect(notices.map((n) => [n.quote_id, n.message])).toEqual([
        [
          second.id,
          expect.stringMatching(/^Your correction to “.+” was not accepted: No conflicting evidence was cited\.$/),
        ],
        [
          first.id,
          "Your correction to “Whatever the mind can conceive and believe, it can achieve,…” was accepted: Confirmed in the cited book.",
        ],
      ]);
    });

    it("keeps proposals on a member's unpublished quote from curators who may not see it", async () => {
      const own = await createQuote(t.app, member.headers, fresh());
      const id = await proposeOk(own.id);
      expect((await queue("?limit=100")).corrections.map((c) => c.id)).not.toContain(id);
      expect((await accept(id, {})).statusCode).toBe(404);
      expect((await queue("?limit=100", admin.headers)).corrections.map((c) => c.id)).toContain(id);
    });
  });
});
