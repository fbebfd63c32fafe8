import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Oembed } from "#contracts/oembed.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
/** The built client and its server-side renderer, once `npm run build` has run (as page-csp.test.ts uses them). */
const builtClient = path.join(root, "dist", "client");
const hasBuild = fs.existsSync(path.join(root, "dist", "server", "entry-server.js"));

const PUBLIC_URL = "https://echoes.example";
const DISCOVERY = /<link rel="alternate" type="application\/json\+oembed" href="([^"]*)" title="([^"]*)"/;

describe.runIf(hasBuild).each(DATABASE_KINDS)("oEmbed discovery in server-rendered quote pages on %s", (kind) => {
  let t: TestApp;
  let quote: QuoteCreated;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL, CLIENT_DIR: builtClient } });
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    quote = await createQuote(t.app, admin.headers, {
      text: `Discovery test: a "quoted" <b>bold</b> & honest line.`,
      author: "Ada & Brook",
      category: "wisdom",
      status: "approved",
    });
  });
  afterAll(() => t.close());

  it("puts the discovery link, escaped, in the head the server sends, for the slug and the id pages alike", async () => {
    for (const page of [`/quote/${quote.url_slug}`, `/quote/id/${quote.id}`]) {
      const res = await t.app.inject({ method: "GET", url: page });
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      const [, href = "", title = ""] = DISCOVERY.exec(head) ?? [];
      // The page's canonical URL, percent-encoded, and the format; `&` written as `&amp;` in the attribute.
      expect(href, page).toBe(
        `${PUBLIC_URL}/api/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/quote/${quote.url_slug}`)}&amp;format=json`,
      );
      expect(title).toContain("&quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; honest");
      expect(title).toContain("Ada &amp; Brook");

      // What it names answers this very quote.
      const answer = await t.app.inject({ method: "GET", url: href.replaceAll("&amp;", "&").slice(PUBLIC_URL.length) });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<Oembed>().html).toContain(`src="${PUBLIC_URL}/embed/quote/${quote.url_slug}"`);
    }
  });

  it("is not on pages that show no quote", async () => {
    for (const page of ["/", "/about", "/quote/no-such-quote"]) {
      const res = await t.app.inject({ method: "GET", url: page });
      expect(res.body, page).not.toContain("json+oembed");
    }
  });
});
