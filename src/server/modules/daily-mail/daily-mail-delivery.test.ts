import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Subscriptions } from "#contracts/daily-mail.ts";
import { dailyMailSends, dailyMailSubscriptions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { startSmtpServer } from "#tests/helpers/smtp-server.ts";
import { readableMail } from "#tests/helpers/mail-text.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { RETRY_POLICY, retryDelayMs } from "./daily-mail.sender.ts";

// Delivery: exactly one mail per member per local day whatever runs when, DST days, the sources (list rotation,
// tags without repeats, the fallback to the quote of the day) and retries with back-off against a failing SMTP
// server. Each test moves to its own future dates: a run for a future instant behaves as it will then.

const PUBLIC_URL = "https://echoes.example";
const MIN = 60_000;

describe.each(DATABASE_KINDS)("morning e-mail delivery on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: SignedInUser;
  const logs: string[] = [];
  const slugs: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL, DAILY_MAIL_TICK_SECONDS: "0", LOG_LEVEL: "info" },
      logStream: { write: (line) => void logs.push(line) },
    });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    for (let i = 1; i <= 4; i++) {
      const q = await createQuote(t.app, admin.headers, {
        text: `Delivery test ${i}: every dawn is a letter the day writes to itself.`,
        author: `Dawn Writer ${i}`,
        category: "wisdom",
        tags: i <= 2 ? ["dawnmail"] : ["other"],
        status: "approved",
      });
      slugs.push(q.url_slug);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const member = () => createSignedInUser(t.app, t.database.db);
  const subscribe = async (m: SignedInUser, over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/subscriptions",
      headers: m.headers,
      payload: { daily: { enabled: true, source: "quote_of_the_day", hour: 7, timezone: "UTC", ...over } },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const run = async (at: string | Date) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/daily-mail/run",
      headers: admin.headers,
      payload: { at: typeof at === "string" ? at : at.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sent: number; failed: number }>();
  };
  const mailsTo = (m: SignedInUser) =>
    smtp.received.filter((r) => r.to.includes(m.user.email)).map((r) => readableMail(r.raw));
  const settingsOf = async (m: SignedInUser, headers: Headers = m.headers) =>
    (await t.app.inject({ method: "GET", url: "/api/users/me/subscriptions", headers })).json<Subscriptions>();

  it("sends one mail per local day, however many runs come at once or later that day", async () => {
    const m = await member();
    await subscribe(m, { hour: 7, timezone: "Europe/Paris" });
    // 07:00 in Paris on 10 January 2030 is 06:00 UTC; nothing before.
    expect(mailsTo(m)).toHaveLength(0);
    // The first run after the settings catches up: the 9th's mail.
    await run("2030-01-09T07:00:00Z");
    expect(mailsTo(m)).toHaveLength(1);
    await run("2030-01-10T05:59:59Z");
    expect(mailsTo(m)).toHaveLength(1);
    await Promise.all([run("2030-01-10T06:00:00Z"), run("2030-01-10T06:00:00Z"), run("2030-01-10T06:30:00Z")]);
    await run("2030-01-10T22:00:00Z");
    expect(mailsTo(m)).toHaveLength(2);
    const mail = mailsTo(m)[1]!;
    expect(mail).toContain("Good morning");
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    expect(mail).toMatch(new RegExp(`${PUBLIC_URL}/quote/[\\w-]+`));
    // The next local day, again once; a late run after days away sends one, for today, not one per missed day.
    await run("2030-01-11T06:00:00Z");
    await run("2030-01-11T06:00:00Z");
    expect(mailsTo(m)).toHaveLength(3);
    await run("2030-01-15T09:00:00Z");
    expect(mailsTo(m)).toHaveLength(4);
    const days = await t.database.db
      .select({ day: dailyMailSends.localDay })
      .from(dailyMailSends)
      .where(eq(dailyMailSends.userId, m.user.id));
    expect(days.map((d) => d.day).sort()).toEqual(["2030-01-09", "2030-01-10", "2030-01-11", "2030-01-15"]);
    // Changing the hour later that day sends no second mail that day.
    await subscribe(m, { hour: 23, timezone: "Europe/Paris" });
    await run("2030-01-15T22:00:00Z");
    expect(mailsTo(m)).toHaveLength(4);
  });

  it("keeps one mail a day through daylight-saving changes, including a day whose hour is skipped", async () => {
    const m = await member();
    // 02:00 in New York: skipped on 14 March 2027 (clocks go from 02:00 to 03:00), twice on 7 November 2027.
    await subscribe(m, { hour: 2, timezone: "America/New_York" });
    await run("2027-03-13T07:00:00Z"); // 02:00 EST
    expect(mailsTo(m)).toHaveLength(1);
    await run("2027-03-14T06:59:00Z"); // 01:59 EST: not yet
    expect(mailsTo(m)).toHaveLength(1);
    await run("2027-03-14T07:00:00Z"); // 03:00 EDT, just after the gap
    expect(mailsTo(m)).toHaveLength(2);
    await run("2027-03-15T05:59:00Z");
    expect(mailsTo(m)).toHaveLength(2);
    await run("2027-03-15T06:00:00Z"); // 02:00 EDT
    expect(mailsTo(m)).toHaveLength(3);
    // Fall back: the first 01:00… and 02:00 comes once (02:00 EST, 07:00 UTC); the repeated hour sends nothing more.
    await subscribe(m, { hour: 1, timezone: "America/New_York" });
    await run("2027-11-07T05:00:00Z"); // 01:00 EDT
    await run("2027-11-07T06:00:00Z"); // 01:00 EST, the same local day
    await run("2027-11-07T06:30:00Z");
    expect(mailsTo(m)).toHaveLength(4);
    await run("2027-11-08T06:00:00Z"); // 01:00 EST the next day
    expect(mailsTo(m)).toHaveLength(5);
  });

  it("rotates through a list, falls back to the quote of the day when the list is empty or gone", async () => {
    const m = await member();
    const list = (
      await t.app.inject({ method: "POST", url: "/api/lists", headers: m.headers, payload: { name: "Rotation" } })
    ).json<{ id: string }>();
    const quotes = (await t.app.inject({ url: `/api/quotes?search=Delivery+test&limit=20` })).json<{
      quotes: { id: string; url_slug: string }[];
    }>().quotes;
    const two = quotes.filter((q) => slugs.slice(2).includes(q.url_slug));
    expect(two).toHaveLength(2);
    for (const q of two) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/lists/${list.id}/items`,
        headers: m.headers,
        payload: { quote_id: q.id },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    await subscribe(m, { source: `list:${list.id}`, hour: 8 });
    for (const day of ["2031-01-01", "2031-01-02", "2031-01-03"]) await run(`${day}T08:00:00Z`);
    const linked = mailsTo(m).map((mail) => /\/quote\/([\w-]+)/.exec(mail)![1]);
    expect(linked).toEqual([two[0]!.url_slug, two[1]!.url_slug, two[0]!.url_slug]);
    // The list deleted: the quote of the day instead, and no crash.
    await t.app.inject({ method: "DELETE", url: `/api/lists/${list.id}`, headers: m.headers });
    expect(await run("2031-01-04T08:00:00Z")).toMatchObject({ failed: 0 });
    expect(mailsTo(m)).toHaveLength(4);
    expect(logs.some((l) => l.includes("the source has no quote; sending the quote of the day"))).toBe(true);
  });

  it("gives each member of one batch the quote of their own list or tags", async () => {
    const quoteIds = new Map(
      (await t.app.inject({ url: `/api/quotes?search=Delivery+test&limit=20` }))
        .json<{ quotes: { id: string; url_slug: string }[] }>()
        .quotes.map((q) => [q.url_slug, q.id]),
    );
    const withList = async (slug: string) => {
      const m = await member();
      const list = (
        await t.app.inject({ method: "POST", url: "/api/lists", headers: m.headers, payload: { name: "Mine" } })
      ).json<{ id: string }>();
      await t.app.inject({
        method: "POST",
        url: `/api/lists/${list.id}/items`,
        headers: m.headers,
        payload: { quote_id: quoteIds.get(slug) },
      });
      await subscribe(m, { source: `list:${list.id}`, hour: 6 });
      return m;
    };
    const withTags = async (tags: string) => {
      const m = await member();
      await subscribe(m, { source: `tags:${tags}`, hour: 6 });
      return m;
    };
    const [listA, listB, dawn, other, dawnToo] = [
      await withList(slugs[2]!),
      await withList(slugs[3]!),
      await withTags("dawnmail"),
      await withTags("other"),
      await withTags("DAWNMAIL, dawnmail"),
    ];
    await run("2032-05-01T06:00:00Z");
    const linked = (m: SignedInUser) => mailsTo(m).map((mail) => /\/quote\/([\w-]+)/.exec(mail)![1]);
    expect(linked(listA)).toEqual([slugs[2]]);
    expect(linked(listB)).toEqual([slugs[3]]);
    expect(slugs.slice(0, 2)).toContain(linked(dawn)[0]);
    expect(linked(dawnToo)).toEqual(linked(dawn));
    expect(slugs.slice(2)).toContain(linked(other)[0]);
  });

  it("picks tagged quotes it has not sent the member lately", async () => {
    const m = await member();
    await subscribe(m, { source: "tags:dawnmail", hour: 9 });
    await run("2031-02-01T09:00:00Z");
    await run("2031-02-02T09:00:00Z");
    const linked = mailsTo(m).map((mail) => /\/quote\/([\w-]+)/.exec(mail)![1]);
    expect(linked.sort()).toEqual(slugs.slice(0, 2).sort());
    // Both sent lately: the quote of the day instead.
    await run("2031-02-03T09:00:00Z");
    expect(mailsTo(m)).toHaveLength(3);
    expect(logs.filter((l) => l.includes(m.user.id) && l.includes("sending the quote of the day"))).toHaveLength(1);
  });

  it("retries a refused mail with growing waits, then marks it failed where the member and the logs see it", async () => {
    const m = await member();
    await subscribe(m, { hour: 10 });
    const start = new Date("2032-03-01T10:00:00Z").getTime();
    Object.assign(smtp.faults, { failing: RETRY_POLICY.maxAttempts, to: m.user.email });
    let at = start;
    expect(await run(new Date(at))).toMatchObject({ failed: 0 });
    const row = async () =>
      (
        await t.database.db
          .select()
          .from(dailyMailSends)
          .where(and(eq(dailyMailSends.userId, m.user.id), eq(dailyMailSends.localDay, "2032-03-01")))
      )[0]!;
    for (let attempt = 1; attempt < RETRY_POLICY.maxAttempts; attempt++) {
      const r = await row();
      expect(r).toMatchObject({ status: "retrying", attempts: attempt });
      expect(r.lastError).toContain("451");
      expect(r.lastError).not.toContain(m.user.email);
      expect(r.nextAttemptAt!.getTime()).toBe(at + retryDelayMs(attempt));
      // Not before its time…
      expect((await run(new Date(at + retryDelayMs(attempt) - 1_000))).sent).toBe(0);
      expect((await row()).attempts).toBe(attempt);
      at += retryDelayMs(attempt);
      await run(new Date(at));
    }
    expect(await row()).toMatchObject({ status: "failed", attempts: RETRY_POLICY.maxAttempts, nextAttemptAt: null });
    expect(mailsTo(m)).toHaveLength(0);
    const seen = await settingsOf(m);
    expect(seen.delivery.last).toMatchObject({ day: "2032-03-01", status: "failed", attempts: 5 });
    expect(seen.delivery.last?.error).toContain("451");
    expect(logs.filter((l) => l.includes(m.user.id) && l.includes("will be retried"))).toHaveLength(4);
    expect(logs.some((l) => l.includes(m.user.id) && l.includes("failed for good"))).toBe(true);
    expect(logs.filter((l) => l.includes("morning e-mail") && l.includes(m.user.email))).toEqual([]);
    // The next day goes out as usual once the server takes mail again.
    expect((await run("2032-03-02T10:00:00Z")).sent).toBeGreaterThanOrEqual(1);
    expect(mailsTo(m)).toHaveLength(1);
    expect((await settingsOf(m)).delivery.last).toMatchObject({ day: "2032-03-02", status: "sent", attempts: 1 });
  });

  it("delivers on a later attempt after a temporary refusal", async () => {
    const m = await member();
    await subscribe(m, { hour: 11 });
    Object.assign(smtp.faults, { failing: 1, to: m.user.email });
    await run("2032-04-01T11:00:00Z");
    expect(mailsTo(m)).toHaveLength(0);
    await run(new Date(Date.parse("2032-04-01T11:00:00Z") + MIN));
    expect(mailsTo(m)).toHaveLength(1);
    expect((await settingsOf(m)).delivery.last).toMatchObject({ status: "sent", attempts: 2, error: null });
  });
});

describe.each(DATABASE_KINDS)("the in-process schedule on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL, DAILY_MAIL_TICK_SECONDS: "1" } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    await createQuote(t.app, admin.headers, {
      text: "Schedule test: the hour comes round whether or not we are watching.",
      author: "Clock Keeper",
      category: "wisdom",
      status: "approved",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("sends a due mail by itself, once, without any run being asked for", async () => {
    const m = await createSignedInUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/subscriptions",
      headers: m.headers,
      payload: { daily: { enabled: true, source: "quote_of_the_day", hour: 7, timezone: "Australia/Sydney" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Its hour came a minute ago.
    await t.database.db
      .update(dailyMailSubscriptions)
      .set({ nextDueAt: new Date(Date.now() - MIN) })
      .where(eq(dailyMailSubscriptions.userId, m.user.id));
    const mails = () => smtp.received.filter((r) => r.to.includes(m.user.email));
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mails()).toHaveLength(1);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/users/me/subscriptions", headers: m.headers })
    ).json<Subscriptions>();
    expect(new Date(after.delivery.next_at!).getTime()).toBeGreaterThan(Date.now());
    expect(after.delivery.last?.status).toBe("sent");
  });
});
