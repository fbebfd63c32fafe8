import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { SHARE_PLATFORMS, type DailyQuote } from "#contracts/share.ts";
import {
  ADMIN,
  BASE_URL,
  call,
  expectAccessible,
  newUser,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
} from "./helpers.ts";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

/** An approved quote of the admin's, unique to this run. */
async function approvedQuote(text?: string): Promise<QuoteCreated> {
  const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: text ?? `Share the ${uniqueWord()} and it comes back to you twice as bright.`,
      author: "Journey Tester",
      category: "inspiration",
      status: "approved",
    },
  });
}

async function openShareDialog(page: Page) {
  await page.getByTestId("quote-detail").getByRole("button", { name: "Share quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Share this quote" });
  await dialog.waitFor();
  return dialog;
}

describe("sharing", () => {
  const browser = useBrowser();

  it("shares a quote: tabs, a platform popup with tracking parameters, copy link, copy-only platforms", async () => {
    const quote = await approvedQuote();
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    // Platforms are other sites: answer them locally.
    await context.route(/^https:\/\/(www\.)?(facebook|twitter)\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>platform</title>" }),
    );
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);

    const dialog = await openShareDialog(page);
    expect(await dialog.getByRole("tab").allInnerTexts()).toEqual(["Share", "Preview"]);
    const platforms = dialog.getByRole("list", { name: "Share to" }).getByRole("button");
    expect(await platforms.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.platform))).toEqual([
      ...SHARE_PLATFORMS,
    ]);
    await expectAccessible(page);

    // A platform opens in a popup whose URL carries the quote's link with the tracking parameters.
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      dialog.getByRole("button", { name: "Facebook" }).click(),
    ]);
    await popup.waitForURL(/facebook\.com/);
    const shared = new URL(new URL(popup.url()).searchParams.get("u")!);
    expect(shared.pathname).toBe(`/quote/${quote.url_slug}`);
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      utm_source: "quote_share",
      utm_medium: "social",
      utm_campaign: "quote_sharing",
    });
    await popup.close();

    // Copy link: the tracked link on the clipboard, "Copied!".
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await toast(page, "Copied!").waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(
      `${BASE_URL}/quote/${quote.url_slug}?utm_source=quote_share&utm_medium=social&utm_campaign=quote_sharing`,
    );

    // TikTok has no share page: the link is copied.
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await dialog.getByRole("button", { name: /TikTok/ }).click();
    await toast(page, "Copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("utm_campaign=quote_sharing");

    // Embed code: an iframe of the embed card.
    await dialog.getByRole("button", { name: "Copy embed code" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `<iframe src="${BASE_URL}/embed/quote/${quote.url_slug}"`,
    );

    // Preview: the 1200×630 image, no Regenerate for a visitor.
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const image = dialog.getByTestId("share-preview-image");
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(630);
    expect(await dialog.getByRole("button", { name: "Regenerate" }).count()).toBe(0);
    await expectAccessible(page);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Share quote");
    expectNoConsoleErrors();
  });

  it("says native sharing is not available where the browser has none", async () => {
    const quote = await approvedQuote();
    const { page, context } = await browser.open();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const dialog = await openShareDialog(page);
    await dialog.getByRole("button", { name: "Share via your device…" }).click();
    await toast(page, "Native sharing is not available").waitFor();
  });

  it("lets the owner regenerate the preview of their quote, even before it is published", async () => {
    const ada = await newUser("Ada");
    const quote = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: ada.token,
      body: { text: `My own ${uniqueWord()} words, waiting for review.`, author: "Ada Tester", category: "life" },
    });
    expect(quote.status).toBe("pending");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const dialog = await openShareDialog(page);
    await dialog.getByRole("tab", { name: "Preview" }).click();
    const image = dialog.getByTestId("share-preview-image");
    await image.waitFor();
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await toast(page, "Preview regenerated").waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    // The server renders the page as a visitor sees it (404 for an unpublished quote); the owner's view follows.
    expectNoConsoleErrors({ allow: [/status of 404 .*\/quote\//] });
  });

  it("shows the quote of the day above the home list, in the HTML the server sends", async () => {
    const today = await call<DailyQuote>("/api/quotes/today");
    const html = await (await fetch(`${BASE_URL}/`)).text();
    expect(html).toContain('data-testid="daily-quote"');
    expect(html).toContain(today.quote.author);
    expect(html).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="http[^"]+\/feed\.xml"/,
    );

    for (const width of [1280, 375]) {
      const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width, height: 800 } });
      await page.goto("/");
      const card = page.getByTestId("daily-quote");
      const before = await card.boundingBox();
      await settle(page);
      expect(await card.getByRole("heading", { name: "Quote of the day" }).isVisible()).toBe(true);
      expect(await card.getByRole("link").first().getAttribute("href")).toBe(`/quote/${today.quote.url_slug}`);
      // Nothing moves once the page is interactive.
      expect(await card.boundingBox()).toEqual(before);
      expectNoConsoleErrors();
    }
  });

  it("serves the Atom feed and an embeddable card other sites may frame", async () => {
    const quote = await approvedQuote();
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    const feed = await page.evaluate(async () => {
      const res = await fetch("/feed.xml");
      const doc = new DOMParser().parseFromString(await res.text(), "application/xml");
      return {
        type: res.headers.get("content-type"),
        error: doc.getElementsByTagName("parsererror").length,
        namespace: doc.documentElement.namespaceURI,
        entries: doc.getElementsByTagName("entry").length,
        firstLink: doc.querySelector("entry > link")?.getAttribute("href"),
      };
    });
    expect(feed).toEqual({
      type: "application/atom+xml; charset=utf-8",
      error: 0,
      namespace: "http://www.w3.org/2005/Atom",
      entries: 50,
      firstLink: `${BASE_URL}/quote/${quote.url_slug}`,
    });

    const embed = await fetch(`${BASE_URL}/embed/quote/${quote.url_slug}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embed.headers.get("x-frame-options")).toBeNull();
    expect((await fetch(`${BASE_URL}/embed/quote/no-such-${uniqueWord()}`)).status).toBe(404);

    // Another site frames it: the card shows, its link opens the quote in a new tab.
    await page.setContent(
      `<iframe title="quote" src="${BASE_URL}/embed/quote/${quote.url_slug}" width="560" height="220"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title="quote"]');
    const link = frame.getByRole("link").first();
    await link.waitFor();
    expect(await link.innerText()).toContain(quote.text);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener");
    expectNoConsoleErrors();
  });

  it("unfurls a quote whose text looks like markup without breaking the page", async () => {
    const attack = `"><script>alert(1)</script>`;
    const quote = await approvedQuote(`Trust the ${uniqueWord()} ${attack} and nothing else.`);
    const html = await (await fetch(`${BASE_URL}/quote/${quote.url_slug}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/<meta property="og:title" content="[^"]*&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${BASE_URL}/api/quote-image-png/${quote.url_slug}\\?v=`),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');

    const { page, expectNoConsoleErrors } = await browser.open();
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    expect(await page.getByTestId("quote-detail").getByText(attack, { exact: false }).count()).toBeGreaterThan(0);
    expect(dialogs).toBe(0);
    expectNoConsoleErrors();
  });
});
