import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { REPORT_MESSAGES, type AdminReportList, type Report } from "#contracts/reports.ts";
import { auditLog, reports } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Report test thought ${++counter}: the ${counter * 104729}th mountain stands alone.`,
  author: "Bo Stone",
  category: "life",
  ...over,
});

describe.each(DATABASE_KINDS)("reports on %s", (kind) => {
  let t: TestApp;
  let reporter: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [reporter, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { firstname: "Rita", lastname: "Reporter" }),
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => t.app.counters.clear(...[reporter, other, admin].map((u) => `reports:${u.user.id}`)));

  const inject = (method: "GET" | "POST" | "PATCH", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const newQuote = async (over: Record<string, unknown> = {}) =>
    createQuote(t.app, admin.headers, fresh({ status: "approved", ...over }));
  const report = (quoteId: string, headers: Headers, body: object) =>
    inject("POST", `/api/quotes/${quoteId}/reports`, headers, body);
  async function reportOk(quoteId: string, headers: Headers, body: object = { reason: "spam" }) {
    const res = await report(quoteId, headers, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Report>();
  }
  async function queue(query = "", headers: Headers = admin.headers) {
    const res = await inject("GET", `/api/admin/reports${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminReportList>();
  }
  const decide = (id: string, headers: Headers, body: object) =>
    inject("PATCH", `/api/admin/reports/${id}`, headers, body);

  describe("filing", () => {
    it("needs a signed-in user", async () => {
      const quote = await newQuote();
      const res = await report(quote.id, {}, { reason: "spam" });
      expect(res.statusCode).toBe(401);
      expect((await report(quote.id, {}, {})).statusCode).toBe(401);
    });

    it("files an open report with the reason and description", async () => {
      const quote = await newQuote();
      const filed = await reportOk(quote.id, reporter.headers, {
        reason: "misinformation",
        description: "  Not Einstein. <b>Really</b> 🙃  ",
      });
      expect(filed).toMatchObject({
        quote_id: quote.id,
        user_id: reporter.user.id,
        reason: "misinformation",
        description: "Not Einstein. <b>Really</b> 🙃",
        status: "open",
        note: null,
        resolved_by: null,
        resolved_at: null,
      });
    });

    it.each(["inappropriate", "spam", "misinformation", "copyright", "other"])(
      "accepts the reason %s",
      async (reason) => {
        const quote = await newQuote();
        expect((await reportOk(quote.id, reporter.headers, { reason })).reason).toBe(reason);
      },
    );

    it("refuses an unknown or missing reason and a description over 1000 characters", async () => {
      const quote = await newQuote();
      for (const body of [{}, { reason: "boring" }, { reason: "" }]) {
        const res = await report(quote.id, reporter.headers, body);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorEnvelope>().fields?.reason).toBe(REPORT_MESSAGES.reasonRequired);
      }
      const long = await report(quote.id, reporter.headers, { reason: "other", description: "d".repeat(1001) });
      expect(long.statusCode).toBe(400);
      expect(long.json<ErrorEnvelope>().fields?.description).toBe(REPORT_MESSAGES.descriptionTooLong);
      await reportOk(quote.id, reporter.headers, { reason: "other", description: "d".repeat(1000) });
    });

    it("allows one open report per user per quote (409), others may still report", async () => {
      const quote = await newQuote();
      await reportOk(quote.id, reporter.headers);
      const again = await report(quote.id, reporter.headers, { reason: "copyright" });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorEnvelope>().message).toBe("You have already reported this quote");
      await reportOk(quote.id, other.headers);
    });

    it("lets only one of concurrent duplicate reports through", async () => {
      const quote = await newQuote();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => report(quote.id, reporter.headers, { reason: "spam" })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const rows = await t.database.db.select().from(reports).where(eq(reports.quoteId, quote.id));
      expect(rows).toHaveLength(1);
    });

    it("allows a new report once the first is resolved or dismissed", async () => {
      const quote = await newQuote();
      const first = await reportOk(quote.id, reporter.headers);
      expect((await decide(first.id, admin.headers, { status: "resolved" })).statusCode).toBe(200);
      const second = await reportOk(quote.id, reporter.headers, { reason: "other" });
      expect((await decide(second.id, admin.headers, { status: "dismissed" })).statusCode).toBe(200);
      await reportOk(quote.id, reporter.headers, { reason: "copyright" });
    });

    it("answers 404 for unknown or invisible quotes", async () => {
      const pending = await createQuote(t.app, other.headers, fresh());
      for (const id of ["00000000-0000-4000-8000-000000000000", "nope", pending.id]) {
        expect((await report(id, reporter.headers, { reason: "spam" })).statusCode).toBe(404);
      }
    });

    it("rate-limits a user's reports", async () => {
      const busy = await createSignedInUser(t.app, t.database.db);
      const quotes = await Promise.all(Array.from({ length: 21 }, () => newQuote()));
      const codes: number[] = [];
      for (const q of quotes) codes.push((await report(q.id, busy.headers, { reason: "spam" })).statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(20);
      expect(codes.at(-1)).toBe(429);
    });
  });

  describe("admin queue", () => {
    it("is for admins only", async () => {
      expect((await inject("GET", "/api/admin/reports")).statusCode).toBe(401);
      expect((await inject("GET", "/api/admin/reports", reporter.headers)).statusCode).toBe(403);
      const someReport = await reportOk((await newQuote()).id, reporter.headers);
      expect((await decide(someReport.id, {}, { status: "resolved" })).statusCode).toBe(401);
      expect((await decide(someReport.id, reporter.headers, { status: "resolved" })).statusCode).toBe(403);
      expect((await decide(someReport.id, other.headers, { status: "dismissed" })).statusCode).toBe(403);
    });

    it("lists reports newest first with the quote and reporter, filters by status and pages", async () => {
      const quote = await newQuote({ text: "Queue check: the unexamined quote is not worth sharing, said nobody." });
      const before = (await queue()).total;
      const a = await reportOk(quote.id, reporter.headers, { reason: "spam", description: "ads" });
      const b = await reportOk(quote.id, other.headers, { reason: "copyright" });
      const all = await queue();
      expect(all.total).toBe(before + 2);
      expect(all.reports.slice(0, 2).map((r) => r.id)).toEqual([b.id, a.id]);
      expect(all.reports[1]).toMatchObject({
        id: a.id,
        reason: "spam",
        description: "ads",
        status: "open",
        reporter_name: "Rita Reporter",
        quote: { text: quote.text, author: quote.author, url_slug: quote.url_slug, status: "approved" },
      });

      await decide(a.id, admin.headers, { status: "resolved" });
      const open = await queue("?status=open");
      expect(open.reports.every((r) => r.status === "open")).toBe(true);
      expect(open.reports.map((r) => r.id)).toContain(b.id);
      expect(open.reports.map((r) => r.id)).not.toContain(a.id);
      const resolved = await queue("?status=resolved");
      expect(resolved.reports.map((r) => r.id)).toContain(a.id);
      expect(resolved.reports.every((r) => r.status === "resolved")).toBe(true);
      const dismissed = await queue("?status=dismissed");
      expect(dismissed.reports.every((r) => r.status === "dismissed")).toBe(true);
      expect(open.total + resolved.total + dismissed.total).toBe(all.total);

      const page = await queue("?limit=1&offset=1");
      expect(page.reports).toHaveLength(1);
      expect(page.reports[0]?.id).toBe(all.reports[1]?.id);
      expect(page.total).toBe(all.total);
    });

    it("refuses bad queue parameters", async () => {
      for (const query of ["?status=closed", "?limit=0", "?limit=101", "?offset=-1"]) {
        expect((await inject("GET", `/api/admin/reports${query}`, admin.headers)).statusCode, query).toBe(400);
      }
    });

    it("records decisions with who and when, and in the audit log", async () => {
      const quote = await newQuote();
      const filed = await reportOk(quote.id, reporter.headers);
      const res = await decide(filed.id, admin.headers, { status: "dismissed", note: " Accurate as written " });
      expect(res.statusCode, res.body).toBe(200);
      const decided = res.json<Report>();
      expect(decided).toMatchObject({ status: "dismissed", note: "Accurate as written", resolved_by: admin.user.id });
      expect(Date.parse(decided.resolved_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

      const reopened = (await decide(filed.id, admin.headers, { status: "open" })).json<Report>();
      expect(reopened).toMatchObject({ status: "open", resolved_by: null, resolved_at: null, note: null });
      await decide(filed.id, admin.headers, { status: "resolved", note: "Quote corrected" });

      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "report"), eq(auditLog.entityId, filed.id)))
        .orderBy(auditLog.id);
      expect(entries.map((e) => [e.action, e.actorId])).toEqual([
        ["report.dismiss", admin.user.id],
        ["report.reopen", admin.user.id],
        ["report.resolve", admin.user.id],
      ]);
      expect(entries[0]?.details).toEqual({
        quote_id: quote.id,
        from: "open",
        to: "dismissed",
        note: "Accurate as written",
      });
      expect(entries[2]?.details).toMatchObject({ from: "open", to: "resolved", note: "Quote corrected" });
    });

    it("refuses a bad decision and unknown reports, and a reopen that would make a second open report", async () => {
      const quote = await newQuote();
      const filed = await reportOk(quote.id, reporter.headers);
      expect((await decide(filed.id, admin.headers, { status: "closed" })).statusCode).toBe(400);
      expect((await decide(filed.id, admin.headers, { status: "resolved", note: "n".repeat(1001) })).statusCode).toBe(
        400,
      );
      expect(
        (await decide("00000000-0000-4000-8000-000000000000", admin.headers, { status: "resolved" })).statusCode,
      ).toBe(404);
      expect((await decide("nope", admin.headers, { status: "resolved" })).statusCode).toBe(404);

      await decide(filed.id, admin.headers, { status: "resolved" });
      await reportOk(quote.id, reporter.headers, { reason: "other" });
      const reopen = await decide(filed.id, admin.headers, { status: "open" });
      expect(reopen.statusCode).toBe(409);
      expect((await queue(`?status=resolved&limit=100`)).reports.map((r) => r.id)).toContain(filed.id);
    });
  });
});
