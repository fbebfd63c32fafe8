import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHOR_MESSAGES, type AuthorPage } from "#contracts/authors.ts";
import type { AttributionStatus, QuoteStatus } from "#contracts/constants.ts";
import { auditLog, authors, quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

const STATUS_ORDER: AttributionStatus[] = ["verified", "attributed", "disputed", "misattributed"];

/** Base64url JSON, as the API's cursors are made. */
const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString("base64url");

describe.each(DATABASE_KINDS)("author pages on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  let curator: SignedInUser;
  let admin: SignedInUser;
  /** The approved quotes of Albert Einstein, in the page's order. */
  let expectedOrder: string[];
  let hiddenIds: string[];

  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: "GET", url, headers });
  const patch = (slug: string, payload: object, headers: Headers = {}) =>
    t.app.inject({ method: "PATCH", url: `/api/authors/${slug}`, headers, payload });

  async function page(url: string, headers: Headers = {}): Promise<AuthorPage> {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuthorPage>();
  }

  let counter = 0;
  /** Inserts a quote as stored, `minutesAgo` old. */
  async function insertQuote(over: {
    author?: string;
    attribution?: AttributionStatus;
    actualAuthor?: string | null;
    status?: QuoteStatus;
    minutesAgo: number;
  }): Promise<string> {
    const n = ++counter;
    const [row] = await t.database.db
      .insert(quotes)
      .values({
        slug: `author-page-${n}`,
        urlSlug: `author-page-${n}`,
        text: `Author page thought ${n}: imagination circles ${n * 13} quiet stars.`,
        author: over.author ?? "Albert Einstein",
        category: "wisdom",
        status: over.status ?? "approved",
        attributionStatus: over.attribution ?? "attributed",
        attributionActualAuthor: over.actualAuthor ?? null,
        createdAt: new Date(Date.now() - over.minutesAgo * 60_000),
      })
      .returning({ id: quotes.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [member, curator, admin] = await Promise.all([
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db, { role: "superuser" }),
      createSignedInUser(t.app, db, { role: "admin" }),
    ]);
    // Statuses interleaved in time, so that the order is by status first and only then by date.
    const plan: { attribution: AttributionStatus; author?: string; actualAuthor?: string | null }[] = [
      { attribution: "misattributed", actualAuthor: "Rita Mae Brown" },
      { attribution: "attributed" },
      { attribution: "verified" },
      { attribution: "disputed" },
      { attribution: "attributed", author: "ALBERT EINSTEIN" },
      { attribution: "verified" },
      { attribution: "misattributed", actualAuthor: null },
      { attribution: "attributed" },
      { attribution: "verified" },
      { attribution: "attributed" },
      { attribution: "disputed" },
    ];
    const made: { id: string; attribution: AttributionStatus; minutesAgo: number }[] = [];
    for (const [i, entry] of plan.entries()) {
      const minutesAgo = (i + 1) * 7;
      made.push({ id: await insertQuote({ ...entry, minutesAgo }), attribution: entry.attribution, minutesAgo });
    }
    expectedOrder = made
      .sort(
        (a, b) =>
          STATUS_ORDER.indexOf(a.attribution) - STATUS_ORDER.indexOf(b.attribution) || a.minutesAgo - b.minutesAgo,
      )
      .map((q) => q.id);
    hiddenIds = [
      await insertQuote({ status: "pending", attribution: "verified", minutesAgo: 1 }),
      await insertQuote({ status: "rejected", attribution: "verified", minutesAgo: 2 }),
      await insertQuote({ status: "draft", attribution: "misattributed", minutesAgo: 3 }),
    ];
    // Someone else, and an author with nothing published.
    await insertQuote({ author: "Niels Bohr", minutesAgo: 5 });
    await insertQuote({ author: "Pending Person", status: "pending", minutesAgo: 5 });
  });
  afterAll(() => t.close());

  it("names the author by their commonest spelling, counts approved quotes by status, verified first", async () => {
    const body = await page("/api/authors/albert-einstein");
    expect(Object.keys(body).sort()).toEqual(["author", "counts", "next_cursor", "quotes"]);
    expect(body.author).toEqual({
      name: "Albert Einstein",
      slug: "albert-einstein",
      born: null,
      died: null,
      description: null,
    });
    expect(body.counts).toEqual({ quotes: 11, verified: 3, attributed: 4, disputed: 2, misattributed: 2 });
    expect(body.quotes.map((q) => q.id)).toEqual(expectedOrder);
    expect(body.quotes[0]!.attribution.status).toBe("verified");
    expect(body.quotes.at(-1)!.attribution.status).toBe("misattributed");
    expect(body.quotes.map((q) => q.attribution.status)).toEqual(
      [...body.quotes.map((q) => q.attribution.status)].sort(
        (a, b) => STATUS_ORDER.indexOf(a) - STATUS_ORDER.indexOf(b),
      ),
    );
    // Full quotes, as every list shows them.
    expect(body.quotes[0]).toMatchObject({ author_slug: "albert-einstein", status: "approved", bookmarked: false });
    const misattributed = body.quotes.filter((q) => q.attribution.status === "misattributed");
    expect(misattributed.map((q) => q.attribution.actual_author).sort()).toEqual(["Rita Mae Brown", null].sort());
    expect(body.next_cursor).toBeNull();
  });

  it("pages by cursor without duplicates or gaps, for every page size", async () => {
    for (const limit of [1, 2, 3, 4, 5, 10]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages++) {
        const body: AuthorPage = await page(
          `/api/authors/albert-einstein?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(body.quotes.length).toBeLessThanOrEqual(limit);
        expect(body.counts.quotes).toBe(11);
        seen.push(...body.quotes.map((q) => q.id));
        cursor = body.next_cursor;
        if (!cursor) break;
        expect(body.quotes).toHaveLength(limit);
      }
      expect(seen, `limit ${limit}`).toEqual(expectedOrder);
    }
  });

  it("keeps only the statuses asked for, paging through them alike, and always counts all", async () => {
    const statusOf = new Map(
      (await page("/api/authors/albert-einstein?limit=50")).quotes.map((q) => [q.id, q.attribution.status]),
    );
    const only = (...statuses: AttributionStatus[]) =>
      expectedOrder.filter((id) => statuses.includes(statusOf.get(id)!));
    const cases: [string, string[]][] = [
      ["verified,attributed,disputed", only("verified", "attributed", "disputed")],
      ["misattributed", only("misattributed")],
      ["disputed, Verified", only("verified", "disputed")],
      ["attributed,misattributed", only("attributed", "misattributed")],
    ];
    for (const [filter, expected] of cases) {
      for (const limit of [1, 3, 50]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        for (let pages = 0; pages < 20; pages++) {
          const body: AuthorPage = await page(
            `/api/authors/albert-einstein?attribution=${encodeURIComponent(filter)}&limit=${limit}` +
              (cursor ? `&cursor=${cursor}` : ""),
          );
          expect(body.counts).toEqual({ quotes: 11, verified: 3, attributed: 4, disputed: 2, misattributed: 2 });
          seen.push(...body.quotes.map((q) => q.id));
          cursor = body.next_cursor;
          if (!cursor) break;
        }
        expect(seen, `${filter}, limit ${limit}`).toEqual(expected);
      }
    }
    const unknown = await get("/api/authors/albert-einstein?attribution=verified,famous");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields?: Record<string, string> }>().fields).toHaveProperty("attribution");
  });

  it("never shows or counts pending, rejected or draft quotes", async () => {
    const body = await page("/api/authors/albert-einstein?limit=50");
    for (const id of hiddenIds) expect(body.quotes.map((q) => q.id)).not.toContain(id);
    expect(body.counts.quotes).toBe(11);
    // Signed in as an admin changes nothing: the page is the public catalogue.
    const asAdmin = await page("/api/authors/albert-einstein?limit=50", admin.headers);
    expect(asAdmin.quotes.map((q) => q.id)).toEqual(expectedOrder);
  });

  it("answers 404 Author not found for a slug no approved quote has", async () => {
    for (const slug of [
      "nobody-at-all",
      "pending-person",
      "Albert-Einstein",
      "albert--einstein",
      "-albert",
      "x".repeat(81),
    ]) {
      const res = await get(`/api/authors/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toMatchObject({ error: "not_found", message: AUTHOR_MESSAGES.notFound });
    }
    expect((await page("/api/authors/niels-bohr")).counts.quotes).toBe(1);
  });

  it("answers 400, never 500, for a cursor or limit that does not fit, and for an over-long slug", async () => {
    const id = expectedOrder[0]!;
    const now = new Date().toISOString();
    const bad = [
      "not-a-cursor!",
      "e30",
      cursorOf({ status: "verified" }),
      cursorOf(["verified", now]),
      cursorOf(["famous", now, id]),
      cursorOf(["verified", "yesterday", id]),
      cursorOf(["verified", now, "not-a-uuid"]),
      cursorOf(["verified", "-300000-01-01T00:00:00.000Z", id]),
      cursorOf([1, 2, 3]),
      "x".repeat(301),
    ];
    for (const cursor of bad) {
      const res = await get(`/api/authors/albert-einstein?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json<{ fields?: Record<string, string> }>().fields).toHaveProperty("cursor");
    }
    for (const limit of ["0", "51", "-1", "ten"]) {
      expect((await get(`/api/authors/albert-einstein?limit=${limit}`)).statusCode, limit).toBe(400);
    }
    // The router refuses a path parameter over 100 characters before any route runs.
    expect((await get(`/api/authors/${"a".repeat(101)}`)).statusCode).toBe(414);
    // A well-formed cursor past the end is an empty page.
    const end = await page(
      `/api/authors/albert-einstein?cursor=${cursorOf(["misattributed", "2000-01-01T00:00:00.000Z", id])}`,
    );
    expect(end).toMatchObject({ quotes: [], next_cursor: null });
  });

  it("lays the signed-in caller's own bookmarks over the quotes", async () => {
    const quoteId = expectedOrder[2]!;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookmarks",
      headers: member.headers,
      payload: { quote_id: quoteId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await page("/api/authors/albert-einstein", member.headers);
    expect(mine.quotes.find((q) => q.id === quoteId)?.bookmarked).toBe(true);
    const anonymous = await page("/api/authors/albert-einstein");
    expect(anonymous.quotes.find((q) => q.id === quoteId)?.bookmarked).toBe(false);
  });

  it("shows a newly approved quote of the author at once (the cached page is dropped)", async () => {
    const before = await page("/api/authors/niels-bohr");
    await page("/api/authors/niels-bohr"); // cached from its second request
    const created = await createQuote(t.app, member.headers, {
      text: "An expert is a person who has made all the mistakes which can be made in a narrow field.",
      author: "Niels Bohr",
      category: "wisdom",
    });
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${created.id}/approve`,
      headers: admin.headers,
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = await page("/api/authors/niels-bohr");
    expect(after.counts.quotes).toBe(before.counts.quotes + 1);
    expect(after.quotes[0]!.id).toBe(created.id);
  });

  describe("PATCH /api/authors/{slug}", () => {
    const changes = { born: "1879", died: "1955", description: "Theoretical physicist; relativity." };

    it("needs a curator or an admin: 401 anonymous, 403 a member", async () => {
      const anonymous = await patch("albert-einstein", changes);
      expect(anonymous.statusCode).toBe(401);
      const asMember = await patch("albert-einstein", changes, member.headers);
      expect(asMember.statusCode).toBe(403);
      expect(await t.database.db.select().from(authors).where(eq(authors.slug, "albert-einstein"))).toHaveLength(0);
    });

    it("lets a curator set the years and description, audited, and every reader sees them", async () => {
      await page("/api/authors/albert-einstein");
      await page("/api/authors/albert-einstein"); // cached
      const res = await patch("albert-einstein", changes, curator.headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<AuthorPage>();
      expect(body.author).toEqual({ name: "Albert Einstein", slug: "albert-einstein", ...changes });
      expect(body.quotes.map((q) => q.id)).toEqual(expectedOrder);
      expect(body.counts.quotes).toBe(11);

      expect((await page("/api/authors/albert-einstein")).author).toMatchObject(changes);
      const [row] = await t.database.db.select().from(authors).where(eq(authors.slug, "albert-einstein"));
      expect(row).toMatchObject({ ...changes, updatedBy: curator.user.id });
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "author"), eq(auditLog.entityId, "albert-einstein")));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorId: curator.user.id,
        action: "author.update",
        details: {
          name: "Albert Einstein",
          from: { born: null, died: null, description: null },
          to: changes,
        },
      });
    });

    it("lets an admin change one field, leaving the others, and clear one with an empty string", async () => {
      const res = await patch("albert-einstein", { description: "", died: "18 April 1955" }, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AuthorPage>().author).toMatchObject({ born: "1879", died: "18 April 1955", description: null });
      expect((await page("/api/authors/albert-einstein")).author).toMatchObject({
        born: "1879",
        died: "18 April 1955",
        description: null,
      });
    });

    it("answers 404 for an author no approved quote has, and 400 for fields too long", async () => {
      for (const slug of ["nobody-at-all", "pending-person", "Albert-Einstein"]) {
        const res = await patch(slug, changes, curator.headers);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toMatchObject({ message: AUTHOR_MESSAGES.notFound });
      }
      expect(await t.database.db.select().from(authors).where(eq(authors.slug, "pending-person"))).toHaveLength(0);
      const long = await patch("albert-einstein", { description: "x".repeat(201) }, curator.headers);
      expect(long.statusCode).toBe(400);
      expect(long.json<{ fields?: Record<string, string> }>().fields).toHaveProperty("description");
      const year = await patch("albert-einstein", { born: "1".repeat(41) }, curator.headers);
      expect(year.statusCode).toBe(400);
      expect((await page("/api/authors/albert-einstein")).author.born).toBe("1879");
    });
  });
});
