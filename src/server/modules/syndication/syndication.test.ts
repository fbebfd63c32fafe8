import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { FEED_ENTRY_COUNT } from "#contracts/share.ts";
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
  title: { "#text": string };
  link: AtomLink;
  updated: { "#text": string };
  author: { name: { "#text": string } };
  content: { "#text": string };
}

describe.each(DATABASE_KINDS)("feed and embed on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let tricky: QuoteCreated;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, env: { PUBLIC_URL } });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
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
