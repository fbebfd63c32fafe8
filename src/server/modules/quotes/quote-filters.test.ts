import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { QuoteCreated, QuoteDetail, QuoteListItem } from "#contracts/quotes.ts";
import { quotes, quoteVisits } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import type { Headers } from "#tests/factories/quotes.ts";
import { ids, openQuoteCatalogue, sortedIds, type QuoteCatalogue } from "#tests/factories/quote-catalogue.ts";

const reactionTotal = (q: QuoteListItem) => Object.values(q.reaction_counts).reduce((sum, n) => sum + n, 0);

describe.each(DATABASE_KINDS)("GET /api/quotes filters and visibility on %s", (kind) => {
  let { t, owner, other, admin, mine, otherPending, audioQuote, bookmarkedIds, reactedIds, all, list, everything } =
    {} as QuoteCatalogue;
  beforeAll(async () => {
    ({ t, owner, other, admin, mine, otherPending, audioQuote, bookmarkedIds, reactedIds, all, list, everything } =
      await openQuoteCatalogue(kind));
  });
  afterAll(() => t.close());

  describe("visibility", () => {
    it("shows the public approved quotes only", async () => {
      const approvedCount = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(eq(quotes.status, "approved"));
      expect(all.length).toBe(approvedCount[0]!.n);
      expect(all.every((q) => q.status === "approved")).toBe(true);
      expect(ids(all)).toContain(mine.approved.id);
      expect(ids(all)).not.toContain(mine.draft.id);
      expect(ids(all)).not.toContain(mine.pending.id);
      // Signed-in users get the same home list.
      expect((await list("?limit=5", owner.headers)).total).toBe(all.length);
    });

    it("gives anonymous visitors nothing for a non-approved status", async () => {
      expect(await list("?status=pending")).toEqual({ quotes: [], total: 0, next_cursor: null });
      expect((await list("?status=approved")).total).toBe(all.length);
    });

    it("shows owners their own quotes of every status with userFilter=submitted", async () => {
      const body = await list("?userFilter=submitted", owner.headers);
      expect(sortedIds(body.quotes)).toEqual(sortedIds(Object.values(mine)));
      const drafts = await list("?userFilter=submitted&status=draft", owner.headers);
      expect(ids(drafts.quotes)).toEqual([mine.draft.id]);
    });

    it("limits a non-admin status filter to the viewer's own quotes", async () => {
      expect(ids((await list("?status=pending", owner.headers)).quotes)).toEqual([mine.pending.id]);
      expect(ids((await list("?status=pending", other.headers)).quotes)).toEqual([otherPending.id]);
      expect(ids((await list("?status=rejected", owner.headers)).quotes)).toEqual([mine.rejected.id]);
      expect((await list("?status=rejected", other.headers)).total).toBe(0);
    });

    it("shows admins every status and lets them filter by it", async () => {
      const everyStatus = await list("?limit=1", admin.headers);
      expect(everyStatus.total).toBe(all.length + 4);
      const pending = await list("?status=pending", admin.headers);
      expect(sortedIds(pending.quotes)).toEqual(sortedIds([mine.pending, otherPending]));
      expect(ids((await list("?status=draft", admin.headers)).quotes)).toEqual([mine.draft.id]);
    });

    it("shows the submitter's e-mail to admins only", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/quotes/submit-anonymous",
        remoteAddress: "10.9.9.9",
        payload: {
          text: "Anonymous owls keep the night shift.",
          author: "Nobody",
          category: "life",
          email: "owl@example.org",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<QuoteCreated>();
      const asAdmin = await list("?status=pending&q=owls", admin.headers);
      expect(asAdmin.quotes.map((q) => [q.id, q.email])).toEqual([[id, "owl@example.org"]]);
      expect(res.json<QuoteCreated>().email).toBeNull();
      const removed = await t.app.inject({ method: "DELETE", url: `/api/quotes/${id}`, headers: admin.headers });
      expect(removed.statusCode).toBe(200);
    });

    it("answers a detail only to those who may see it", async () => {
      const get = (id: string, headers: Headers = {}) =>
        t.app.inject({ method: "GET", url: `/api/quotes/${id}`, headers });
      expect((await get(mine.draft.id)).statusCode).toBe(404);
      expect((await get(mine.draft.id, other.headers)).statusCode).toBe(404);
      expect((await get(mine.draft.id, owner.headers)).statusCode).toBe(200);
      expect((await get(mine.draft.id, admin.headers)).statusCode).toBe(200);
      expect((await get(mine.approved.id)).statusCode).toBe(200);
      const missing = await get("00000000-0000-4000-8000-000000000000");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: "not_found", message: "Quote not found" });
      for (const bad of ["not-a-uuid", "1", "%20", "00000000-0000-4000-8000-00000000000Z"]) {
        const res = await get(bad);
        expect(res.statusCode, bad).toBe(404);
        expect(res.json()).toMatchObject({ error: "not_found" });
      }
      const bySlug = await t.app.inject({ method: "GET", url: `/api/quotes/slug/${mine.approved.url_slug}` });
      expect(bySlug.statusCode).toBe(200);
      expect(bySlug.json<QuoteDetail>().id).toBe(mine.approved.id);
      const hiddenSlug = await t.app.inject({ method: "GET", url: `/api/quotes/slug/${mine.pending.url_slug}` });
      expect(hiddenSlug.statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: "/api/quotes/slug/no-such-quote" })).statusCode).toBe(404);
    });

    it("refuses personal filters without a signed-in user", async () => {
      for (const query of [
        "?bookmarked=true",
        "?reacted=true",
        "?userFilter=visited",
        "?userFilter=submitted",
        "?userFilter=reacted",
      ]) {
        const res = await t.app.inject({ method: "GET", url: `/api/quotes${query}` });
        expect(res.statusCode, query).toBe(401);
        expect(res.json()).toMatchObject({ message: "Authentication required" });
      }
    });
  });

  describe("filters", () => {
    it("ignores empty values", async () => {
      const plain = await list("");
      expect(await list("?q=&categories=&authors=&tags=&status=&sort=&audio=&userFilter=&bookmarked=")).toEqual(plain);
    });

    it("filters by one or several categories", async () => {
      const love = await everything("?categories=love");
      expect(sortedIds(love)).toEqual(sortedIds(all.filter((q) => q.category === "love")));
      expect(love.length).toBeGreaterThan(0);
      const two = await everything("?categories=love,Success");
      expect(sortedIds(two)).toEqual(sortedIds(all.filter((q) => q.category === "love" || q.category === "success")));
    });

    it("filters by authors, case-insensitively and by part of the name", async () => {
      const buddha = await everything("?authors=buddha");
      expect(sortedIds(buddha)).toEqual(sortedIds(all.filter((q) => q.author.toLowerCase().includes("buddha"))));
      const several = await everything("?authors=Zelda%20Quill,Confucius");
      expect(sortedIds(several)).toEqual(
        sortedIds(all.filter((q) => q.author === "Zelda Quill" || q.author.toLowerCase().includes("confucius"))),
      );
      // LIKE wildcards in a name are taken literally.
      expect((await list("?authors=%25")).total).toBe(0);
      expect((await list("?authors=_")).total).toBe(0);
    });

    it("filters by tags, every tag required", async () => {
      const hope = await everything("?tags=Hope");
      expect(sortedIds(hope)).toEqual(sortedIds(all.filter((q) => q.tags.includes("hope"))));
      const both = await everything("?tags=wisdom,life");
      expect(sortedIds(both)).toEqual(
        sortedIds(all.filter((q) => q.tags.includes("wisdom") && q.tags.includes("life"))),
      );
      expect(both.length).toBeLessThan(hope.length + 1000);
    });

    it("filters by audio", async () => {
      expect(ids((await list("?audio=with")).quotes)).toEqual([audioQuote.id]);
      expect((await list("?audio=without")).total).toBe(all.length - 1);
    });

    it("lists the viewer's bookmarks and reactions", async () => {
      expect(sortedIds((await list("?bookmarked=true", owner.headers)).quotes)).toEqual([...bookmarkedIds].sort());
      expect(sortedIds((await list("?reacted=true", owner.headers)).quotes)).toEqual([...reactedIds].sort());
      expect(sortedIds((await list("?userFilter=reacted", owner.headers)).quotes)).toEqual([...reactedIds].sort());
      expect((await list("?bookmarked=true", admin.headers)).total).toBe(0);
      expect((await list("?bookmarked=false", owner.headers)).total).toBe(all.length);
      const both = await list("?bookmarked=true&reacted=true", owner.headers);
      expect(both.total).toBe(0);
    });

    it("lists the viewer's visited quotes, latest visit first, with quote_id", async () => {
      const [first, second] = [all[10]!, all[20]!];
      for (const id of [first.id, second.id]) {
        const res = await t.app.inject({ method: "GET", url: `/api/quotes/${id}`, headers: other.headers });
        expect(res.statusCode).toBe(200);
        await new Promise((r) => setTimeout(r, 5));
      }
      const visited = await list("?userFilter=visited", other.headers);
      expect(ids(visited.quotes)).toEqual([second.id, first.id]);
      expect(visited.quotes.map((q) => q.quote_id)).toEqual([second.id, first.id]);
      expect(visited.quotes.every((q) => typeof q.visited_at === "string")).toBe(true);
      const rows = await t.database.db.select().from(quoteVisits).where(eq(quoteVisits.userId, other.user.id));
      expect(rows).toHaveLength(2);
      // A visit again moves it to the top.
      await t.app.inject({ method: "GET", url: `/api/quotes/${first.id}`, headers: other.headers });
      expect(ids((await list("?userFilter=visited", other.headers)).quotes)).toEqual([first.id, second.id]);
    });

    it("sorts by latest (default), popular and views with an id tiebreaker", async () => {
      const byLatest = (await list("?limit=200")).quotes;
      for (let i = 1; i < byLatest.length; i++) {
        const [a, b] = [byLatest[i - 1]!, byLatest[i]!];
        expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
      }
      expect(await list("?limit=200&sort=latest")).toEqual(await list("?limit=200"));
      const byOldest = (await list("?limit=200&sort=oldest")).quotes;
      for (let i = 1; i < byOldest.length; i++) {
        const [a, b] = [byOldest[i - 1]!, byOldest[i]!];
        expect(a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id)).toBe(true);
      }

      const popular = (await list("?limit=200&sort=popular")).quotes;
      for (let i = 1; i < popular.length; i++) {
        const [a, b] = [popular[i - 1]!, popular[i]!];
        const key = (q: QuoteListItem) => [reactionTotal(q), q.views];
        const [ar, av] = key(a);
        const [br, bv] = key(b);
        expect(ar! > br! || (ar === br && (av! > bv! || (av === bv && a.id > b.id)))).toBe(true);
      }
      expect(reactionTotal(popular[0]!)).toBe(2);

      const views = (await list("?limit=200&sort=views")).quotes;
      for (let i = 1; i < views.length; i++) {
        const [a, b] = [views[i - 1]!, views[i]!];
        expect(a.views > b.views || (a.views === b.views && a.id > b.id)).toBe(true);
      }
      expect(views[0]!.views).toBeGreaterThanOrEqual(30);
    });

    it("combines filters", async () => {
      const body = await everything("?categories=wisdom,life&tags=harbour&authors=quill&sort=popular");
      expect(ids(body)).toEqual([mine.approved.id]);
      const combo = await everything("?categories=life&tags=happiness&authors=buddha&audio=without");
      expect(sortedIds(combo)).toEqual(
        sortedIds(
          all.filter((q) => q.category === "life" && q.tags.includes("happiness") && q.author.includes("Buddha")),
        ),
      );
      const mineAndBookmarked = await list("?bookmarked=true&authors=Quill", owner.headers);
      expect(ids(mineAndBookmarked.quotes)).toEqual([mine.approved.id]);
      const submittedWisdom = await list("?userFilter=submitted&categories=wisdom", owner.headers);
      expect(ids(submittedWisdom.quotes)).toEqual([mine.approved.id]);
    });

    it("pages consistently: no duplicates or gaps, for every order", async () => {
      for (const query of ["?sort=popular", "?sort=views", "?sort=latest", "?q=love", "?tags=wisdom"]) {
        const whole = (await list(`${query}&limit=120`)).quotes;
        const paged: QuoteListItem[] = [];
        for (let offset = 0; offset < 120; offset += 20)
          paged.push(...(await list(`${query}&limit=20&offset=${offset}`)).quotes);
        expect(ids(paged), query).toEqual(ids(whole));
        expect(new Set(ids(paged)).size).toBe(paged.length);
      }
    });
  });
});
