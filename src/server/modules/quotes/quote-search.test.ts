import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { QuoteDetail, QuoteList, TagCount } from "#contracts/quotes.ts";
import { quotes, quoteVisits } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import type { Headers } from "#tests/factories/quotes.ts";
import { ids, openQuoteCatalogue, sortedIds, type QuoteCatalogue } from "#tests/factories/quote-catalogue.ts";

describe.each(DATABASE_KINDS)("GET /api/quotes search, popular quotes, tags, categories and detail on %s", (kind) => {
  let { t, owner, mine, audioQuote, all, list, everything } = {} as QuoteCatalogue;
  beforeAll(async () => {
    ({ t, owner, mine, audioQuote, all, list, everything } = await openQuoteCatalogue(kind));
  });
  afterAll(() => t.close());

  describe("search", () => {
    it("ranks free text by full-text search over text, author and tags", async () => {
      const body = await list("?q=imagination&limit=100");
      expect(body.total).toBeGreaterThan(5);
      expect(body.quotes.every((q) => /imagin/i.test(`${q.text} ${q.author} ${q.tags.join(" ")}`))).toBe(true);
      // Stemming: "dreams" finds "dream" and "dreaming".
      const dreams = await list("?q=dreams&limit=200");
      expect(dreams.quotes.some((q) => /\bdream\b/i.test(q.text))).toBe(true);
      // An author's name finds their quotes.
      const emerson = await everything("?q=emerson");
      expect(emerson.filter((q) => q.author === "Ralph Waldo Emerson").length).toBe(
        all.filter((q) => q.author === "Ralph Waldo Emerson").length,
      );
    });

    it("orders matches by rank unless a sort is asked for", async () => {
      const ranked = (await list("?q=love%20life&limit=50")).quotes;
      const latest = (await list("?q=love%20life&limit=50&sort=latest")).quotes;
      expect(sortedIds(ranked)).not.toEqual([]);
      expect(ids(ranked)).not.toEqual(ids(latest));
      const byDate = [...latest].sort((a, b) =>
        a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
      );
      expect(latest.map((q) => q.created_at)).toEqual(byDate.map((q) => q.created_at));
    });

    it("supports the web search operators", async () => {
      const without = await everything("?q=love%20-life");
      expect(without.length).toBeGreaterThan(0);
      expect(without.some((q) => /\blife\b/i.test(q.text))).toBe(false);
    });

    it("falls back to a substring match when the text is all stop words", async () => {
      const body = await everything("?q=to%20be");
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((q) => q.text.toLowerCase().includes("to be"))).toBe(true);
      expect(body.length).toBe(all.filter((q) => q.text.toLowerCase().includes("to be")).length);
    });

    it("reads author:, category: and tag: like the list parameters", async () => {
      const q = encodeURIComponent('author:"Zelda Quill" c:wisdom t:tides');
      expect(ids(await everything(`?q=${q}`))).toEqual([mine.approved.id]);
      const buddha = await everything(`?q=${encodeURIComponent("a:buddha")}`);
      expect(sortedIds(buddha)).toEqual(sortedIds(await everything("?authors=buddha")));
      const love = await everything(`?q=${encodeURIComponent("category:Love")}`);
      expect(sortedIds(love)).toEqual(sortedIds(await everything("?categories=love")));
      const tags = await everything(`?q=${encodeURIComponent("tag:wisdom t:life tag:wisdom")}`);
      expect(sortedIds(tags)).toEqual(sortedIds(await everything("?tags=wisdom,life")));
      // Syntax and parameters narrow each other.
      expect((await list(`?q=${encodeURIComponent("c:love")}&categories=wisdom`)).total).toBe(0);
    });

    it("reads description:, ctx: and exact phrases", async () => {
      expect(ids((await list(`?q=${encodeURIComponent('d:"tides and memory"')}`)).quotes)).toEqual([mine.approved.id]);
      expect(ids((await list(`?q=${encodeURIComponent("desc:TIDES")}`)).quotes)).toEqual([mine.approved.id]);
      expect(ids((await list(`?q=${encodeURIComponent("ctx:gettysburg")}`)).quotes)).toEqual([mine.approved.id]);
      const phrase = await everything(`?q=${encodeURIComponent('"THE SHORE forgets"')}`);
      expect(ids(phrase)).toEqual([mine.approved.id]);
      const phrase2 = await everything(`?q=${encodeURIComponent('"be yourself"')}`);
      expect(phrase2.length).toBe(all.filter((q) => q.text.toLowerCase().includes("be yourself")).length);
      expect(phrase2.length).toBeGreaterThan(0);
      // Phrase plus free text plus a prefix.
      const mixed = await everything(`?q=${encodeURIComponent('"the tide" returns a:quill')}`);
      expect(ids(mixed)).toEqual([mine.approved.id]);
    });

    it("keeps unknown prefixes as free text and survives odd input", async () => {
      const unknown = await list(`?q=${encodeURIComponent("life:love")}`);
      const plain = await list(`?q=${encodeURIComponent("life love")}`);
      expect(plain.total).toBeGreaterThan(0);
      expect(unknown.total).toBe(plain.total);
      for (const odd of ['"', "a:", "!!!", "&|:*", "'); drop table quotes; --", "%_\\", "老子", "t:", '""""']) {
        const res = await t.app.inject({ method: "GET", url: `/api/quotes?q=${encodeURIComponent(odd)}` });
        expect(res.statusCode, odd).toBe(200);
      }
      // A lone "%" is no wildcard: it finds the quotes that contain one.
      expect((await list(`?q=${encodeURIComponent("%")}`)).total).toBe(all.filter((q) => q.text.includes("%")).length);
    });

    it("refuses an over-long search", async () => {
      const res = await t.app.inject({ method: "GET", url: `/api/quotes?q=${"a".repeat(501)}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(["q"]);
    });
  });

  describe("popular, tags, categories and detail", () => {
    it("lists popular quotes by reactions then views, optionally with audio only", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/quotes/popular" });
      expect(res.statusCode).toBe(200);
      const body = res.json<QuoteList>();
      expect(body.quotes).toHaveLength(10);
      expect(ids(body.quotes)).toEqual(ids((await list("?sort=popular&limit=10")).quotes));
      const five = await t.app.inject({ method: "GET", url: "/api/quotes/popular?limit=5" });
      expect(five.json<QuoteList>().quotes).toHaveLength(5);
      const audio = await t.app.inject({ method: "GET", url: "/api/quotes/popular?limit=10&audioOnly=true" });
      expect(ids(audio.json<QuoteList>().quotes)).toEqual([audioQuote.id]);
    });

    it("counts approved quotes per tag", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/tags" });
      expect(res.statusCode).toBe(200);
      const tags = res.json<TagCount[]>();
      const expected = new Map<string, number>();
      for (const q of all) for (const tag of q.tags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
      expect(new Map(tags.map((tag) => [tag.name, tag.count]))).toEqual(expected);
      expect(tags.map((tag) => tag.count)).toEqual([...tags.map((tag) => tag.count)].sort((a, b) => b - a));
      expect(tags.some((tag) => tag.name === "sea")).toBe(false);
    });

    it("answers a detail with source and related quotes of the same author or tags", async () => {
      const buddha = all.find((q) => q.author === "Buddha")!;
      const res = await t.app.inject({ method: "GET", url: `/api/quotes/${buddha.id}` });
      const detail = res.json<QuoteDetail>();
      expect(detail.id).toBe(buddha.id);
      expect(detail.source).toBeNull();
      expect(detail.related).toHaveLength(6);
      expect(ids(detail.related)).not.toContain(buddha.id);
      expect(detail.related.every((q) => q.author === "Buddha" && q.status === "approved")).toBe(true);

      const zelda = await t.app.inject({ method: "GET", url: `/api/quotes/${mine.approved.id}` });
      const related = zelda.json<QuoteDetail>().related;
      // Same author first (the approved audio quote), never the unapproved ones.
      expect(related[0]!.id).toBe(audioQuote.id);
      expect(ids(related)).not.toContain(mine.pending.id);
    });

    it("counts a view once per client address per day, whatever the user agent or account", async () => {
      const id = all[3]!.id;
      const view = (headers: Headers, remoteAddress = "10.1.2.3") =>
        t.app.inject({ method: "GET", url: `/api/quotes/${id}`, headers, remoteAddress });
      const before = (await t.database.db.select({ views: quotes.views }).from(quotes).where(eq(quotes.id, id)))[0]!
        .views;
      const first = await view({ "user-agent": "agent-a" });
      expect(first.json<QuoteDetail>().views).toBe(before + 1);
      const second = await view({ "user-agent": "agent-a" });
      expect(second.json<QuoteDetail>().views).toBe(before + 1);
      await view({ "user-agent": "agent-b" });
      await view({ "user-agent": "agent-a" }, "10.1.2.4");
      await view({ ...owner.headers, "user-agent": "agent-a" });
      await view({ ...owner.headers, "user-agent": "agent-c" }, "10.7.7.7");
      await view({ "user-agent": "agent-d" }, "2001:db8:5:6::1");
      await view({ "user-agent": "agent-e" }, "2001:db8:5:6::2");
      const slug = await t.app.inject({
        method: "GET",
        url: `/api/quotes/slug/${all[3]!.url_slug}`,
        headers: { "user-agent": "agent-a" },
        remoteAddress: "10.1.2.3",
      });
      expect(slug.json<QuoteDetail>().views).toBe(before + 4);
      // The marks keep no address, nor anything an address alone could be hashed into.
      const marks = await t.database.db.execute(sql`select visitor from quote_view_marks`);
      const stored = JSON.stringify(marks);
      expect(stored).not.toContain("10.1.2.3");
      expect(stored).not.toContain(createHash("sha256").update("10.1.2.3").digest("base64url").slice(0, 32));
      // An hour later the same address still counts nothing; a day later it counts again.
      await t.database.db.execute(sql`update quote_view_marks set viewed_at = now() - interval '61 minutes'`);
      expect((await view({ "user-agent": "agent-a" })).json<QuoteDetail>().views).toBe(before + 4);
      await t.database.db.execute(sql`update quote_view_marks set viewed_at = now() - interval '25 hours'`);
      expect((await view({ "user-agent": "agent-a" })).json<QuoteDetail>().views).toBe(before + 5);
      // Only signed-in readers leave visits.
      const visits = await t.database.db
        .select()
        .from(quoteVisits)
        .where(inArray(quoteVisits.userId, [owner.user.id]));
      expect(visits.map((v) => v.quoteId)).toContain(id);
    });
  });
});
