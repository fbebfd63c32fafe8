import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { DAILY_MAIL_MESSAGES as M, type Subscriptions } from "#contracts/daily-mail.ts";
import type { AccountExport } from "#contracts/account.ts";
import { dailyMailSends, dailyMailSubscriptions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { startSmtpServer } from "#tests/helpers/smtp-server.ts";
import { mailHeader, readableMail } from "#tests/helpers/mail-text.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

// Settings, list ownership, the unsubscribe link with and without sign-in, the admin-only run and the account's
// export and deletion. Delivery rules (once per local day, DST, retries) are in daily-mail-delivery.test.ts.

const PUBLIC_URL = "https://echoes.example";
const settings = (over: Record<string, unknown> = {}) => ({
  daily: { enabled: true, source: "quote_of_the_day", hour: 7, timezone: "Europe/Paris", ...over },
});

describe.each(DATABASE_KINDS)("morning e-mail settings on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL, DAILY_MAIL_TICK_SECONDS: "0" },
    });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    await createQuote(t.app, admin.headers, {
      text: "Settings test: the morning knows what the night only suspects.",
      author: "Test Author",
      category: "wisdom",
      status: "approved",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const member = () => createSignedInUser(t.app, t.database.db);
  const put = (headers: Headers, body: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/users/me/subscriptions", headers, payload: body as object });
  const get = (headers: Headers) => t.app.inject({ method: "GET", url: "/api/users/me/subscriptions", headers });
  const run = (at: string, headers: Headers = admin.headers) =>
    t.app.inject({ method: "POST", url: "/api/admin/daily-mail/run", headers, payload: { at } });
  const tokenOf = async (userId: string) =>
    (
      await t.database.db
        .select({ token: dailyMailSubscriptions.unsubscribeToken })
        .from(dailyMailSubscriptions)
        .where(eq(dailyMailSubscriptions.userId, userId))
    )[0]!.token;

  it("starts with no settings, saves them and answers when the next mail goes", async () => {
    const m = await member();
    expect((await get(m.headers)).json<Subscriptions>()).toEqual({
      daily: null,
      delivery: { next_at: null, last: null },
    });
    const res = await put(m.headers, settings({ source: "tags: Life, HOPE ,life", timezone: "America/New_York" }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Subscriptions>();
    expect(saved.daily).toEqual({ enabled: true, source: "tags:life,hope", hour: 7, timezone: "America/New_York" });
    const next = new Date(saved.delivery.next_at!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
    // 07:00 in New York is 11:00 or 12:00 UTC.
    expect([11, 12]).toContain(next.getUTCHours());
    expect((await get(m.headers)).json<Subscriptions>()).toEqual(saved);
    // Turned off: no next mail.
    const off = (await put(m.headers, settings({ enabled: false }))).json<Subscriptions>();
    expect(off.daily?.enabled).toBe(false);
    expect(off.delivery.next_at).toBeNull();
  });

  it("refuses bad settings field by field with clear messages", async () => {
    const m = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hour: 24 }, "daily.hour", M.hourInvalid],
      [{ hour: -1 }, "daily.hour", M.hourInvalid],
      [{ hour: 7.5 }, "daily.hour", M.hourInvalid],
      [{ timezone: "Mars/Olympus_Mons" }, "daily.timezone", M.timeZoneInvalid],
      [{ timezone: "+02:00" }, "daily.timezone", M.timeZoneInvalid],
      [{ timezone: "x".repeat(500) }, "daily.timezone", M.timeZoneInvalid],
      [{ source: "random" }, "daily.source", M.sourceInvalid],
      [{ source: "list:not-an-id" }, "daily.source", M.sourceInvalid],
      [{ source: "tags:" }, "daily.source", M.tagsRequired],
      [{ source: "tags:a,b,c,d,e,f" }, "daily.source", M.tooManyTags],
      [{ source: `tags:${"a".repeat(51)}` }, "daily.source", M.tagTooLong],
      [{ source: `tags:${"a,".repeat(400)}` }, "daily.source", M.sourceInvalid],
    ];
    for (const [over, field, message] of cases) {
      const res = await put(m.headers, settings(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json<ErrorEnvelope>().fields?.[field], JSON.stringify(over)).toBe(message);
    }
    // Real zones, including UTC and an alias, are taken.
    for (const timezone of ["UTC", "Asia/Kolkata", "Asia/Calcutta", "Pacific/Chatham"]) {
      expect((await put(m.headers, settings({ timezone }))).statusCode, timezone).toBe(200);
    }
    expect((await get(m.headers)).json<Subscriptions>().daily?.timezone).toBe("Pacific/Chatham");
  });

  it("takes only the member's own lists, and says the same of another's list and of no list", async () => {
    const [owner, other] = await Promise.all([member(), member()]);
    const list = await t.app.inject({
      method: "POST",
      url: "/api/lists",
      headers: owner.headers,
      payload: { name: "Mornings" },
    });
    const listId = list.json<{ id: string }>().id;
    expect((await put(owner.headers, settings({ source: `list:${listId}` }))).statusCode).toBe(200);
    const theirs = await put(other.headers, settings({ source: `list:${listId}` }));
    const none = await put(other.headers, settings({ source: "list:00000000-0000-4000-8000-000000000000" }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json<ErrorEnvelope>()).toEqual(none.json<ErrorEnvelope>());
    expect(theirs.json<ErrorEnvelope>().fields).toEqual({ "daily.source": M.listNotYours });
  });

  it("needs a signed-in member for the settings and an admin for the run", async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, settings())).statusCode).toBe(401);
    const m = await member();
    expect((await run("2030-01-01T00:00:00Z", {})).statusCode).toBe(401);
    expect((await run("2030-01-01T00:00:00Z", m.headers)).statusCode).toBe(403);
    const bad = await run("tomorrow");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().fields?.at).toBe(M.atInvalid);
  });

  it("unsubscribes in one click without signing in, idempotently; the link's page only asks", async () => {
    const m = await member();
    await put(m.headers, settings({ hour: 6, timezone: "UTC" }));
    const at = "2031-05-05T06:00:00Z";
    expect((await run(at)).json<{ sent: number }>().sent).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((r) => r.to.includes(m.user.email))!;
    expect(mail).toBeDefined();
    expect(mailHeader(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<(.+)>$/.exec(mailHeader(mail.raw, "List-Unsubscribe")!)![1]!;
    expect(link.startsWith(`${PUBLIC_URL}/api/unsubscribe?token=`)).toBe(true);
    expect(readableMail(mail.raw)).toContain(link);
    const url = link.slice(PUBLIC_URL.length);
    expect(new URL(link).searchParams.get("token")).toBe(await tokenOf(m.user.id));

    // A link scanner's GET changes nothing: a page with a button.
    const page = await t.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<form method="post"');
    expect((await get(m.headers)).json<Subscriptions>().daily?.enabled).toBe(true);

    // RFC 8058: a form-encoded POST, no sign-in.
    const oneClick = () =>
      t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const first = await oneClick();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<unknown>()).toEqual({ unsubscribed: true, message: M.unsubscribed });
    expect((await oneClick()).statusCode).toBe(200);
    const after = (await get(m.headers)).json<Subscriptions>();
    expect(after.daily?.enabled).toBe(false);
    expect(after.delivery.next_at).toBeNull();
    // No mail the next day.
    const before = smtp.received.length;
    await run("2031-05-06T06:00:00Z");
    expect(smtp.received.slice(before).filter((r) => r.to.includes(m.user.email))).toEqual([]);

    // Signed in (any token in the header is beside the point) and as a browser's form post: a page.
    await put(m.headers, settings());
    const browser = await t.app.inject({
      method: "POST",
      url,
      headers: { ...m.headers, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toContain("You are unsubscribed");
    expect((await get(m.headers)).json<Subscriptions>().daily?.enabled).toBe(false);
  });

  it("answers an unknown token with a clear 404 that names no one", async () => {
    for (const token of ["", "short", "x".repeat(43), "y".repeat(300)]) {
      const res = await t.app.inject({ method: "POST", url: `/api/unsubscribe?token=${token}` });
      expect(res.statusCode, token).toBe(token.length > 200 ? 400 : 404);
      if (res.statusCode === 404) expect(res.json<ErrorEnvelope>().message).toBe(M.tokenUnknown);
    }
    const page = await t.app.inject({
      method: "POST",
      url: "/api/unsubscribe?token=nope-nope-nope-nope-nope",
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This link is not valid");
  });

  it("is in the member's export and goes with their account", async () => {
    const m = await member();
    await put(m.headers, settings({ hour: 5, timezone: "UTC" }));
    await run("2032-02-02T05:00:00Z");
    const data = (
      await t.app.inject({ method: "GET", url: "/api/users/me/export", headers: m.headers })
    ).json<AccountExport>();
    expect(data.daily_mail).toMatchObject({ enabled: true, source: "quote_of_the_day", hour: 5, timezone: "UTC" });
    expect(data.daily_mail?.deliveries).toEqual([expect.objectContaining({ day: "2032-02-02", status: "sent" })]);
    expect(JSON.stringify(data)).not.toContain(await tokenOf(m.user.id));
    const gone = await t.app.inject({
      method: "DELETE",
      url: "/api/users/me",
      headers: m.headers,
      payload: { password: m.user.password },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(dailyMailSubscriptions).where(eq(dailyMailSubscriptions.userId, m.user.id))).toEqual(
      [],
    );
    expect(await db.select().from(dailyMailSends).where(eq(dailyMailSends.userId, m.user.id))).toEqual([]);
  });
});
