import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteDebug } from "#contracts/debug.ts";
import type { QuoteCreated, QuoteList } from "#contracts/quotes.ts";
import type { ClusterMessage } from "#server/lib/cluster-bus.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { QUOTE_WRITES_PER_WINDOW } from "./quote-write-limit.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Draft thought ${++counter}: the kettle ${counter * 7919} sings before the ${counter}th dawn.`,
  author: "Wren Abbot",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("quote writes and the shared caches on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  let admin: SignedInUser;
  let published: QuoteCreated;
  const messages: ClusterMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [member, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
    published = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));
    // What this process tells the others: every write is published on the bus.
    const publish = t.app.clusterBus.publish.bind(t.app.clusterBus);
    t.app.clusterBus.publish = (message) => {
      messages.push(message);
      return publish(message);
    };
  });
  afterAll(() => t.close());

  const request = (method: "POST" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  /** Reads the anonymous list twice: from the second request on it is kept (and answered from memory). */
  const warm = async () => {
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: "/api/quotes?limit=5" })).statusCode).toBe(200);
    expect(await cachedListsHoldingPublished()).toBe(1);
  };
  const cachedListsHoldingPublished = async () => {
    const res = await t.app.inject({ url: `/api/debug/quote/${published.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteDebug>().caches.find((c) => c.name === "anonymous list responses")!.holding_quote;
  };

  it("keeps the public caches when a member creates, edits and deletes their own draft", async () => {
    await warm();
    messages.length = 0;
    const created = await request("POST", "/api/quotes", member.headers, fresh({ status: "draft" }));
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<QuoteCreated>();
    expect(await cachedListsHoldingPublished()).toBe(1);

    await warm();
    expect((await request("PATCH", `/api/quotes/${draft.id}`, member.headers, { author: "W. Abbot" })).statusCode).toBe(
      200,
    );
    expect((await request("PATCH", `/api/quotes/${draft.id}`, member.headers, { status: "pending" })).statusCode).toBe(
      200,
    );
    expect(await cachedListsHoldingPublished()).toBe(1);

    await warm();
    expect((await request("DELETE", `/api/quotes/${draft.id}`, member.headers)).statusCode).toBe(200);
    expect(await cachedListsHoldingPublished()).toBe(1);

    // Other processes are told to drop only the admins' lists.
    expect(messages).toHaveLength(4);
    expect(messages.every((m) => m.kind === "quotes" && m.scope === "moderation")).toBe(true);
  });

  it("shows an admin a member's new pending quote at once, though public caches stay", async () => {
    const pending = async () =>
      (await t.app.inject({ url: "/api/quotes?status=pending&limit=50", headers: admin.headers }))
        .json<QuoteList>()
        .quotes.map((q) => q.id);
    const before = await pending();
    await pending(); // kept from the second request on
    const created = (await request("POST", "/api/quotes", member.headers, fresh())).json<QuoteCreated>();
    expect(created.status).toBe("pending");
    expect(await pending()).toEqual([created.id, ...before]);
  });

  it("drops the public caches when public data changes: an approved quote edited, approved or withdrawn", async () => {
    await warm();
    const edit = await request("PATCH", `/api/quotes/${published.id}`, admin.headers, { author: "Wren Abbott" });
    expect(edit.statusCode).toBe(200);
    expect(await cachedListsHoldingPublished()).toBe(0);

    const draft = (await request("POST", "/api/quotes", member.headers, fresh())).json<QuoteCreated>();
    await warm();
    expect((await request("POST", `/api/quotes/${draft.id}/approve`, admin.headers, {})).statusCode).toBe(200);
    expect(await cachedListsHoldingPublished()).toBe(0);

    // The owner's edit of their approved quote sends it back to review: it leaves the public lists.
    await warm();
    messages.length = 0;
    const back = await request("PATCH", `/api/quotes/${draft.id}`, member.headers, { author: "Someone Else" });
    expect(back.json<QuoteCreated>().status).toBe("pending");
    expect(await cachedListsHoldingPublished()).toBe(0);
    expect(messages).toEqual([{ kind: "quotes" }]);
  });

  it("clears nothing when a write changes nothing", async () => {
    await warm();
    messages.length = 0;
    const current = await t.app.inject({ url: `/api/quotes/${published.id}`, headers: admin.headers });
    const { author, text } = current.json<QuoteCreated>();
    const same = await request("PATCH", `/api/quotes/${published.id}`, admin.headers, { author, text });
    expect(same.statusCode, same.body).toBe(200);
    expect(await cachedListsHoldingPublished()).toBe(1);
    expect(messages).toEqual([]);

    // A member saving their approved quote as it is keeps it approved: nothing goes back to review.
    const mine = (await request("POST", "/api/quotes", member.headers, fresh())).json<QuoteCreated>();
    expect((await request("POST", `/api/quotes/${mine.id}/approve`, admin.headers, {})).statusCode).toBe(200);
    const resaved = await request("PATCH", `/api/quotes/${mine.id}`, member.headers, {
      text: mine.text,
      author: mine.author,
      category: mine.category,
      tags: mine.tags,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json<QuoteCreated>().status).toBe("approved");
  });

  it(`limits a member to ${QUOTE_WRITES_PER_WINDOW} quote writes per window, with a 429 and Retry-After`, async () => {
    const writer = await createSignedInUser(t.app, t.database.db);
    const first = (
      await request("POST", "/api/quotes", writer.headers, fresh({ status: "draft" }))
    ).json<QuoteCreated>();
    for (let i = 1; i < QUOTE_WRITES_PER_WINDOW - 1; i++) {
      const res = await request("PATCH", `/api/quotes/${first.id}`, writer.headers, { context: `edit ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await request("DELETE", `/api/quotes/${first.id}`, writer.headers)).statusCode).toBe(200);

    for (const [method, url] of [
      ["POST", "/api/quotes"],
      ["PATCH", `/api/quotes/${published.id}`],
      ["DELETE", `/api/quotes/${published.id}`],
    ] as const) {
      const limited = await request(method, url, writer.headers, method === "DELETE" ? undefined : fresh());
      expect(limited.statusCode, `${method} ${url}`).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json<ErrorEnvelope>().error).toBe("too_many_requests");
    }

    // Another member, and an admin, are not held back.
    expect((await request("POST", "/api/quotes", member.headers, fresh({ status: "draft" }))).statusCode).toBe(201);
    for (let i = 0; i <= QUOTE_WRITES_PER_WINDOW; i++) {
      const res = await request("PATCH", `/api/quotes/${published.id}`, admin.headers, { context: `admin ${i}` });
      expect(res.statusCode).toBe(200);
    }
  });
});
