import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { QuoteList } from "#contracts/quotes.ts";
import { api, settle, useBrowser } from "./helpers.ts";

const QUOTE_CARD = "[data-testid=quote-card]";
const THEME_TOGGLE = 'button[aria-label="Toggle theme"]';
const NOT_FOUND_TEXT = "Page not found";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

describe("foundation", () => {
  const browser = useBrowser();
  let latest: QuoteList;

  beforeAll(async () => {
    latest = await api<QuoteList>("/api/quotes?limit=20");
    expect(latest.total).toBeGreaterThanOrEqual(20);
  });

  it("shows the seeded quotes on the home page, latest first", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    const cards = page.locator(QUOTE_CARD);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(20);

    const first = latest.quotes[0];
    if (!first) throw new Error("no quotes in the API");
    const firstCard = cards.first();
    const cardText = (await firstCard.innerText()).replace(/\s+/g, " ");
    expect(cardText).toContain(first.text.replace(/\s+/g, " ").slice(0, 60));
    expect(cardText).toContain(first.author);

    for (const card of (await cards.all()).slice(0, 20)) {
      expect((await card.innerText()).trim().length).toBeGreaterThan(10);
    }
    await settle(page);
    expectNoConsoleErrors();
  });

  describe("every route of the spec renders its page", () => {
    const routes = ["/", "/about", "/terms", "/privacy", "/dashboard", "/admin"];

    it.each(routes)("renders %s", async (route) => {
      const { page, expectNoConsoleErrors } = await browser.open();
      const res = await page.goto(route);
      expect(res?.status()).toBe(200);
      await settle(page);
      await page.getByRole("heading").first().waitFor({ state: "visible" });
      expect(await page.getByText(NOT_FOUND_TEXT).count()).toBe(0);
      expectNoConsoleErrors();
    });

    it("renders /auth/callback", async () => {
      const { page, expectNoConsoleErrors } = await browser.open();
      const res = await page.goto("/auth/callback");
      expect(res?.status()).toBe(200);
      await settle(page);
      expect((await page.locator("#root").innerText()).trim()).not.toBe("");
      expect(await page.getByText(NOT_FOUND_TEXT).count()).toBe(0);
      expectNoConsoleErrors();
    });

    it.each([
      ["/quote/{slug}", (q: QuoteList["quotes"][number]) => `/quote/${q.url_slug}`],
      ["/quote/id/{id}", (q: QuoteList["quotes"][number]) => `/quote/id/${q.id}`],
    ])("%s shows the quote", async (_name, urlOf) => {
      const quote = latest.quotes[1];
      if (!quote) throw new Error("no quotes in the API");
      const { page, expectNoConsoleErrors } = await browser.open();
      const res = await page.goto(urlOf(quote));
      expect(res?.status()).toBe(200);
      await settle(page);
      await page.getByText(quote.text.slice(0, 60)).first().waitFor({ state: "visible" });
      await page.getByText(quote.author).first().waitFor({ state: "visible" });
      expect(await page.getByText(NOT_FOUND_TEXT).count()).toBe(0);
      expectNoConsoleErrors();
    });
  });

  it("shows the not-found page for an unknown route", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await page.getByText(NOT_FOUND_TEXT).first().waitFor({ state: "visible" });
    await settle(page);
    // The document itself answers 404 on purpose; Chromium reports that as a failed resource.
    expectNoConsoleErrors({ allow: [/Failed to load resource: the server responded with a status of 404/] });
  });

  it("toggles the theme, and the choice survives a reload", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ colorScheme: "light" });
    await page.goto("/");
    await settle(page);
    expect(await isDark(page)).toBe(false);

    await page.locator(THEME_TOGGLE).first().click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await storedTheme(page)).toBe("dark");
    await page.reload();
    await settle(page);
    expect(await isDark(page)).toBe(true);

    await page.locator(THEME_TOGGLE).first().click();
    await expect.poll(() => isDark(page)).toBe(false);
    expect(await storedTheme(page)).toBe("light");
    await page.reload();
    await settle(page);
    expect(await isDark(page)).toBe(false);
    expectNoConsoleErrors();
  });

  it("follows the system colour scheme until a theme is chosen", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ colorScheme: "dark" });
    await page.goto("/about");
    await settle(page);
    expect(await storedTheme(page)).not.toBe("light");
    expect(await isDark(page)).toBe(true);
    expectNoConsoleErrors();
  });
});
