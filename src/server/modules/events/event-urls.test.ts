import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventBatchResult, EventList } from "#contracts/events.ts";
import { withoutAddressQueries, withoutQuery } from "#contracts/event-urls.ts";
import { events } from "#server/db/schema/index.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const TOKEN = "rEsEtToKeN_0123456789abcdefABCDEF-xyz";

describe("withoutAddressQueries", () => {
  it("cuts the query and fragment of addresses, by name and by look, at any depth", () => {
    expect(
      withoutAddressQueries({
        path: `/auth/callback?type=recovery&token=${TOKEN}`,
        page_location: `https://echoes.example/auth/callback?token=${TOKEN}#top`,
        pageUrl: `auth/callback?token=${TOKEN}`,
        nested: { link: `x?token=${TOKEN}`, list: [`/a?token=${TOKEN}`, `#token=${TOKEN}`, 3, null] },
        other_place: `android-app://com.example/path?token=${TOKEN}`,
        search: `?token=${TOKEN}`,
      }),
    ).toEqual({
      path: "/auth/callback",
      page_location: "https://echoes.example/auth/callback",
      pageUrl: "auth/callback",
      nested: { link: "x", list: ["/a", "", 3, null] },
      other_place: "android-app://com.example/path",
      search: "",
    });
  });

  it("leaves words, ids, numbers and flags alone", () => {
    const properties = {
      quote_id: "4f9c2a5e-1b2c-4d3e-8f9a-0b1c2d3e4f5a",
      platform: "twitter",
      note: "why? because # is a hash",
      q_length: 12,
      bookmarked: true,
      tags: ["dawn", "night"],
    };
    expect(withoutAddressQueries(properties)).toEqual(properties);
    expect(withoutQuery("/about")).toBe("/about");
  });
});

describe.each(DATABASE_KINDS)("event addresses are stored without query or fragment on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());

  it("a page view of a reset link keeps no trace of its token, in the table or the admin's query", async () => {
    const link = `http://localhost/auth/callback?type=recovery&token=${TOKEN}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: randomClientIp(),
      payload: {
        events: [
          {
            event_name: "page_view",
            event_type: "page_view",
            properties: { path: `/auth/callback?type=recovery&token=${TOKEN}#x`, page_location: link },
            metadata: { referrer: link, url: `${link}#y`, deep: { href: link } },
            page_url: link,
            referrer: `${link}#z`,
            session_id: "s-token",
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<EventBatchResult>()).toEqual({ accepted: 1, rejected: [] });
    await t.app.eventBuffer.flush();

    const rows = await t.database.db.select().from(events);
    const row = rows.find((r) => r.sessionId === "s-token");
    expect(row).toMatchObject({
      properties: { path: "/auth/callback", page_location: "http://localhost/auth/callback" },
      metadata: {
        referrer: "http://localhost/auth/callback",
        url: "http://localhost/auth/callback",
        deep: { href: "http://localhost/auth/callback" },
      },
      pageUrl: "http://localhost/auth/callback",
      referrer: "http://localhost/auth/callback",
    });
    expect(JSON.stringify(rows)).not.toContain(TOKEN);

    const listed = await t.app.inject({ method: "GET", url: "/api/admin/events?limit=1000", headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<EventList>().events.some((e) => e.session_id === "s-token")).toBe(true);
    expect(listed.body).not.toContain(TOKEN);
  });
});
