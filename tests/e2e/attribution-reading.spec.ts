import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AttributionHistory } from "#contracts/attribution.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import {
  ADMIN,
  api,
  BASE_URL,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  type Session,
} from "./helpers.ts";

const CARD = "[data-testid=quote-card]";

/** The search parameters of the page's URL, as an object. */
const searchOf = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

/** The texts of the cards the list shows once it has settled. */
async function cardTexts(page: Page) {
  await settle(page);
  await expect.poll(() => page.locator("[data-testid=quote-card-skeleton]").count()).toBe(0);
  return page.locator(`${CARD} blockquote`).allInnerTexts();
}

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Reading attribution (docs/product/attribution.md): the badges and words on cards and quote pages, the sources and
 * the history, and filtering lists by attribution from the controls and the search box. The quotes are this
 * journey's own, their attribution set by the admin through the API as a curator would.
 */
describe("reading attribution", () => {
  const browser = useBrowser();
  let admin: Session;
  let word: string;
  let author: string;
  let verified: QuoteCreated;
  let disputed: QuoteCreated;
  let misattributed: QuoteCreated;
  let plain: QuoteCreated;

  beforeAll(async () => {
    admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    word = uniqueWord();
    author = `Wren ${word[0]!.toUpperCase()}${word.slice(1)}`;
    const approved = (text: string) =>
      call<QuoteCreated>("/api/quotes", {
        method: "POST",
        token: admin.token,
        body: { text, author, category: "wisdom", tags: [word], status: "approved" },
      });
    const attribute = (quote: QuoteCreated, body: object) =>
      call(`/api/quotes/${quote.id}/attribution`, { method: "PATCH", token: admin.token, body });
    plain = await approved(`Plain words about ${word}: said often, never checked.`);
    verified = await approved(`Checked words about ${word}: the diary of 1911 holds them.`);
    disputed = await approved(`Doubtful words about ${word}: two accounts disagree.`);
    misattributed = await approved(`Borrowed words about ${word}: someone else wrote them first.`);
    await attribute(verified, {
      status: "verified",
      sources: [{ name: "The 1911 diary", type: "book", publication_date: "1911", location: "p. 42" }],
    });
    await attribute(disputed, { status: "disputed", note: "Two memoirs give different speakers." });
    await attribute(misattributed, {
      status: "misattributed",
      actual_author: "Odile Marchetti",
      earliest_date: "1952",
      note: "The line is in a newspaper column of 1952, long before it was credited to this author.",
      sources: [
        {
          name: "The Evening Column",
          type: "article",
          author: "Odile Marchetti",
          publication_date: "1952-03-14",
          url: "https://example.org/evening-column-1952",
          location: "p. 3",
        },
        { name: "A later anthology", type: "book", publication_date: "1990" },
      ],
    });
  });

  it("filters the list by attribution with the Attribution control; cards carry their badges", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?tags=${word}`);
    expect((await cardTexts(page)).length).toBe(4);
    // Every card says how sure the catalogue is; only the merely attributed one carries no badge.
    const badgeOf = (text: string) =>
      page.locator(CARD).filter({ hasText: text }).getByTestId("attribution-badge").allInnerTexts();
    expect(await badgeOf(verified.text)).toEqual(["Verified"]);
    expect(await badgeOf(disputed.text)).toEqual(["Disputed"]);
    expect(await badgeOf(misattributed.text)).toEqual(["Misattributed"]);
    expect(await badgeOf(plain.text)).toEqual([]);
    const badge = page.locator(CARD).filter({ hasText: verified.text }).getByTestId("attribution-badge");
    expect(await badge.getAttribute("aria-label")).toBe("Verified: a primary source is cited");

    await page.getByRole("combobox", { name: "Attribution" }).selectOption("misattributed");
    await expect.poll(() => searchOf(page)).toEqual({ tags: word, attribution: "misattributed" });
    await page.getByRole("list", { name: "Active filters" }).getByText("attribution: misattributed").waitFor();
    expect(await cardTexts(page)).toEqual([misattributed.text]);
    const card = page.locator(CARD).first();
    expect(await card.getByTestId("misattribution").innerText()).toBe(
      `Often attributed to ${author} — actually Odile Marchetti`,
    );

    // Removing the chip brings the others back.
    await page.getByRole("link", { name: "Remove filter attribution: misattributed" }).click();
    await expect.poll(() => searchOf(page)).toEqual({ tags: word });
    expect((await cardTexts(page)).length).toBe(4);
    expectNoConsoleErrors();
  });

  it("filters by is: typed in the search box, which becomes a chip beside the others", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search quotes" });
    await box.fill(`is:verified is:disputed tag:${word}`);
    await box.press("Enter");
    await expect.poll(() => searchOf(page)).toEqual({ tags: word, attribution: "verified,disputed" });
    expect((await cardTexts(page)).sort()).toEqual([disputed.text, verified.text].sort());
    const chips = await page.getByRole("list", { name: "Active filters" }).getByRole("listitem").allInnerTexts();
    expect(chips.map((chip) => chip.trim())).toEqual([
      `tag: ${word}`,
      "attribution: verified",
      "attribution: disputed",
    ]);
    // The box keeps only what has no parameter of its own.
    expect(await box.inputValue()).toBe("");

    // A reload reads the same list from the URL.
    await page.reload();
    expect((await cardTexts(page)).sort()).toEqual([disputed.text, verified.text].sort());
    expectNoConsoleErrors();
  });

  it("shows a misattributed quote's badge, who really said it, its sources and its history", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?tags=${word}&attribution=misattributed`);
    // No wait for the app: a click before it has taken over is held and replayed.
    await page.getByRole("link", { name: misattributed.text }).click();
    await page.waitForURL((url) => url.pathname === `/quote/${misattributed.url_slug}`);
    const detail = page.getByTestId("quote-detail");
    const caption = detail.locator("figcaption");
    await caption
      .getByRole("img", { name: "Misattributed: the named author did not say it" })
      .waitFor({ state: "visible" });
    expect(await caption.getByTestId("misattribution").innerText()).toBe(
      `Often attributed to ${author} — actually Odile Marchetti`,
    );

    const sources = page.getByRole("region", { name: "Sources" });
    expect(await sources.getByTestId("attribution-summary").innerText()).toContain("The named author did not say it.");
    expect(await sources.innerText()).toContain("Earliest known: 1952");
    expect(await sources.innerText()).toContain("long before it was credited to this author");
    const items = sources.getByTestId("quote-source");
    expect(await items.count()).toBe(2);
    const primary = items.first();
    expect(await primary.getByRole("link", { name: /The Evening Column/ }).getAttribute("href")).toBe(
      "https://example.org/evening-column-1952",
    );
    expect(await primary.innerText()).toContain("Primary source");
    expect(await primary.innerText()).toContain("Article · Odile Marchetti · March 14, 1952 · p. 3");
    expect(await items.nth(1).innerText()).toContain("A later anthology");

    // The history loads when asked for.
    const expected = await api<AttributionHistory>(`/api/quotes/${misattributed.id}/attribution-history`);
    expect(expected.history.length).toBeGreaterThan(0);
    const history = page.getByRole("region", { name: "Attribution history" });
    await history.getByRole("button", { name: "Show history" }).click();
    const change = history.getByTestId("attribution-change").first();
    await change.waitFor();
    expect(await change.innerText()).toContain("Misattributed");
    expect(await change.innerText()).toContain(`by ${expected.history[0]!.curator!.display_name}`);
    expect(await history.getByRole("button", { name: "Hide history" }).getAttribute("aria-expanded")).toBe("true");
    await settle(page);

    // A visitor who wants to suggest a correction is asked to sign in first.
    await history.getByRole("button", { name: "Suggest a correction" }).click();
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    expect(await history.getByRole("button", { name: "Edit attribution" }).count()).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // The author's name leads to their page.
    await caption.getByRole("link", { name: author }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/author/"));
    await settle(page);
    expectNoConsoleErrors();
  });

  it("is in the HTML the server sends: the badge, the words and the sources", async () => {
    const res = await fetch(`${BASE_URL}/quote/${misattributed.url_slug}`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toContain('aria-label="Misattributed: the named author did not say it"');
    expect(body).toContain(`Often attributed to ${escaped(author)} — actually Odile Marchetti`);
    expect(body).toContain("The Evening Column");
    expect(body).toContain("Show history");
  });

  it("on a phone, filters from the Filters sheet; cards and the quote page fit the screen, in the dark too", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({
      viewport: { width: 375, height: 800 },
      colorScheme: "dark",
    });
    await page.goto(`/?tags=${word}`);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByTestId("mobile-filters");
    await sheet.getByRole("combobox", { name: "Attribution" }).selectOption("verified");
    await expect.poll(() => searchOf(page)).toEqual({ tags: word, attribution: "verified" });
    await expectAccessible(page);
    await sheet.getByRole("button", { name: "Show results" }).click();
    await sheet.waitFor({ state: "hidden" });
    expect(await cardTexts(page)).toEqual([verified.text]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto(`/quote/${misattributed.url_slug}`);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNoConsoleErrors();
  });
});
