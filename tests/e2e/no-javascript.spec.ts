import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CategoryCount, QuoteList } from "#contracts/quotes.ts";
import { api, BASE_URL, useBrowser } from "./helpers.ts";

const CARD = "[data-testid=quote-card]";

/**
 * The search parameters of the page's URL, as an object. A GET form sends its empty fields too (`tags=`), which
 * the server reads as absent: they are left out here.
 */
const searchOf = (page: Page): Record<string, string> =>
  Object.fromEntries([...new URL(page.url()).searchParams].filter(([, value]) => value !== ""));
const list = (page: Page) => page.getByTestId("quote-list");
const count = (n: number) => `${new Intl.NumberFormat("en-US").format(n)} quote${n === 1 ? "" : "s"}`;

/** Clicks and waits for the page the click navigates to (a full load: there is no JavaScript). */
async function follow(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForNavigation(), click()]);
}

// Every control that navigates the home list is a link or a GET form the server answers, so the list works with
// JavaScript off (and before the app has started). None of these tests waits for the app: there is none.
describe("the home list without JavaScript", () => {
  const browser = useBrowser();
  let latest: QuoteList;
  let category: CategoryCount;

  beforeAll(async () => {
    latest = await api<QuoteList>("/api/quotes?limit=20");
    expect(latest.total).toBeGreaterThan(40);
    const categories = await api<CategoryCount[]>("/api/categories");
    const found = categories.find((c) => c.count > 1);
    if (!found) throw new Error("no category with quotes");
    category = found;
  });

  it("switches view and display, sorts, filters, clears, pages, searches and opens Inspire", async () => {
    const { page } = await browser.open({ javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.locator(CARD).count()).toBe(20);
    expect(await list(page).getAttribute("data-view")).toBe("grid");

    // View: a link to ?view=list.
    await follow(page, () => page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).click());
    expect(searchOf(page)).toEqual({ view: "list" });
    expect(await list(page).getAttribute("data-view")).toBe("list");
    expect(
      await page.getByRole("group", { name: "View" }).getByRole("link", { name: "List" }).getAttribute("aria-current"),
    ).toBe("true");

    // Display: a link to ?display=clean, which the server also keeps as the visitor's cookie.
    const display = page.getByRole("group", { name: "Display" });
    await follow(page, () => display.getByRole("link", { name: "Clean" }).click());
    expect(searchOf(page)).toEqual({ view: "list", display: "clean" });
    expect(await list(page).getAttribute("data-display")).toBe("clean");
    expect(await page.locator(CARD).first().getByTestId("quote-category").count()).toBe(0);

    // Sort: the filter form's select, applied with its Apply button (shown only without JavaScript).
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("popular");
    await follow(page, () => page.getByRole("button", { name: "Apply" }).click());
    expect(searchOf(page)).toEqual({ sort: "popular", view: "list", display: "clean" });
    expect(await page.locator("#quotes-heading").innerText()).toBe("Most popular quotes");
    const popular = await api<QuoteList>("/api/quotes?sort=popular&limit=20");
    expect(await page.locator(`${CARD} blockquote`).first().innerText()).toContain(popular.quotes[0]?.text ?? "");

    // Filter: a category, the rest of the state carried along.
    await page.getByRole("combobox", { name: "Category" }).selectOption(category.name);
    await follow(page, () => page.getByRole("button", { name: "Apply" }).click());
    expect(searchOf(page)).toMatchObject({
      categories: category.name,
      sort: "popular",
      view: "list",
      display: "clean",
    });
    expect(await page.getByTestId("quotes-summary").innerText()).toBe(
      `${count(category.count)} for category: ${category.name}`,
    );
    expect(await page.getByRole("list", { name: "Active filters" }).getByRole("listitem").count()).toBe(1);

    // Clear it: the chip's link, then the same with Clear filters after adding it back.
    await follow(page, () => page.getByRole("link", { name: `Remove filter category: ${category.name}` }).click());
    expect(searchOf(page)).toEqual({ sort: "popular", view: "list", display: "clean" });
    await page.getByRole("combobox", { name: "Category" }).selectOption(category.name);
    await follow(page, () => page.getByRole("button", { name: "Apply" }).click());
    await follow(page, () => page.getByRole("link", { name: "Clear filters" }).click());
    expect(searchOf(page)).toEqual({ sort: "popular", view: "list", display: "clean" });
    expect(await page.getByTestId("quotes-total").innerText()).toBe(count(popular.total));

    // Display back to standard, then the next page: Load more links to ?page=2, at the list's heading.
    await follow(page, () => display.getByRole("link", { name: "Standard" }).click());
    expect(await list(page).getAttribute("data-display")).toBe("standard");
    await follow(page, () => page.getByRole("link", { name: "Load more" }).click());
    expect(searchOf(page)).toEqual({ sort: "popular", view: "list", display: "standard", page: "2" });
    expect(new URL(page.url()).hash).toBe("#quotes-heading");
    expect(await page.getByTestId("quotes-progress").innerText()).toBe(`Showing 21–40 of ${count(popular.total)}`);
    const second = await api<QuoteList>("/api/quotes?sort=popular&limit=20&offset=20");
    expect(await page.locator(`${CARD} blockquote`).first().innerText()).toContain(second.quotes[0]?.text ?? "");

    // Search: a GET form; the text goes to q, the order and view stay, the page starts again.
    const word = latest.quotes[0]?.author ?? "";
    await page.getByRole("searchbox", { name: "Search quotes" }).fill(`author:"${word}"`);
    await follow(page, () => page.getByRole("button", { name: "Search" }).click());
    expect(searchOf(page)).toMatchObject({ q: `author:"${word}"`, sort: "popular", view: "list" });
    expect(searchOf(page).page).toBeUndefined();
    expect(await page.getByTestId("quotes-summary").innerText()).toContain(`for author: ${word}`);
    for (const author of await page.locator(`${CARD} figcaption`).allInnerTexts()) expect(author).toContain(word);

    // Inspire: a kiosk link to this list; without JavaScript it says so and links back.
    await follow(page, () => page.getByTestId("inspire-button").click());
    expect(searchOf(page)).toMatchObject({ inspire: "full", sort: "popular" });
    const screen = page.getByTestId("inspire-loading-screen");
    await screen.getByText("Inspire mode needs JavaScript to rotate quotes.").waitFor();
    await follow(page, () => screen.getByRole("link", { name: "Back to the quotes" }).click());
    expect(searchOf(page).inspire).toBeUndefined();
    expect(await page.getByTestId("inspire-loading-screen").count()).toBe(0);
  });

  it("keeps the display mode chosen by a link for later visits", async () => {
    const { page } = await browser.open({ javaScriptEnabled: false });
    await page.goto("/?display=full");
    await page.goto("/");
    expect(await list(page).getAttribute("data-display")).toBe("full");
    await follow(page, () =>
      page.getByRole("group", { name: "Display" }).getByRole("link", { name: "Standard" }).click(),
    );
    await page.goto("/");
    expect(await list(page).getAttribute("data-display")).toBe("standard");
  });

  it("offers the filters in a disclosure on a phone", async () => {
    const { page } = await browser.open({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    await page.goto("/");
    // The app's sheet button cannot open anything here: it is hidden, the disclosure is shown instead.
    expect(await page.getByRole("button", { name: /^Filters/ }).isVisible()).toBe(false);
    const filters = page.getByTestId("nojs-filters");
    await filters.locator("summary").click();
    await filters.getByRole("combobox", { name: "Category" }).selectOption(category.name);
    await follow(page, () => filters.getByRole("button", { name: "Apply" }).click());
    expect(searchOf(page)).toMatchObject({ categories: category.name });
    expect(await page.getByTestId("quotes-summary").innerText()).toBe(
      `${count(category.count)} for category: ${category.name}`,
    );
  });

  it("answers odd list URLs with the page, never an error", async () => {
    for (const query of [
      "?page=abc&view=table&display=huge&sort=random&status=draft",
      "?page=0",
      "?page=99999",
      "?page=2&page=3",
      "?tags=&categories=,,&authors=%20",
    ]) {
      const res = await fetch(`${BASE_URL}/${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.text(), query).toContain('data-testid="quote-list"');
    }
    // A page past the end of the list says so and links back to the first.
    const { page } = await browser.open({ javaScriptEnabled: false });
    const last = Math.min(51, Math.ceil(latest.total / 20) + 1);
    if (last * 20 - 20 < latest.total) return;
    await page.goto(`/?page=${last}`);
    await follow(page, () => page.getByRole("link", { name: "Back to the first page" }).click());
    expect(searchOf(page)).toEqual({});
    expect(await page.locator(CARD).count()).toBe(20);
  });
});
