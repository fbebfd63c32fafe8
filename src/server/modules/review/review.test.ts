import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { REVIEW_DAILY_MAX, REVIEW_MESSAGES, type ReviewGraded, type ReviewToday } from "#contracts/review.ts";
import type { SavedList } from "#contracts/lists.ts";
import { reviewLog, reviewStates } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

const DAY_MS = 86_400_000;
let counter = 0;
const fresh = () => ({
  text: `Review test thought ${++counter}: the ${counter * 7919} quiet rivers remember every stone they pass.`,
  author: "Mira Vale",
  category: "wisdom",
  status: "approved",
});

describe.each(DATABASE_KINDS)("daily review on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());

  const member = () => createSignedInUser(t.app, t.database.db);
  const newQuote = async () => (await createQuote(t.app, admin.headers, fresh())).id;
  const inject = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  async function bookmark(who: SignedInUser, quoteId: string) {
    const res = await inject("POST", "/api/bookmarks", who.headers, { quote_id: quoteId });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const unbookmark = (who: SignedInUser, quoteId: string) => inject("DELETE", `/api/bookmarks/${quoteId}`, who.headers);
  async function today(who: SignedInUser, timezone?: string): Promise<ReviewToday> {
    const query = timezone ? `?timezone=${encodeURIComponent(timezone)}` : "";
    const res = await inject("GET", `/api/review/today${query}`, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewToday>();
  }
  const grade = (who: SignedInUser, quoteId: string, body: object) =>
    inject("POST", `/api/review/${quoteId}`, who.headers, body);
  async function graded(who: SignedInUser, quoteId: string, g: string, timezone?: string): Promise<ReviewGraded> {
    const res = await grade(who, quoteId, { grade: g, ...(timezone ? { timezone } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReviewGraded>();
  }
  /** Time passes: the quote's next review comes due now (its state is kept, as after waiting out the interval). */
  const makeDue = (who: SignedInUser, quoteId: string) =>
    t.database.db
      .update(reviewStates)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(and(eq(reviewStates.userId, who.user.id), eq(reviewStates.quoteId, quoteId)));
  const daysFromNow = (iso: string | null) => (Date.parse(iso!) - Date.now()) / DAY_MS;

  it("puts a newly bookmarked quote up for review at once, with the full quote and the viewer's state", async () => {
    const who = await member();
    const id = await newQuote();
    expect((await today(who)).items).toEqual([]);
    await bookmark(who, id);
    const review = await today(who);
    expect(review.items.map((i) => i.quote.id)).toEqual([id]);
    expect(review.items[0]!.interval_days).toBe(0);
    expect(review.items[0]!.quote.bookmarked).toBe(true);
    expect(review.items[0]!.quote.text).toContain("quiet rivers");
    expect(Date.parse(review.items[0]!.due_at!)).toBeLessThanOrEqual(Date.now());
    expect(review).toMatchObject({ streak: 0, due_count: 1, reviewed_today: 0, daily_max: REVIEW_DAILY_MAX });
  });

  it("reviews the quotes of the member's own lists, not of other people's public lists", async () => {
    const [who, other] = await Promise.all([member(), member()]);
    const mine = await newQuote();
    const theirs = await newQuote();
    const list = async (owner: SignedInUser, quoteId: string) => {
      const res = await inject("POST", "/api/lists", owner.headers, { name: `Mornings ${++counter}`, is_public: true });
      const created = res.json<SavedList>();
      await inject("POST", `/api/lists/${created.id}/items`, owner.headers, { quote_id: quoteId });
    };
    await list(who, mine);
    await list(other, theirs);
    expect((await today(who)).items.map((i) => i.quote.id)).toEqual([mine]);
    expect((await today(other)).items.map((i) => i.quote.id)).toEqual([theirs]);
  });

  it("grows the interval with each grade: good 1 → 6 → × ease days, easy faster, again starts over", async () => {
    const who = await member();
    const [a, b, c] = [await newQuote(), await newQuote(), await newQuote()];
    for (const id of [a, b, c]) await bookmark(who, id);

    const first = await graded(who, a, "good");
    expect(first).toMatchObject({ interval_days: 1, repetitions: 1, ease: 2.5, mastered: false, grade: "good" });
    expect(daysFromNow(first.due_at)).toBeCloseTo(1, 2);
    expect(first.quote.id).toBe(a);
    await makeDue(who, a);
    const second = await graded(who, a, "good");
    expect(second).toMatchObject({ interval_days: 6, repetitions: 2 });
    expect(daysFromNow(second.due_at)).toBeCloseTo(6, 2);
    await makeDue(who, a);
    expect(await graded(who, a, "good")).toMatchObject({ interval_days: 15, repetitions: 3 });

    const easy = await graded(who, b, "easy");
    expect(easy).toMatchObject({ interval_days: 4, repetitions: 1, ease: 2.6 });
    expect(daysFromNow(easy.due_at)).toBeCloseTo(4, 2);
    await makeDue(who, b);
    expect(await graded(who, b, "easy")).toMatchObject({ interval_days: 14, ease: 2.7 }); // 4 × 2.7 × 1.3 = 14.04

    await makeDue(who, a);
    const again = await graded(who, a, "again");
    expect(again).toMatchObject({ interval_days: 0, repetitions: 0, ease: 2.3 });
    expect((Date.parse(again.due_at!) - Date.now()) / 60_000).toBeCloseTo(10, 0);
    expect((await today(who)).items.map((i) => i.quote.id)).toEqual([c]);
  });

  it("takes a mastered quote out of the rotation, and brings it back on request", async () => {
    const who = await member();
    const id = await newQuote();
    await bookmark(who, id);
    const mastered = await graded(who, id, "mastered");
    expect(mastered).toMatchObject({ mastered: true, due_at: null });
    const review = await today(who);
    expect(review.items).toEqual([]);
    expect(review.next_due_at).toBeNull();
    expect((await grade(who, id, { grade: "good" })).statusCode).toBe(409);

    const restored = await inject("DELETE", `/api/review/${id}/mastered`, who.headers);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await today(who)).items.map((i) => i.quote.id)).toEqual([id]);
    expect((await inject("DELETE", `/api/review/${id}/mastered`, who.headers)).statusCode).toBe(409);
  });

  it("drops a quote once unsaved, and starts it afresh when it is saved again", async () => {
    const who = await member();
    const id = await newQuote();
    await bookmark(who, id);
    await graded(who, id, "good");
    await unbookmark(who, id);
    expect((await today(who)).next_due_at).toBeNull();
    const refused = await grade(who, id, { grade: "good" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorEnvelope>().message).toBe(REVIEW_MESSAGES.notSaved);

    await bookmark(who, id);
    const review = await today(who);
    expect(review.items.map((i) => i.quote.id)).toEqual([id]);
    expect(review.items[0]!.interval_days).toBe(0);
    expect(await graded(who, id, "good")).toMatchObject({ interval_days: 1, repetitions: 1 });
  });

  it("never shows a quote the member may no longer see", async () => {
    const who = await member();
    const id = await newQuote();
    await bookmark(who, id);
    const rejected = await inject("POST", `/api/quotes/${id}/reject`, admin.headers, { reason: "Not a quote" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const review = await today(who);
    expect(review.items).toEqual([]);
    expect(review.due_count).toBe(0);
    expect((await grade(who, id, { grade: "good" })).statusCode).toBe(404);
    expect((await inject("GET", `/api/review/${id}/reading`, who.headers)).statusCode).toBe(404);
  });

  it("refuses a quote that is not due, one never saved, anonymous callers and bad input", async () => {
    const [who, other] = await Promise.all([member(), member()]);
    const id = await newQuote();
    await bookmark(who, id);
    await graded(who, id, "good");
    const early = await grade(who, id, { grade: "good" });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorEnvelope>()).toMatchObject({ error: "conflict", message: REVIEW_MESSAGES.notDue });

    expect((await grade(other, id, { grade: "good" })).statusCode).toBe(404);
    expect((await grade(other, "not-a-uuid", { grade: "good" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/review/today" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/review/${id}`, payload: { grade: "good" } })).statusCode,
    ).toBe(401);
    const badGrade = await grade(who, id, { grade: "perfect" });
    expect(badGrade.statusCode).toBe(400);
    expect(badGrade.json<ErrorEnvelope>().fields?.grade).toBe(REVIEW_MESSAGES.invalidGrade);
    const badZone = await inject("GET", "/api/review/today?timezone=Mars%2FOlympus", who.headers);
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<ErrorEnvelope>().fields?.timezone).toBe(REVIEW_MESSAGES.invalidTimezone);
    expect((await grade(who, id, { grade: "good", timezone: "x".repeat(65) })).statusCode).toBe(400);
  });

  it("advances a quote once when two tabs grade it at the same moment", async () => {
    const who = await member();
    const id = await newQuote();
    await bookmark(who, id);
    const twice = async () => {
      const answers = await Promise.all([grade(who, id, { grade: "good" }), grade(who, id, { grade: "easy" })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    };
    await twice(); // its first grade (no schedule yet)
    await makeDue(who, id);
    await twice(); // a scheduled quote come due
    const [state] = await t.database.db
      .select()
      .from(reviewStates)
      .where(and(eq(reviewStates.userId, who.user.id), eq(reviewStates.quoteId, id)));
    expect(state!.repetitions).toBe(2);
    const log = await t.database.db.select().from(reviewLog).where(eq(reviewLog.userId, who.user.id));
    expect(log).toHaveLength(2);
  });

  it(`shows at most ${REVIEW_DAILY_MAX} quotes a day, oldest due first; "again" ones come back past the bound`, async () => {
    const who = await member();
    const ids: string[] = [];
    for (let i = 0; i < REVIEW_DAILY_MAX + 2; i++) {
      ids.push(await newQuote());
      await bookmark(who, ids[i]!);
    }
    const first = await today(who);
    expect(first.items.map((i) => i.quote.id)).toEqual(ids.slice(0, REVIEW_DAILY_MAX));
    expect(first.due_count).toBe(REVIEW_DAILY_MAX + 2);

    await graded(who, ids[0]!, "again");
    for (const id of ids.slice(1, REVIEW_DAILY_MAX)) await graded(who, id, "good");
    const done = await today(who);
    expect(done.items).toEqual([]);
    expect(done.reviewed_today).toBe(REVIEW_DAILY_MAX);
    expect(done.due_count).toBe(2);
    // The day's bound is reached: the next review is tomorrow (UTC midnight here).
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    expect(done.next_due_at).toBe(tomorrow.toISOString());

    await makeDue(who, ids[0]!);
    expect((await today(who)).items.map((i) => i.quote.id)).toEqual([ids[0]]);
  });

  describe("streak", () => {
    const addDay = (who: SignedInUser, quoteId: string, localDay: string) =>
      t.database.db.insert(reviewLog).values({ userId: who.user.id, quoteId, grade: "good", localDay });
    const utcDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

    it("counts consecutive days, keeps yesterday's streak open today, and resets after a missed day", async () => {
      const who = await member();
      const [a, b] = [await newQuote(), await newQuote()];
      await bookmark(who, a);
      await bookmark(who, b);
      await addDay(who, a, utcDay(-3));
      await addDay(who, a, utcDay(-2));
      await addDay(who, a, utcDay(-1));
      expect((await today(who)).streak).toBe(3);
      expect((await graded(who, a, "good")).streak).toBe(4);
      expect((await graded(who, b, "good")).streak).toBe(4);

      const lapsed = await member();
      const c = await newQuote();
      await bookmark(lapsed, c);
      await addDay(lapsed, c, utcDay(-3));
      await addDay(lapsed, c, utcDay(-2));
      expect((await today(lapsed)).streak).toBe(0);
      expect((await graded(lapsed, c, "good")).streak).toBe(1);
    });

    it("counts days in the member's time zone, across their midnight", async () => {
      // Samoa's Pago Pago (UTC−11) and Kiritimati (UTC+14) are always a calendar day apart: a review in the first
      // and then one in the second fall on consecutive local days, as before and after midnight.
      const who = await member();
      const [a, b] = [await newQuote(), await newQuote()];
      await bookmark(who, a);
      await bookmark(who, b);
      expect((await graded(who, a, "good", "Pacific/Pago_Pago")).streak).toBe(1);
      const afterMidnight = await today(who, "Pacific/Kiritimati");
      expect(afterMidnight.streak).toBe(1);
      expect(afterMidnight.reviewed_today).toBe(0);
      expect((await graded(who, b, "good", "Pacific/Kiritimati")).streak).toBe(2);
      expect((await today(who, "Pacific/Kiritimati")).reviewed_today).toBe(1);
    });
  });
});
