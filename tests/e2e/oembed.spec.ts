import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Oembed } from "#contracts/oembed.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import {
  ADMIN,
  BASE_URL,
  call,
  expectAccessible,
  newUser,
  signInThroughApi,
  uniqueWord,
  useBrowser,
} from "./helpers.ts";

/**
 * Another site, as an editor that embeds a pasted link works: its page asks Echoes' oEmbed endpoint (cross-origin,
 * from the browser) and puts the answer's html into itself.
 */
const CONSUMER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head>
<body><main><h1>A blog post</h1><p>As someone once said:</p><div id="embed"></div><p id="status">waiting</p></main>
<script>
  const endpoint = new URLSearchParams(location.search).get("oembed");
  fetch(endpoint)
    .then((res) => res.json())
    .then((answer) => {
      document.getElementById("embed").innerHTML = answer.html;
      document.getElementById("status").textContent = "embedded " + answer.width + "x" + answer.height;
    })
    .catch((error) => (document.getElementById("status").textContent = "failed: " + error));
</script></body></html>`;

/** A member's quote, approved by the admin. */
async function publishedQuote(text: string): Promise<QuoteCreated> {
  const member = await newUser("Olive");
  const quote = await call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: member.token,
    body: { text, author: "Olive Tester", category: "inspiration", status: "pending" },
  });
  const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
  await call(`/api/quotes/${quote.id}/approve`, { method: "POST", token: admin.token });
  return quote;
}

describe("oEmbed", () => {
  const browser = useBrowser();
  let consumer: http.Server;
  /** The other site's origin: another host name and port than the server under test. */
  let consumerOrigin: string;

  beforeAll(async () => {
    consumer = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(CONSUMER_PAGE);
    });
    await new Promise<void>((resolve) => consumer.listen(0, "127.0.0.1", resolve));
    consumerOrigin = `http://localhost:${(consumer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => consumer.close(() => resolve())));

  it("discovers a quote page's oEmbed answer and embeds the quote's card on another site", async () => {
    const word = uniqueWord();
    const text =
      `Patience with ${word} is a quiet kind of courage: it keeps the door open long after the noise has left, ` +
      "and it lets the slow good things arrive in their own time.";
    const quote = await publishedQuote(text);
    const { page, expectNoConsoleErrors } = await browser.open();

    // A person pastes the quote's link; the editor reads the page's head for its oEmbed answer.
    await page.goto(`/quote/${quote.url_slug}`);
    const discovery = page.locator('head link[rel="alternate"][type="application/json+oembed"]');
    const href = await discovery.getAttribute("href");
    expect(href).toBe(
      `${BASE_URL}/api/oembed?url=${encodeURIComponent(`${BASE_URL}/quote/${quote.url_slug}`)}&format=json`,
    );
    expect(await discovery.getAttribute("title")).toContain(quote.author);

    const res = await fetch(href!);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Oembed;
    expect(answer).toMatchObject({ version: "1.0", type: "rich", author_name: "Olive Tester", width: 560 });
    expect(answer.html).toContain(`src="${BASE_URL}/embed/quote/${quote.url_slug}"`);

    // The other site asks for a narrower card from its own page, and shows it.
    const narrow = `${href}&maxwidth=360&maxheight=600`;
    // Another site: none of Echoes' stored choices (the consent record) are set up in it.
    const blog = await browser.open({ privacyConsent: null });
    await blog.page.goto(`${consumerOrigin}/?oembed=${encodeURIComponent(narrow)}`);
    await expect.poll(() => blog.page.locator("#status").textContent()).toMatch(/^embedded 360x\d+$/);
    const frame = blog.page.frameLocator(`iframe[title="Quote by Olive Tester on Echoes"]`);
    const link = frame.getByRole("link", { name: new RegExp(word) });
    await link.waitFor();
    expect(await link.innerText()).toContain(text);
    expect(await frame.locator("cite").innerText()).toBe("— Olive Tester");

    // The frame is as large as the answer said, and the whole quote fits it without scrolling.
    const iframe = blog.page.locator("#embed iframe");
    const box = await iframe.boundingBox();
    const [, height] = /^embedded 360x(\d+)$/.exec((await blog.page.locator("#status").textContent()) ?? "") ?? [];
    expect(box).toMatchObject({ width: 360, height: Number(height) });
    const quoteBox = await frame
      .locator("blockquote")
      .evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(quoteBox.scroll).toBeLessThanOrEqual(quoteBox.client);
    await blog.page.screenshot({ path: "test-results/oembed-consumer.png" });

    expectNoConsoleErrors();
    blog.expectNoConsoleErrors();
  });

  it("serves an embed card with no accessibility findings, in light and dark", async () => {
    const quote = await publishedQuote(`Kindness to ${uniqueWord()} costs nothing and is worth the whole day.`);
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, expectNoConsoleErrors } = await browser.open({
        colorScheme,
        viewport: { width: 375, height: 220 },
      });
      await page.goto(`/embed/quote/${quote.url_slug}`);
      await expectAccessible(page);
      // Not even moderate ones: the card is the page's main landmark, under a heading.
      const violations = await page.evaluate(async () => {
        const results = await window.axe!.run(document, { resultTypes: ["violations"] });
        return results.violations.map((violation) => `${violation.id} (${violation.impact})`);
      });
      expect(violations).toEqual([]);
      expect(await page.getByRole("main").count()).toBe(1);
      expect(await page.getByRole("heading", { level: 1, name: "Quote by Olive Tester on Echoes" }).count()).toBe(1);
      await page.screenshot({ path: `test-results/oembed-card-${colorScheme}.png` });
      expectNoConsoleErrors();
    }
  });
});
