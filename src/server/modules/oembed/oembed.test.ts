import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OEMBED_MESSAGES, OembedSchema, type Oembed } from "#contracts/oembed.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";

const PUBLIC_URL = "https://echoes.example";
const TRICKY_TEXT = `Less <than> & "more" — it's a test: "><script>alert(1)</script>`;
const TRICKY_AUTHOR = `Ada "Brook" <b>&</b> Co`;
const LONG_TEXT = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ") + " and the patient end of it.";

const oembedUrl = (params: Record<string, string>) => `/api/oembed?${new URLSearchParams(params).toString()}`;
const pageUrl = (quote: QuoteCreated) => `${PUBLIC_URL}/quote/${quote.url_slug}`;
/** The iframe's attributes in an answer's html. */
const iframeOf = (html: string): Record<string, string> => {
  expect(html).toMatch(/^<iframe [^<>]*><\/iframe>$/);
  return Object.fromEntries([...html.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
};
const unescape = (value: string) =>
  value.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe.each(DATABASE_KINDS)("oEmbed on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let plain: QuoteCreated;
  let tricky: QuoteCreated;
  let long: QuoteCreated;

  const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: oembedUrl(params), headers, remoteAddress: randomClientIp() });
  const answerFor = async (params: Record<string, string>) => {
    const res = await get(params);
    expect(res.statusCode, res.body).toBe(200);
    return OembedSchema.strict().parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL, RATE_LIMIT_LISTS_PER_MIN: "5" } });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    member = await createSignedInUser(t.app, t.database.db);
    const approved = (text: string, author: string) =>
      createQuote(t.app, admin.headers, { text, author, category: "wisdom", status: "approved" });
    plain = await approved("The quiet river keeps its own counsel through the winter.", "Mara Ellis");
    tricky = await approved(TRICKY_TEXT, TRICKY_AUTHOR);
    long = await approved(LONG_TEXT, "Tomas Verdi");
  });
  afterAll(() => t.close());

  it("answers a quote page URL with an oEmbed 1.0 rich card: the embed iframe, title, author and thumbnail", async () => {
    const res = await get({ url: pageUrl(plain), format: "json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const answer = res.json<Oembed>();
    expect(answer).toMatchObject({
      version: "1.0",
      type: "rich",
      width: 560,
      title: "“The quiet river keeps its own counsel through the winter.”",
      author_name: "Mara Ellis",
      author_url: `${PUBLIC_URL}/author/mara-ellis`,
      provider_name: "Echoes",
      provider_url: `${PUBLIC_URL}/`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(answer.thumbnail_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/quote-image-png/${plain.url_slug}\\?v=[0-9a-z]+$`),
    );
    // The thumbnail is the share image, really served at the size given.
    const image = await t.app.inject({ method: "HEAD", url: answer.thumbnail_url!.slice(PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const iframe = iframeOf(answer.html);
    expect(iframe).toMatchObject({
      src: `${PUBLIC_URL}/embed/quote/${plain.url_slug}`,
      title: "Quote by Mara Ellis on Echoes",
      width: String(answer.width),
      height: String(answer.height),
    });
    expect(answer.height).toBeGreaterThanOrEqual(160);
    // The iframe's page is the embed card of that quote.
    const card = await t.app.inject({ method: "GET", url: `/embed/quote/${plain.url_slug}` });
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain(plain.text);
  });

  it("defaults to JSON, and answers every form of the page's URL: slug or id, http or https, slash, query", async () => {
    const expected = (await answerFor({ url: pageUrl(plain) })).html;
    const forms = [
      `${PUBLIC_URL}/quote/${plain.url_slug}/`,
      `${PUBLIC_URL}/quote/${plain.url_slug}?utm_source=x&v=2#top`,
      `${PUBLIC_URL}/quote/${plain.slug}`,
      `${PUBLIC_URL}/quote/id/${plain.id}`,
      `${PUBLIC_URL}/quote/id/${plain.id}/?ref=feed`,
      `http://echoes.example/quote/${plain.url_slug}`,
      `HTTPS://ECHOES.EXAMPLE:443/quote/${plain.url_slug}`,
    ];
    for (const url of forms) {
      const res = await get({ url, format: "json", maxwidth: "", maxheight: "" });
      expect(res.statusCode, url).toBe(200);
      expect(res.json<Oembed>().html, url).toBe(expected);
    }
  });

  it("escapes the author in the html and keeps title and author_name as plain text", async () => {
    const answer = await answerFor({ url: pageUrl(tricky) });
    expect(answer.html).not.toContain("<b>");
    expect(answer.html).not.toContain("<script");
    const iframe = iframeOf(answer.html);
    expect(unescape(iframe.title ?? "")).toBe(`Quote by ${TRICKY_AUTHOR} on Echoes`);
    expect(answer.author_name).toBe(TRICKY_AUTHOR);
    expect(answer.title).toBe(`“${TRICKY_TEXT}”`);
  });

  it("names the real author of a misattributed quote, or no author when nobody knows", async () => {
    const misattributed = async (actualAuthor: string | null) => {
      const quote = await createQuote(t.app, admin.headers, {
        text: `Well-behaved women seldom make history, says ${actualAuthor ?? "nobody"}.`,
        author: "Marilyn Monroe",
        category: "wisdom",
        status: "approved",
      });
      await t.database.db
        .update(quotes)
        .set({ attributionStatus: "misattributed", attributionActualAuthor: actualAuthor })
        .where(eq(quotes.id, quote.id));
      return answerFor({ url: pageUrl(quote) });
    };
    const known = await misattributed("Laurel Thatcher Ulrich");
    expect(known.author_name).toBe("Laurel Thatcher Ulrich");
    expect(known).not.toHaveProperty("author_url");
    const unknown = await misattributed(null);
    expect(unknown).not.toHaveProperty("author_name");
    expect(unknown).not.toHaveProperty("author_url");
  });

  it("honours maxwidth and maxheight as upper bounds, and leaves out a thumbnail that would not fit", async () => {
    const narrow = await answerFor({ url: pageUrl(long), maxwidth: "320" });
    expect(narrow.width).toBe(320);
    const wide = await answerFor({ url: pageUrl(long), maxwidth: "2000" });
    expect(wide.width).toBe(560);
    // A long quote needs more height, the more so in a narrow frame.
    expect(narrow.height).toBeGreaterThan(wide.height);
    expect(wide.height).toBeGreaterThan((await answerFor({ url: pageUrl(plain) })).height);
    for (const [maxwidth, maxheight] of [
      ["200", "160"],
      ["320", "200"],
      ["600", "400"],
      ["1200", "630"],
    ] as const) {
      const answer = await answerFor({ url: pageUrl(long), maxwidth, maxheight });
      expect(answer.width).toBeLessThanOrEqual(Number(maxwidth));
      expect(answer.height).toBeLessThanOrEqual(Number(maxheight));
      const iframe = iframeOf(answer.html);
      expect([iframe.width, iframe.height]).toEqual([String(answer.width), String(answer.height)]);
      const thumbnail = Number(maxwidth) >= 1200 && Number(maxheight) >= 630;
      expect(answer.thumbnail_url !== undefined, `${maxwidth}×${maxheight}`).toBe(thumbnail);
      expect(answer.thumbnail_width !== undefined).toBe(thumbnail);
      expect(answer.thumbnail_height !== undefined).toBe(thumbnail);
    }
  });

  it("refuses bounds no card fits and malformed requests with 400 and the field named", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "url"],
      [{ url: "" }, "url"],
      [{ url: "not a url" }, "url"],
      [{ url: "ftp://echoes.example/quote/x" }, "url"],
      [{ url: `${PUBLIC_URL}/quote/${"x".repeat(2100)}` }, "url"],
      [{ url: pageUrl(plain), maxwidth: "199" }, "maxwidth"],
      [{ url: pageUrl(plain), maxwidth: "wide" }, "maxwidth"],
      [{ url: pageUrl(plain), maxwidth: "300.5" }, "maxwidth"],
      [{ url: pageUrl(plain), maxheight: "-1" }, "maxheight"],
      [{ url: pageUrl(plain), maxheight: "100" }, "maxheight"],
    ];
    for (const [params, field] of cases) {
      const res = await get(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      const body = res.json<{ error: string; message: string; fields?: Record<string, string> }>();
      expect(body.fields?.[field], JSON.stringify(params)).toBeDefined();
    }
    const twice = await t.app.inject({ method: "GET", url: `/api/oembed?url=a&url=b` });
    expect(twice.statusCode).toBe(400);
  });

  it("answers 404 for an unknown quote, a hidden one, another site or another page of this one", async () => {
    const hidden = await Promise.all(
      (["draft", "pending"] as const).map((status) =>
        createQuote(t.app, member.headers, {
          text: `A ${status} thought that no other site may show.`,
          author: "Nobody Yet",
          category: "life",
          status,
        }),
      ),
    );
    const rejected = await createQuote(t.app, admin.headers, {
      text: "A rejected thought that no other site may show.",
      author: "Nobody Yet",
      category: "life",
      status: "rejected",
    });
    const urls = [
      `${PUBLIC_URL}/quote/no-such-quote`,
      `${PUBLIC_URL}/quote/id/00000000-0000-4000-8000-000000000000`,
      `${PUBLIC_URL}/quote/id/not-an-id`,
      `${PUBLIC_URL}/quote/%E0%A4%A`,
      ...[...hidden, rejected].map(pageUrl),
      `https://evil.example/quote/${plain.url_slug}`,
      `https://echoes.example.evil.example/quote/${plain.url_slug}`,
      `https://echoes.example:8443/quote/${plain.url_slug}`,
      `https://user:pass@echoes.example/quote/${plain.url_slug}`,
      `${PUBLIC_URL}/author/mara-ellis`,
      `${PUBLIC_URL}/quote/${plain.url_slug}/comments`,
      `${PUBLIC_URL}/embed/quote/${plain.url_slug}`,
      `${PUBLIC_URL}/`,
    ];
    for (const url of urls) {
      const res = await get({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: "not_found", message: OEMBED_MESSAGES.notFound });
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    // Its owner and an admin get the same answer: an embed is public.
    for (const headers of [member.headers, admin.headers]) {
      expect((await get({ url: pageUrl(hidden[0]!) }, headers)).statusCode).toBe(404);
    }
  });

  it("stops answering a quote once it is no longer published", async () => {
    const quote = await createQuote(t.app, admin.headers, {
      text: "Published for a moment, then taken back by its curator.",
      author: "Mara Ellis",
      category: "life",
      status: "approved",
    });
    expect((await get({ url: pageUrl(quote) })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/reject`,
      headers: admin.headers,
      payload: { reason: "Taken back for a check of its source." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get({ url: pageUrl(quote) })).statusCode).toBe(404);
  });

  it("answers 501 for a format it does not serve", async () => {
    for (const format of ["xml", "yaml"]) {
      const res = await get({ url: pageUrl(plain), format });
      expect(res.statusCode, format).toBe(501);
      expect(res.json()).toEqual({ error: "not_implemented", message: OEMBED_MESSAGES.formatNotImplemented });
    }
  });

  it("may be read by any site and cached; HEAD and OPTIONS answer sanely", async () => {
    const res = await get({ url: pageUrl(plain) }, { origin: "https://blog.example" });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["set-cookie"]).toBeUndefined();
    const missing = await get({ url: `${PUBLIC_URL}/quote/nothing-here` }, { origin: "https://blog.example" });
    expect(missing.headers["access-control-allow-origin"]).toBe("*");

    const head = await t.app.inject({ method: "HEAD", url: oembedUrl({ url: pageUrl(plain) }) });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toMatch(/^application\/json/);
    expect(head.headers["access-control-allow-origin"]).toBe("*");

    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: oembedUrl({ url: pageUrl(plain) }),
      headers: { origin: "https://blog.example", "access-control-request-method": "GET" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.body).toBe("");
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
    expect(preflight.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("limits the lookups one client makes that no kept answer serves, never the kept ones", async () => {
    const ip = randomClientIp();
    const from = (url: string) => t.app.inject({ method: "GET", url: oembedUrl({ url }), remoteAddress: ip });
    // A published quote once looked up is kept: asking again is free.
    for (let i = 0; i < 10; i++) expect((await from(pageUrl(plain))).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await from(`${PUBLIC_URL}/quote/unknown-${i}`)).statusCode);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    const limited = await from(`${PUBLIC_URL}/quote/unknown-more`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Kept answers still flow for that client.
    expect((await from(pageUrl(plain))).statusCode).toBe(200);
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>>;
    }>();
    const op = doc.paths["/api/oembed"]?.get;
    expect(op).toBeDefined();
    expect(op!.parameters?.map((p) => p.name).sort()).toEqual(["format", "maxheight", "maxwidth", "url"]);
    expect(Object.keys(op!.responses).sort()).toEqual(["200", "400", "404", "429", "501"]);
  });
});
