import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { NotificationList } from "#contracts/notifications.ts";
import { attributionChanges, bookmarks, notifications, quotes, users } from "#server/db/schema/index.ts";
import { InProcessQueue } from "#server/jobs/job-queue.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, type SignedInUser } from "#tests/factories/users.ts";
import { AttributionNotifier, attributionMessage } from "./attribution-notifier.ts";

let counter = 0;
const LONG = "Be the change that you wish to see in the world, and the world will slowly, surely change with you.";
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Notice test thought ${++counter}: the ${counter * 5381}th candle lights the next one.`,
  author: "Mahatma Gandhi",
  category: "wisdom",
  ...over,
});

const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

describe("the notice text", () => {
  it("quotes the first 60 characters, names the author and the status, and the actual author when known", () => {
    expect(attributionMessage({ text: LONG, author: "Mahatma Gandhi" }, "misattributed", "Arleen Lorrance")).toBe(
      "“Be the change that you wish to see in the world, and the wor…” by Mahatma Gandhi is now marked misattributed — actually Arleen Lorrance",
    );
    expect(attributionMessage({ text: "Short words.", author: "A. Person" }, "verified", null)).toBe(
      "“Short words.” by A. Person is now marked verified",
    );
    expect(attributionMessage({ text: "Short words.", author: "A. Person" }, "misattributed", null)).toBe(
      "“Short words.” by A. Person is now marked misattributed",
    );
  });
});

describe.each(DATABASE_KINDS)("notifications on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let curator: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, curator] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
      createSignedInUser(t.app, t.database.db, { role: "superuser", firstname: "Cora", lastname: "Curator" }),
    ]);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PATCH", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const ok = async <T>(method: "GET" | "POST" | "PATCH", url: string, headers: Headers, payload?: object) => {
    const res = await inject(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<T>();
  };
  const newQuote = (over: Record<string, unknown> = {}) =>
    createQuote(t.app, admin.headers, fresh({ status: "approved", ...over }));
  const member = () => createSignedInUser(t.app, t.database.db);
  const setAttribution = (quoteId: string, body: object, headers: Headers = curator.headers) =>
    ok("PATCH", `/api/quotes/${quoteId}/attribution`, headers, body);
  const inbox = (who: SignedInUser, query = "") =>
    ok<NotificationList>("GET", `/api/notifications${query}`, who.headers);

  /** Waits until the quote's status changes are all told. */
  async function told(quoteId: string) {
    await vi.waitFor(
      async () => {
        const rows = await t.database.db
          .select({ at: attributionChanges.notifiedAt })
          .from(attributionChanges)
          .where(
            and(
              eq(attributionChanges.quoteId, quoteId),
              ne(attributionChanges.oldStatus, attributionChanges.newStatus),
            ),
          );
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.at !== null)).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
  }
  const noticesOf = (quoteId: string) =>
    t.database.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.quoteId, quoteId));

  it("tells the bookmarker, reactor, list keeper and submitter once each, and no one else", async () => {
    const [bookmarker, reactor, keeper, submitter, everything, bystander] = await Promise.all(
      Array.from({ length: 6 }, member),
    );
    const submitted = await createQuote(t.app, submitter!.headers, fresh({ text: LONG }));
    const quote = await ok<{ id: string; url_slug: string }>(
      "POST",
      `/api/quotes/${submitted.id}/approve`,
      admin.headers,
      {},
    );
    await ok("POST", "/api/bookmarks", bookmarker!.headers, { quote_id: quote.id });
    await ok("POST", `/api/quotes/${quote.id}/reactions`, reactor!.headers, { reaction_type: "like" });
    const list = await ok<{ id: string }>("POST", "/api/lists", keeper!.headers, { name: "Keepers" });
    await ok("POST", `/api/lists/${list.id}/items`, keeper!.headers, { quote_id: quote.id });
    // One member who did all four, with two lists, hears it once.
    await ok("POST", "/api/bookmarks", everything!.headers, { quote_id: quote.id });
    await ok("POST", `/api/quotes/${quote.id}/reactions`, everything!.headers, { reaction_type: "funny" });
    for (const name of ["One", "Two"]) {
      const own = await ok<{ id: string }>("POST", "/api/lists", everything!.headers, { name });
      await ok("POST", `/api/lists/${own.id}/items`, everything!.headers, { quote_id: quote.id });
    }
    // The curator making the change is not told of it, even though they bookmarked it.
    await ok("POST", "/api/bookmarks", curator.headers, { quote_id: quote.id });
    // Engagement with another quote does not count.
    const other = await newQuote();
    await ok("POST", "/api/bookmarks", bystander!.headers, { quote_id: other.id });

    await setAttribution(quote.id, { status: "misattributed", actual_author: "Arleen Lorrance", note: "From 1974." });
    await told(quote.id);

    const notices = await noticesOf(quote.id);
    const expected = [bookmarker, reactor, keeper, submitter].map((m) => m!.user.id);
    expect(notices.map((n) => n.userId).sort()).toEqual([...expected, everything!.user.id].sort());
    expect(new Set(notices.map((n) => n.message))).toEqual(
      new Set([
        "“Be the change that you wish to see in the world, and the wor…” by Mahatma Gandhi is now marked misattributed — actually Arleen Lorrance",
      ]),
    );
    const mine = await inbox(bookmarker!);
    expect(mine.unread).toBe(1);
    expect(mine.notifications).toEqual([
      {
        id: expect.any(String) as string,
        kind: "attribution_changed",
        quote_id: quote.id,
        quote_slug: quote.url_slug,
        message: notices[0]!.message,
        created_at: expect.any(String) as string,
        read_at: null,
      },
    ]);
    expect((await inbox(bystander!)).notifications).toEqual([]);
    expect((await inbox(curator)).notifications.filter((n) => n.quote_id === quote.id)).toEqual([]);

    // A change that keeps the status (the note, the actual author) tells no one.
    await setAttribution(quote.id, {
      status: "misattributed",
      actual_author: "A. Lorrance",
      note: "Loving Promises, 1974.",
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await noticesOf(quote.id)).toHaveLength(5);
    // A further status change does.
    await setAttribution(quote.id, { status: "disputed" });
    await told(quote.id);
    expect(await noticesOf(quote.id)).toHaveLength(10);
    expect((await inbox(bookmarker!)).notifications[0]?.message).toMatch(/is now marked disputed$/);
  });

  it("lists newest first with the unread count beyond the page, and marks read by ids or all", async () => {
    const reader = await member();
    const stranger = await member();
    const quotes = await Promise.all([newQuote(), newQuote(), newQuote()]);
    for (const quote of quotes) {
      await ok("POST", "/api/bookmarks", reader.headers, { quote_id: quote.id });
      await ok("POST", "/api/bookmarks", stranger.headers, { quote_id: quote.id });
    }
    for (const quote of quotes) {
      await setAttribution(quote.id, { status: "disputed" });
      await told(quote.id);
    }
    const all = await inbox(reader);
    expect(all.unread).toBe(3);
    expect(all.notifications.map((n) => n.quote_id)).toEqual(quotes.map((q) => q.id).reverse());
    const page = await inbox(reader, "?limit=1");
    expect(page.notifications).toHaveLength(1);
    expect(page.unread).toBe(3);
    expect((await inject("GET", "/api/notifications?limit=0", reader.headers)).statusCode).toBe(400);

    // By ids: the reader's own are marked; a stranger's id is ignored, theirs stays unread.
    const theirs = (await inbox(stranger)).notifications[0]!.id;
    const first = all.notifications[0]!.id;
    const marked = await ok<{ marked: number; unread: number }>("POST", "/api/notifications/read", reader.headers, {
      ids: [first, theirs],
    });
    expect(marked).toEqual({ marked: 1, unread: 2 });
    expect((await inbox(stranger)).unread).toBe(3);
    const again = await ok("POST", "/api/notifications/read", reader.headers, { ids: [first] });
    expect(again).toEqual({ marked: 0, unread: 2 });
    const unreadOnly = await inbox(reader, "?unread=true");
    expect(unreadOnly.notifications.map((n) => n.id)).not.toContain(first);
    expect(unreadOnly.notifications).toHaveLength(2);
    expect((await inbox(reader)).notifications.find((n) => n.id === first)?.read_at).not.toBeNull();

    // All: with `all: true`, or an empty body.
    expect(await ok("POST", "/api/notifications/read", reader.headers, { all: true })).toEqual({
      marked: 2,
      unread: 0,
    });
    expect(await ok("POST", "/api/notifications/read", stranger.headers, {})).toEqual({ marked: 3, unread: 0 });
    const bodiless = await t.app.inject({ method: "POST", url: "/api/notifications/read", headers: reader.headers });
    expect(bodiless.json()).toEqual({ marked: 0, unread: 0 });
    expect((await inject("POST", "/api/notifications/read", reader.headers, { ids: ["nope"] })).statusCode).toBe(400);
  });

  it("answers anonymous callers 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read"],
    ] as const) {
      const res = await inject(method, url, {}, method === "POST" ? {} : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().message).toBe("Authentication required");
    }
  });

  describe("the notify job", () => {
    /** A quote bookmarked by `count` members (inserted directly), and a status change of it not yet told. */
    async function changeWithReaders(count: number) {
      const quote = await newQuote();
      const readers = await Promise.all(Array.from({ length: count }, () => createUser(t.database.db)));
      await t.database.db.insert(bookmarks).values(readers.map((r) => ({ quoteId: quote.id, userId: r.id })));
      const [change] = await t.database.db
        .insert(attributionChanges)
        .values({ quoteId: quote.id, oldStatus: "attributed", newStatus: "disputed", changedBy: curator.user.id })
        .returning();
      // The quote's submitter (the admin who created it) is among its readers too.
      return { quote, readers: [...readers.map((r) => r.id), admin.user.id].sort(), changeId: change!.id };
    }
    const changeRow = async (id: string) =>
      (await t.database.db.select().from(attributionChanges).where(eq(attributionChanges.id, id)))[0]!;
    const notifier = (batchSize: number) =>
      new AttributionNotifier({ db: t.database.db, queue: new InProcessQueue(1), log: silentLog, batchSize });

    it("tells members in batches of ids, advancing notified_through with each, and resumes after it without duplicates", async () => {
      const { quote, readers, changeId } = await changeWithReaders(6);
      const first = notifier(3);
      const message = attributionMessage(quote, "disputed", null);
      const change = { quoteId: quote.id, changedBy: curator.user.id, message };
      // One batch, then the process "stops".
      expect(await first.notifyBatch(changeId, change)).toEqual({ told: 3, done: false });
      expect(await changeRow(changeId)).toMatchObject({ notifiedThrough: readers[2], notifiedAt: null });
      expect((await noticesOf(quote.id)).map((n) => n.userId).sort()).toEqual(readers.slice(0, 3));
      await first.close();

      // A new process takes it up at start (it is unfinished) and tells the rest, once.
      const second = notifier(3);
      await second.start();
      await told(quote.id);
      await second.close();
      const notices = await noticesOf(quote.id);
      expect(notices.map((n) => n.userId).sort()).toEqual(readers);
      expect(new Set(notices.map((n) => n.message))).toEqual(new Set([message]));
      expect(await changeRow(changeId)).toMatchObject({ notifiedThrough: readers[6] });

      // Running it again tells no one twice.
      await notifier(3).run(changeId);
      expect(await noticesOf(quote.id)).toHaveLength(7);
    });

    it("goes on from a notified_through set mid-way (the state a crash between batches leaves)", async () => {
      const { quote, readers, changeId } = await changeWithReaders(5);
      // The first four were told and recorded before the crash.
      await t.database.db
        .insert(notifications)
        .values(
          readers
            .slice(0, 4)
            .map((userId) => ({ userId, kind: "attribution_changed", quoteId: quote.id, message: "m" })),
        );
      await t.database.db
        .update(attributionChanges)
        .set({ notifiedThrough: readers[3] })
        .where(eq(attributionChanges.id, changeId));
      await notifier(4).run(changeId);
      const counts = new Map<string, number>();
      for (const n of await noticesOf(quote.id)) counts.set(n.userId, (counts.get(n.userId) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual(readers);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect((await changeRow(changeId)).notifiedAt).not.toBeNull();
    });

    it("leaves out the curator who made the change wherever their id falls in a batch", async () => {
      // Readers with known ids around the curator's, on a quote nobody submitted.
      const ids = ["1", "2", "5", "7", "f"].map(
        (d) => `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-a${d.repeat(3)}-${d.repeat(12)}`,
      );
      const curatorId = ids[2]!;
      for (const id of ids) {
        const row = await createUser(t.database.db);
        await t.database.db.update(users).set({ id }).where(eq(users.id, row.id));
      }
      const quote = await newQuote();
      await t.database.db.update(quotes).set({ userId: null }).where(eq(quotes.id, quote.id));
      await t.database.db.insert(bookmarks).values(ids.map((userId) => ({ quoteId: quote.id, userId })));
      const [change] = await t.database.db
        .insert(attributionChanges)
        .values({ quoteId: quote.id, oldStatus: "attributed", newStatus: "disputed", changedBy: curatorId })
        .returning();
      // Batches of one: the curator's id is a batch of its own, which must not end the job.
      await notifier(1).run(change!.id);
      expect((await noticesOf(quote.id)).map((n) => n.userId).sort()).toEqual(ids.filter((id) => id !== curatorId));
      expect((await changeRow(change!.id)).notifiedAt).not.toBeNull();
    });

    it("two runners of one change at once still tell each member once", async () => {
      const { quote, readers, changeId } = await changeWithReaders(8);
      await Promise.all([notifier(2).run(changeId), notifier(2).run(changeId)]);
      const notices = await noticesOf(quote.id);
      expect(notices.map((n) => n.userId).sort()).toEqual(readers);
    });

    it("tells deleted members nothing and skips changes that kept the status", async () => {
      const { quote, readers, changeId } = await changeWithReaders(2);
      const gone = readers.find((id) => id !== admin.user.id)!;
      await t.database.db.delete(users).where(inArray(users.id, [gone]));
      await notifier(10).run(changeId);
      expect((await noticesOf(quote.id)).map((n) => n.userId).sort()).toEqual(readers.filter((id) => id !== gone));
      const [same] = await t.database.db
        .insert(attributionChanges)
        .values({ quoteId: quote.id, oldStatus: "disputed", newStatus: "disputed", note: "note only" })
        .returning();
      await notifier(10).run(same!.id);
      expect(await noticesOf(quote.id)).toHaveLength(2);
      const rows = await t.database.db
        .select()
        .from(attributionChanges)
        .where(and(eq(attributionChanges.quoteId, quote.id), eq(attributionChanges.id, same!.id)));
      expect(rows[0]?.notifiedAt).toBeNull();
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl).each(DATABASE_KINDS)("attribution notices over a BullMQ queue on %s", (kind) => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
  });
  afterAll(async () => {
    await t.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("tells a quote's readers of a status change through Redis", async () => {
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    const reader = await createSignedInUser(t.app, t.database.db);
    const quote = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));
    await t.app.inject({
      method: "POST",
      url: "/api/bookmarks",
      headers: reader.headers,
      payload: { quote_id: quote.id },
    });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/quotes/${quote.id}/attribution`,
      headers: admin.headers,
      payload: { status: "disputed" },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      async () => {
        const inbox = await t.app.inject({ method: "GET", url: "/api/notifications", headers: reader.headers });
        expect(inbox.json<NotificationList>().unread).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The admin who changed it is its submitter, and is not told of their own change.
    const own = await t.app.inject({ method: "GET", url: "/api/notifications", headers: admin.headers });
    expect(own.json<NotificationList>().unread).toBe(0);
  });
});
