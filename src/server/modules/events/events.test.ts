import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { EventBatchResult, EventList } from "#contracts/events.ts";
import { rowsOf } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const PER_MINUTE = 30;

const event = (overrides: Record<string, unknown> = {}) => ({
  event_name: "page_view",
  event_type: "page_view",
  page_url: "http://localhost/",
  session_id: "s-1",
  ...overrides,
});

describe.each(DATABASE_KINDS)("events on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_EVENTS_PER_MIN: String(PER_MINUTE) } });
    [user, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.eventBuffer.flush();
    await t.database.db.delete(events);
  });

  function post(payload: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) {
    return t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: payload as string,
      headers: options.headers,
      remoteAddress: options.ip ?? randomClientIp(),
    });
  }

  async function storedRows() {
    await t.app.eventBuffer.flush();
    return t.database.db.select().from(events).orderBy(events.id);
  }

  describe("POST /api/events", () => {
    it("answers 202 and stores the batch once flushed, with user agent and an anonymised IP", async () => {
      const res = await post(
        { events: [event(), event({ event_name: "quote_copy", event_type: "quote_action", properties: { id: "q" } })] },
        { headers: { "user-agent": "EchoesTest/1.0" }, ip: "203.0.113.57" },
      );
      expect(res.statusCode).toBe(202);
      expect(res.json<EventBatchResult>()).toEqual({ accepted: 2, rejected: [] });
      const rows = await storedRows();
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        eventName: "page_view",
        eventType: "page_view",
        userId: null,
        userAgent: "EchoesTest/1.0",
        ipAnonymized: "203.0.113.0",
        sessionId: "s-1",
        pageUrl: "http://localhost/",
        metadata: {},
      });
      expect(rows[1]).toMatchObject({ eventType: "quote_action", properties: { id: "q" } });
      // The raw address is nowhere in the row.
      expect(JSON.stringify(rows)).not.toContain("203.0.113.57");
    });

    it("stores awkward text exactly: quotes, commas, new lines, empty strings, unicode", async () => {
      const awkward = 'He said "hi", then\nleft; ,"" — 🙂 \\N';
      await post({
        events: [
          event({
            event_name: awkward,
            page_url: "",
            referrer: awkward,
            session_id: null,
            metadata: { note: awkward, nested: { list: [1, "two", null] } },
          }),
        ],
      });
      const [row] = await storedRows();
      expect(row).toMatchObject({
        eventName: awkward,
        pageUrl: "",
        referrer: awkward,
        sessionId: null,
        metadata: { note: awkward, nested: { list: [1, "two", null] } },
        properties: {},
      });
    });

    it("anonymises IPv6 addresses to their /48", async () => {
      await post({ events: [event()] }, { ip: "2001:db8:85a3:8d3:1319:8a2e:370:7348" });
      const [row] = await storedRows();
      expect(row?.ipAnonymized).toBe("2001:db8:85a3::");
    });

    it("sets the user from a valid bearer token, and treats a refused one as anonymous", async () => {
      expect((await post({ events: [event()] }, { headers: user.headers })).statusCode).toBe(202);
      const bad = await post({ events: [event()] }, { headers: { authorization: "Bearer not-a-valid-token-at-all" } });
      expect(bad.statusCode).toBe(202);
      const rows = await storedRows();
      expect(rows.map((r) => r.userId)).toEqual([user.user.id, null]);
    });

    it("accepts a beacon's text/plain JSON body", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        payload: JSON.stringify({ events: [event({ event_name: "page_hide" })] }),
        remoteAddress: randomClientIp(),
      });
      expect(res.statusCode).toBe(202);
      expect((await storedRows()).map((r) => r.eventName)).toEqual(["page_hide"]);

      const broken = await t.app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": "text/plain" },
        payload: "{not json",
        remoteAddress: randomClientIp(),
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json<ErrorEnvelope>().error).toBe("invalid_json");
    });

    it("rejects unknown or invalid events one by one and keeps the valid ones", async () => {
      const res = await post({
        events: [
          event({ event_name: "a" }),
          event({ event_type: "purchase" }),
          event({ event_name: "" }),
          event({ event_name: "b" }),
          event({ event_name: "x".repeat(101) }),
          "not an object",
          event({ metadata: "text" }),
          event({ page_url: "u".repeat(2001) }),
          event({ session_id: 12 }),
          event({ properties: { big: "y".repeat(5000) } }),
          event({ event_name: "c", metadata: { k: 1 }, referrer: null }),
        ],
      });
      // A string where an object belongs is a malformed envelope, not one bad event.
      expect(res.statusCode).toBe(400);

      const mixed = await post({
        events: [
          event({ event_name: "a" }),
          event({ event_type: "purchase" }),
          event({ event_name: "  " }),
          event({ event_name: "b" }),
          event({ event_name: "x".repeat(101) }),
          event({ metadata: "text" }),
          event({ page_url: "u".repeat(2001) }),
          event({ session_id: 12 }),
          event({ properties: { big: "y".repeat(5000) } }),
          event({ event_name: "c", metadata: { k: 1 }, referrer: null }),
          { event_type: "page_view" },
        ],
      });
      expect(mixed.statusCode).toBe(202);
      const body = mixed.json<EventBatchResult>();
      expect(body.accepted).toBe(3);
      expect(body.rejected.map((r) => r.index)).toEqual([1, 2, 4, 5, 6, 7, 8, 10]);
      expect(body.rejected[0]?.message).toMatch(/^event_type: /);
      expect(body.rejected[1]?.message).toBe("event_name: Event name is required");
      expect(body.rejected[2]?.message).toBe("event_name: Event name must be at most 100 characters");
      expect((await storedRows()).map((r) => r.eventName)).toEqual(["a", "b", "c"]);
    });

    it.each([
      ["a JSON array", [event()], "_"],
      ["no events list", { other: [] }, "events"],
      ["events that are not a list", { events: "page_view" }, "events"],
      ["an empty list", { events: [] }, "events"],
      ["51 events", { events: Array.from({ length: 51 }, () => event()) }, "events"],
    ])("answers 400 with fields for %s", async (_name, payload, field) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorEnvelope>();
      expect(body.error).toBe("validation_error");
      expect(Object.keys(body.fields ?? {})).toContain(field);
      expect((await storedRows()).length).toBe(0);
    });

    it("accepts exactly 50 events", async () => {
      const res = await post({ events: Array.from({ length: 50 }, (_, i) => event({ event_name: `e${i}` })) });
      expect(res.json<EventBatchResult>().accepted).toBe(50);
      expect(await storedRows()).toHaveLength(50);
    });

    it("limits batches per client IP with a 429 and Retry-After", async () => {
      const ip = randomClientIp();
      for (let i = 0; i < PER_MINUTE; i++) expect((await post({ events: [event()] }, { ip })).statusCode).toBe(202);
      const limited = await post({ events: [event()] }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json<ErrorEnvelope>().error).toBe("too_many_requests");
      // Another address is not affected.
      expect((await post({ events: [event()] })).statusCode).toBe(202);
    });
  });

  describe("GET /api/admin/events", () => {
    async function query(search: string, headers: Record<string, string> = admin.headers) {
      return t.app.inject({ method: "GET", url: `/api/admin/events${search}`, headers });
    }

    async function seedEvents() {
      // Three days of events, one of each kind per day, oldest first.
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
      const rows = [1, 2, 3].flatMap((n) => [
        { eventName: `view-${n}`, eventType: "page_view" as const, createdAt: day(n), userId: user.user.id },
        { eventName: `copy-${n}`, eventType: "quote_action" as const, createdAt: day(n) },
        { eventName: `err-${n}`, eventType: "error" as const, createdAt: day(n) },
      ]);
      await t.database.db.insert(events).values(rows);
    }

    it("lists events newest first with the total", async () => {
      await seedEvents();
      const res = await query("");
      expect(res.statusCode).toBe(200);
      const body = res.json<EventList>();
      expect(body.total).toBe(9);
      expect(body.events.map((e) => e.created_at)).toEqual([...body.events.map((e) => e.created_at)].sort().reverse());
      expect(body.events[0]?.event_name).toMatch(/-3$/);
      expect(body.events[0]).toMatchObject({ metadata: {}, ip_anonymized: null });
    });

    it("filters by dates, types and user, and pages with limit and offset", async () => {
      await seedEvents();
      const names = async (search: string) => {
        const body = (await query(search)).json<EventList>();
        return { names: body.events.map((e) => e.event_name).sort(), total: body.total };
      };
      expect(await names("?start_date=2026-01-02&end_date=2026-01-02T23:59:59Z")).toEqual({
        names: ["copy-2", "err-2", "view-2"],
        total: 3,
      });
      expect(await names("?event_types=page_view,error&start_date=2026-01-03")).toEqual({
        names: ["err-3", "view-3"],
        total: 2,
      });
      expect(await names(`?user_id=${user.user.id}`)).toEqual({ names: ["view-1", "view-2", "view-3"], total: 3 });
      const page = (await query("?event_types=page_view&limit=1&offset=1")).json<EventList>();
      expect(page).toMatchObject({ total: 3, events: [{ event_name: "view-2" }] });
      expect((await query("?limit=1000")).json<EventList>().events).toHaveLength(9);
    });

    it.each([
      ["?limit=0", "limit"],
      ["?limit=1001", "limit"],
      ["?limit=ten", "limit"],
      ["?offset=-1", "offset"],
      ["?event_types=page_view,purchase", "event_types"],
      ["?start_date=yesterday", "start_date"],
      ["?user_id=42", "user_id"],
    ])("answers 400 for %s", async (search, field) => {
      const res = await query(search);
      expect(res.statusCode).toBe(400);
      // The field, or the item of it that is wrong (event_types.1).
      expect(Object.keys(res.json<ErrorEnvelope>().fields ?? {})[0]?.split(".")[0]).toBe(field);
    });

    it("is for admins only: 401 anonymous, 403 for users, even with a bad query", async () => {
      expect((await query("", {})).statusCode).toBe(401);
      expect((await query("?limit=0", {})).statusCode).toBe(401);
      expect((await query("", user.headers)).statusCode).toBe(403);
      expect((await query("?limit=0", user.headers)).statusCode).toBe(403);
    });

    it("reads through the event indexes", async () => {
      const plan = rowsOf<Record<string, string>>(
        await t.database.db.execute(
          sql`EXPLAIN SELECT * FROM events WHERE event_type = 'page_view' ORDER BY created_at DESC LIMIT 100`,
        ),
      )
        .map((row) => Object.values(row).join(" "))
        .join("\n");
      expect(plan).toMatch(/Index Scan|Bitmap Index Scan/);
    });
  });
});
