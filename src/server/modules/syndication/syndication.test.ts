import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { FEED_ENTRY_COUNT } from "#contracts/share.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

const PUBLIC_URL = "https://echoes.example";
const TRICKY = `Less <than> & "more" — it's a test: "><script>alert(1)</script>`;

interface AtomLink {
  "@_href": string;
  "@_rel"?: string;
}
interface AtomEntry {
  id: { "#text": string };
  title: { "#text": string; "@_xml:lang": string };
  link: AtomLink;
  updated: { "#text": string };
  author: { name: { "#text": string } };
  content: { "#text": string; "@_xml:lang": string };
}

describe.each(DATABASE_KINDS)("feed and embed on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let tricky: QuoteCreated;
  /** Misattributed: with the real author named, and with the real author unknown. */
  let misattributed: QuoteCreated;
  let unknownAuthor: QuoteCreated;
  /** In Hebrew, written right to left. */
  let hebrew: QuoteCreated;

  /** A published quote whose attribution a curator has marked misattributed. */
  async function misattributedQuote(text: string, author: string, actualAuthor: string | null) {
    const quote = await createQuote(t.app, admin.headers, { text, author, category: "wisdom", status: "approved" });
    await t.database.db
      .update(quotes)
      .set({
        attributionStatus: "misattributed",
        attributionActualAuthor: actualAuthor,
        attributionUpdatedAt: new Date(Date.now() + 60_000),
      })
      .where(eq(quotes.id, quote.id));
    return quote;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, env: { PUBLIC_URL } });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    // Before the feed is first made (it is cached until the next write through the API).
    unknownAuthor = await misattributedQuote(
      "The definition of insanity is doing the same thing and expecting different results.",
      "Albert Einstein",
      null,
    );
    misattributed = await misattributedQuote(
      "Well-behaved women seldom make history.",
      "Marilyn <Monroe>",
      "Laurel Thatcher Ulrich",
    );
    hebrew = await createQuote(t.app, admin.headers, {
      text: "אם אין אני לי, מי לי? וכשאני לעצמי, מה אני?",
      author: "Hillel the Elder",
      category: "wisdom",
      status: "approved",
    });
    await t.database.db.update(quotes).set({ language: "he" }).where(eq(quotes.id, hebrew.id));
    tricky = await createQuote(t.app, admin.headers, {
      text: TRICKY,
      author: "Ada <Brook> & Co",
      category: "wisdom",
      status: "approved",
    });
  });
  afterAll(() => t.close());

  describe("GET /feed.xml", () => {
    it("is a valid Atom feed of the 50 latest approved quotes with absolute links", async () => {
      const res = await t.app.inject({ method: "GET", url: "/feed.xml" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(XMLValidator.validate(res.body)).toBe(true);
      const doc = new XMLParser({ ignoreAttributes: false, textNodeName: "#text", alwaysCreateTextNode: true }).parse(
        res.body,
      ) as { feed: { "@_xmlns": string; id: { "#text": string }; updated: { "#text": string }; entry: AtomEntry[] } };
      expect(doc.feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(doc.feed.id["#text"]).toBe(`${PUBLIC_URL}/`);
      expect(Number.isNaN(Date.parse(doc.feed.updated["#text"]))).toBe(false);
      const entries = doc.feed.entry;
      expect(entries).toHaveLength(FEED_ENTRY_COUNT);
      for (const entry of entries) {
        expect(entry.link["@_href"]).toMatch(new RegExp(`^${PUBLIC_URL}/quote/[^/]+$`));
        expect(entry.id["#text"]).toBeTruthy();
        expect(entry.author.name["#text"]).toBeTruthy();
        expect(Number.isNaN(Date.parse(entry.updated["#text"]))).toBe(false);
      }
      expect(new Set(entries.map((e) => e.id["#text"])).size).toBe(FEED_ENTRY_COUNT);
      // The newest first: the quote just approved leads, its text escaped and read back unchanged.
      const first = entries[0]!;
      expect(first.link["@_href"]).toBe(`${PUBLIC_URL}/quote/${tricky.url_slug}`);
      expect(first.author.name["#text"]).toBe("Ada <Brook> & Co");
      expect(first.content["#text"]).toBe(`“${TRICKY}” — Ada <Brook> & Co`);
      expect(res.body).not.toContain("<script>");
    });

    it("says in a misattributed quote's entry who really said it, or that nobody knows", async () => {
      const res = await t.app.inject({ method: "GET", url: "/feed.xml" });
      const doc = new XMLParser({ ignoreAttributes: false, textNodeName: "#text", alwaysCreateTextNode: true }).parse(
        res.body,
      ) as { feed: { entry: AtomEntry[] } };
      const entryOf = (quote: QuoteCreated) =>
        doc.feed.entry.find((entry) => entry.link["@_href"] === `${PUBLIC_URL}/quote/${quote.url_slug}`)!;
      expect(entryOf(misattributed).content["#text"]).toBe(
        "“Well-behaved women seldom make history.”\n\nOften attributed to Marilyn <Monroe> — actually Laurel Thatcher Ulrich",
      );
      expect(entryOf(unknownAuthor).content["#text"]).toBe(
        "“The definition of insanity is doing the same thing and expecting different results.”\n\n" +
          "Often attributed to Albert Einstein — the real author is unknown",
      );
      // A changed attribution is a change of the entry.
      expect(Date.parse(entryOf(misattributed).updated["#text"])).toBeGreaterThan(Date.now());
    });

    it("gives each entry's title and text the quote's language", async () => {
      const res = await t.app.inject({ method: "GET", url: "/feed.xml" });
      const doc = new XMLParser({ ignoreAttributes: false, textNodeName: "#text", alwaysCreateTextNode: true }).parse(
        res.body,
      ) as { feed: { entry: AtomEntry[] } };
      const entryOf = (quote: QuoteCreated) =>
        doc.feed.entry.find((entry) => entry.link["@_href"] === `${PUBLIC_URL}/quote/${quote.url_slug}`)!;
      expect(entryOf(hebrew).content["@_xml:lang"]).toBe("he");
      expect(entryOf(hebrew).title["@_xml:lang"]).toBe("he");
      expect(entryOf(tricky).content["@_xml:lang"]).toBe("en");
    });

    it("leaves out quotes that are not approved", async () => {
      const pending = await createQuote(t.app, admin.headers, {
        text: "An unpublished draft of a thought, never in the feed.",
        author: "Nobody Yet",
        category: "life",
        status: "draft",
      });
      const res = await t.app.inject({ method: "GET", url: "/feed.xml" });
      expect(res.body).not.toContain(pending.url_slug);
    });
  });

  describe("GET /embed/quote/{slug}", () => {
    it("answers a card any site may frame, without cookies, linking back to the quote", async () => {
      const res = await t.app.inject({ method: "GET", url: `/embed/quote/${tricky.url_slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("frame-ancestors *");
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(res.headers["x-frame-options"]).toBeUndefined();
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(res.body).toContain(`href="${PUBLIC_URL}/quote/${tricky.url_slug}"`);
      expect(res.body).toContain('target="_blank" rel="noopener"');
      expect(res.body).toContain("prefers-color-scheme:dark");
      // The quote is text: its markup is escaped.
      expect(res.body).not.toContain("<script>");
      expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    });

    it("says of a misattributed quote who really said it, in place of the author", async () => {
      const res = await t.app.inject({ method: "GET", url: `/embed/quote/${misattributed.url_slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<cite class="misattributed">Often attributed to Marilyn &lt;Monroe&gt; — actually Laurel Thatcher Ulrich</cite>',
      );
      expect(res.body).not.toContain("— Marilyn &lt;Monroe&gt;</cite>");
      const unknown = await t.app.inject({ method: "GET", url: `/embed/quote/${unknownAuthor.url_slug}` });
      expect(unknown.body).toContain("Often attributed to Albert Einstein — the real author is unknown");
      // Other quotes name their author as before.
      const plain = await t.app.inject({ method: "GET", url: `/embed/quote/${tricky.url_slug}` });
      expect(plain.body).toContain("<cite>— Ada &lt;Brook&gt; &amp; Co</cite>");
      expect(plain.body).not.toContain("Often attributed");
    });

    it("gives the quote's text its language, and a right-to-left one its direction", async () => {
      const res = await t.app.inject({ method: "GET", url: `/embed/quote/${hebrew.url_slug}` });
      expect(res.body).toContain('<blockquote lang="he" dir="rtl"><p>');
      const english = await t.app.inject({ method: "GET", url: `/embed/quote/${tricky.url_slug}` });
      expect(english.body).toContain('<blockquote lang="en"><p>');
    });

    it("answers 404 for an unknown or unpublished quote", async () => {
      const unknown = await t.app.inject({ method: "GET", url: "/embed/quote/no-such-quote" });
      expect(unknown.statusCode).toBe(404);
      const draft = await createQuote(t.app, admin.headers, {
        text: "A draft that no other site may show.",
        author: "Nobody Yet",
        category: "life",
        status: "draft",
      });
      const hidden = await t.app.inject({ method: "GET", url: `/embed/quote/${draft.url_slug}` });
      expect(hidden.statusCode).toBe(404);
    });

    it("keeps the app's own pages unframeable", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/quotes/today" });
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    });
  });
});
