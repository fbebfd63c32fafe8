import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryCount, QuoteList } from "#contracts/quotes.ts";
import { api, expectAccessible, useBrowser } from "./helpers.ts";

const CARD = "[data-testid=quote-card]";

/** Waits until the list shows its count (not its skeletons) and the network is quiet; then checks it with axe. */
async function settleList(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator("[data-testid=quote-card-skeleton]").count(), { timeout: 15_000 }).toBe(0);
  await page.getByTestId("quotes-total").waitFor({ state: "visible" });
  await expectAccessible(page);
}

/** The search parameters of the page's URL, as an object. */
function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const summary = (page: Page) => page.getByTestId("quotes-summary").innerText();
const total = (list: QuoteList) =>
  `${new Intl.NumberFormat("en-US").format(list.total)} quote${list.total === 1 ? "" : "s"}`;
const cardTexts = (page: Page) => page.locator(`${CARD} blockquote`).allInnerTexts();

describe("quote discovery", () => {
  const browser = useBrowser();
  let latest: QuoteList;
  let categories: CategoryCount[];

  beforeAll(async () => {
    latest = await api<QuoteList>("/api/quotes?limit=20");
    categories = await api<CategoryCount[]>("/api/categories");
    expect(latest.total).toBeGreaterThan(40);
  });

  it("searches with author: syntax; the URL, the chips and the list follow", async () => {
    const twain = await api<QuoteList>("/api/quotes?authors=Mark%20Twain&limit=20");
    expect(twain.total).toBeGreaterThan(0);
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);

    await page.getByRole("searchbox", { name: "Search quotes" }).fill('author:"Mark Twain"');
    await page.getByRole("searchbox", { name: "Search quotes" }).press("Enter");

    await expect.poll(() => searchOf(page)).toEqual({ authors: "Mark Twain" });
    expect(page.url()).toContain("authors=Mark+Twain");
    await settleList(page);
    await page.getByRole("list", { name: "Active filters" }).getByText("author: Mark Twain").waitFor();
    expect(await summary(page)).toBe(`${total(twain)} for author: Mark Twain`);
    const authors = await page.locator(`${CARD} figcaption`).allInnerTexts();
    expect(authors.length).toBe(Math.min(20, twain.total));
    for (const author of authors) expect(author).toContain("Mark Twain");
    // The search box keeps only what has no parameter of its own.
    expect(await page.getByRole("searchbox", { name: "Search quotes" }).inputValue()).toBe("");

    await page.getByRole("link", { name: "Remove filter author: Mark Twain" }).click();
    await expect.poll(() => searchOf(page)).toEqual({});
    await settleList(page);
    expect(await summary(page)).toBe(total(latest));
    expectNoConsoleErrors();
  });

  it("combines category and tag, survives a reload, and walks back and forward", async () => {
    const category = categories.find((c) => c.count > 30)?.name;
    if (!category) throw new Error("no large category");
    const inCategory = await api<QuoteList>(`/api/quotes?categories=${category}&limit=20`);
    const tag = inCategory.quotes.flatMap((q) => q.tags).find((t) => t !== category) ?? inCategory.quotes[0]!.tags[0]!;
    const both = await api<QuoteList>(`/api/quotes?categories=${category}&tags=${encodeURIComponent(tag)}&limit=20`);
    expect(both.total).toBeGreaterThan(0);

    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);

    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await expect.poll(() => searchOf(page)).toEqual({ categories: category });
    await settleList(page);
    expect(await summary(page)).toBe(`${total(inCategory)} for category: ${category}`);

    await page.getByRole("combobox", { name: "Add a tag" }).selectOption(tag);
    await expect.poll(() => searchOf(page)).toEqual({ categories: category, tags: tag });
    await settleList(page);
    expect(await summary(page)).toBe(`${total(both)} for category: ${category}, tag: ${tag}`);
    const filtered = await cardTexts(page);
    expect(filtered[0]).toBe(both.quotes[0]!.text);

    await page.reload();
    await settleList(page);
    expect(searchOf(page)).toEqual({ categories: category, tags: tag });
    expect(await summary(page)).toBe(`${total(both)} for category: ${category}, tag: ${tag}`);
    expect(await cardTexts(page)).toEqual(filtered);

    await page.goBack();
    await expect.poll(() => searchOf(page)).toEqual({ categories: category });
    await settleList(page);
    expect(await summary(page)).toBe(`${total(inCategory)} for category: ${category}`);

    await page.goBack();
    await expect.poll(() => searchOf(page)).toEqual({});
    await settleList(page);
    expect(await summary(page)).toBe(total(latest));

    await page.goForward();
    await expect.poll(() => searchOf(page)).toEqual({ categories: category });
    await settleList(page);
    expect(await summary(page)).toBe(`${total(inCategory)} for category: ${category}`);
    expectNoConsoleErrors();
  });

  it("switches grid and list and the display modes; the display mode persists", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);
    const firstCard = page.locator(CARD).first();
    expect(await firstCard.getAttribute("data-layout")).toBe("grid");
    expect(await firstCard.getAttribute("data-display")).toBe("standard");
    await firstCard.getByTestId("quote-category").waitFor();

    await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click();
    await expect.poll(() => searchOf(page)).toEqual({ view: "list" });
    // The cards are laid out anew in the frames after the one that shows the pressed button.
    await expect.poll(() => firstCard.getAttribute("data-layout")).toBe("list");
    const [listWidth, pageWidth] = await Promise.all([
      firstCard.evaluate((el) => el.getBoundingClientRect().width),
      page.getByTestId("quote-list").evaluate((el) => el.getBoundingClientRect().width),
    ]);
    expect(listWidth).toBe(pageWidth);

    const display = page.getByRole("group", { name: "Display" });
    await display.getByRole("link", { name: "Clean" }).click();
    await expect.poll(() => searchOf(page)).toEqual({ view: "list", display: "clean" });
    await expect.poll(() => firstCard.getAttribute("data-display")).toBe("clean");
    expect(await firstCard.getByTestId("quote-category").count()).toBe(0);

    await display.getByRole("link", { name: "Full" }).click();
    await expect.poll(() => searchOf(page)).toEqual({ view: "list", display: "full" });
    await expect.poll(() => firstCard.getAttribute("data-display")).toBe("full");
    await firstCard.locator("time").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("quote-view-mode"))).toBe("full");

    await page.reload();
    await settleList(page);
    expect(await page.locator(CARD).first().getAttribute("data-layout")).toBe("list");
    expect(await page.locator(CARD).first().getAttribute("data-display")).toBe("full");

    // Without display in the URL, the stored mode applies; the view is the URL's alone.
    await page.goto("/");
    await settleList(page);
    expect(await page.locator(CARD).first().getAttribute("data-layout")).toBe("grid");
    expect(await page.locator(CARD).first().getAttribute("data-display")).toBe("full");
    expect(await display.getByRole("link", { name: "Full" }).getAttribute("aria-current")).toBe("true");
    expectNoConsoleErrors();
  });

  it("clicking a tag on a card filters the list, and tags accumulate", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);
    // The newest quotes may come from other journeys, without tags: the first card that has some.
    const card = page
      .locator(CARD)
      .filter({ has: page.getByRole("list", { name: "Tags" }) })
      .first();
    const tag = (await card.getByRole("list", { name: "Tags" }).getByRole("link").first().innerText()).trim();
    const tagged = await api<QuoteList>(`/api/quotes?tags=${encodeURIComponent(tag)}&limit=20`);

    await card.getByRole("list", { name: "Tags" }).getByRole("link", { name: tag, exact: true }).click();
    await expect.poll(() => searchOf(page)).toEqual({ tags: tag });
    await settleList(page);
    expect(await summary(page)).toBe(`${total(tagged)} for tag: ${tag}`);

    // Clicking the same tag again adds no duplicate.
    const again = page.locator(CARD).first().getByRole("link", { name: tag, exact: true });
    if ((await again.count()) > 0) {
      await again.click();
      await page.waitForLoadState("networkidle");
      expect(searchOf(page)).toEqual({ tags: tag });
    }
    // The author leads to their page (docs/product/attribution.md), not to a filter.
    const author = page.locator(`${CARD} cite`).first().getByRole("link");
    const href = await author.getAttribute("href");
    expect(href).toMatch(/^\/author\/[\w%-]+$/);
    await author.click();
    await page.waitForURL((url) => url.pathname === href);
    expectNoConsoleErrors();
  });

  it("loads 20 more with Load more, and going back from a quote keeps the list and its scroll position", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);
    expect(await page.locator(CARD).count()).toBe(20);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect.poll(() => page.locator(CARD).count()).toBeGreaterThanOrEqual(40);
    const texts = await cardTexts(page);
    expect(new Set(texts).size).toBe(texts.length);
    await page
      .getByTestId("quotes-progress")
      .getByText(/^Showing \d+ of /)
      .waitFor();

    const card = page.locator(`${CARD} blockquote a`).nth(30);
    await card.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    // Past "Load more", further pages arrive by themselves as the end of the list nears.
    const loaded = await page.locator(CARD).count();
    await card.click();
    await page.getByTestId("quote-detail").waitFor();
    await expectAccessible(page);
    await page.goBack();
    await page.locator(CARD).nth(30).waitFor();
    expect(await page.locator(CARD).count()).toBeGreaterThanOrEqual(Math.max(40, loaded));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 100);
    expectNoConsoleErrors();
  });

  it("puts the filters in a sheet on a phone", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width: 375, height: 800 } });
    await page.goto("/");
    await settleList(page);
    expect(await page.getByTestId("quote-filters").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("combobox", { name: "Category" }).waitFor();
    await expectAccessible(page);
    await sheet.getByRole("combobox", { name: "Category" }).selectOption("love");
    await expect.poll(() => searchOf(page)).toEqual({ categories: "love" });
    await sheet.getByRole("button", { name: "Show results" }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await settleList(page);
    expect(await summary(page)).toMatch(/ for category: love$/);
    await page
      .getByRole("button", { name: /^Filters/ })
      .getByText("1")
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNoConsoleErrors();
  });

  it("opens a quote's page by slug and by id, with its title set", async () => {
    const quote = latest.quotes[2]!;
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settleList(page);
    await page.locator(`${CARD} blockquote a`).nth(2).click();
    await page.waitForURL(`**/quote/${quote.url_slug}`);
    await page.getByTestId("quote-detail").waitFor();
    await expect.poll(() => page.title()).toMatch(/^“.+” — .+ \| Echoes$/);
    expect(await page.title()).toContain(`” — ${quote.author} | Echoes`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(quote.author);
    expect(await page.getByTestId("quote-detail").locator("blockquote").innerText()).toBe(quote.text);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);

    await page.goto(`/quote/id/${quote.id}`);
    await page.getByTestId("quote-detail").waitFor();
    await expect.poll(() => page.title()).toContain(`” — ${quote.author} | Echoes`);

    // The author leads to their page.
    await page.getByTestId("quote-detail").locator("cite").getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/author/${quote.author_slug}`);
    expectNoConsoleErrors();
  });

  it("shows Quote not found for an unknown slug, with a way home", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/quote/there-is-no-such-quote-anywhere");
    await page.getByRole("heading", { name: "Quote not found" }).waitFor();
    await expect.poll(() => page.title()).toBe("Quote not found | Echoes");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Browse all quotes" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await settleList(page);
    // The API answers 404 for the unknown slug; Chromium logs that as a failed resource.
    expectNoConsoleErrors({ allow: [/Failed to load resource: the server responded with a status of 404/] });
  });
});
