import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import type { QuoteCreated } from "#contracts/quotes.ts";
import {
  ADMIN,
  call,
  expectAccessible,
  newUser,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

const SCREENSHOTS = path.resolve("test-results", "screenshots");

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

/** An approved quote of its own, found on the home page by its unique word. */
async function approvedQuote(admin: Session, word: string): Promise<QuoteCreated> {
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `A ${word} kept close is a lantern for the long road home.`,
      author: "Maren Holt",
      category: "inspiration",
      tags: ["journeys"],
      status: "approved",
    },
  });
}

const cardOf = (page: Page, word: string) => page.getByTestId("quote-card").filter({ hasText: word });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

describe("bookmarks and reactions", () => {
  const browser = useBrowser();

  it("an anonymous visitor's bookmark or reaction opens the sign-in dialog", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    const card = page.getByTestId("quote-card").first();
    await card.getByTestId("bookmark-button").click();
    const dialog = page.getByRole("dialog", { name: "Welcome back" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    // The summary opens the picker with its counts (keyboard too); choosing asks to sign in.
    await card.getByTestId("reaction-summary").focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("group", { name: "Reactions" });
    await picker.waitFor();
    expect(await picker.getByRole("button").count()).toBe(8);
    await expectAccessible(page);
    await picker.getByRole("button", { name: /^Like/ }).click();
    await dialog.waitFor();
    expectNoConsoleErrors();
  });

  it("a user bookmarks and reacts at once; it survives a reload, and a failed call rolls back", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word);
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto(`/?q=${word}`);
    await settle(page);
    const card = cardOf(page, word);
    const bookmark = card.getByTestId("bookmark-button");
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("false");

    // Bookmark: pressed before the server answers (its answer is held back here), then confirmed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/bookmarks", async (route) => {
      await held;
      await route.continue();
    });
    await bookmark.click();
    // The server's answer is still held: whatever shows now is the optimistic update (it lands with the next render).
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("true");
    expect(await bookmark.innerText()).toContain("1");
    release();
    await toast(page, "Bookmark added").waitFor();
    await page.unroute("**/api/bookmarks");

    // React through the picker.
    await card.getByTestId("reaction-summary").click();
    await page.getByRole("group", { name: "Reactions" }).getByRole("button", { name: "Inspiring 0" }).click();
    await expect.poll(() => card.getByTestId("reaction-summary").getAttribute("data-mine")).toBe("inspiring");
    expect(await card.getByRole("button", { name: "Reactions: 1 reaction, yours: Inspiring" }).count()).toBe(1);
    await page.waitForLoadState("networkidle");

    // Both survive a reload.
    await page.reload();
    await settle(page);
    await expect
      .poll(() => cardOf(page, word).getByTestId("bookmark-button").getAttribute("aria-pressed"))
      .toBe("true");
    await expect
      .poll(() => cardOf(page, word).getByTestId("reaction-summary").getAttribute("data-mine"))
      .toBe("inspiring");

    // The server fails: the change shows, then goes back, with the spec's toasts.
    await page.route(`**/api/bookmarks/${quote.id}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x","message":"down"}' }),
    );
    await cardOf(page, word).getByTestId("bookmark-button").click();
    await toast(page, "Failed to remove bookmark").waitFor();
    expect(await cardOf(page, word).getByTestId("bookmark-button").getAttribute("aria-pressed")).toBe("true");
    await page.route(`**/api/quotes/${quote.id}/reactions`, (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"x","message":"down"}' }),
    );
    await cardOf(page, word).getByTestId("reaction-summary").click();
    await page.getByRole("group", { name: "Reactions" }).getByRole("button", { name: "Funny 0" }).click();
    await toast(page, "Failed to update reaction. Please try again.").waitFor();
    expect(await cardOf(page, word).getByTestId("reaction-summary").getAttribute("data-mine")).toBe("inspiring");
    await page.unrouteAll();

    // The server kept exactly what succeeded.
    const summary = await call<{ reactions: Record<string, number>; userReaction: string | null }>(
      `/api/quotes/${quote.id}/reactions`,
      { token: ada.token },
    );
    expect(summary.userReaction).toBe("inspiring");
    expect(summary.reactions.inspiring).toBe(1);
    expect(summary.reactions.funny).toBe(0);

    // The quote's page shows the same, with the eight reactions in a row.
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const detail = page.getByTestId("quote-detail");
    await expect
      .poll(() => detail.getByRole("button", { name: "Inspiring 1" }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(await detail.getByTestId("bookmark-button").getAttribute("aria-pressed")).toBe("true");
    // Changing the reaction there replaces the old one.
    await detail.getByRole("button", { name: "Powerful 0" }).click();
    expect(await detail.getByRole("button", { name: "Inspiring 0" }).getAttribute("aria-pressed")).toBe("false");
    expect(await detail.getByRole("button", { name: "Powerful 1" }).getAttribute("aria-pressed")).toBe("true");
    await page.waitForLoadState("networkidle");
    expectNoConsoleErrors({ allow: [/status of 50[03]/] });
  });

  it("the dashboard's Bookmarks and Reactions tabs list them", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word);
    const ada = await newUser("Ada");
    await call("/api/bookmarks", { method: "POST", token: ada.token, body: { quote_id: quote.id } });
    await call(`/api/quotes/${quote.id}/reactions`, {
      method: "POST",
      token: ada.token,
      body: { reaction_type: "thoughtful" },
    });
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto("/dashboard");
    await settle(page);
    await page.getByRole("tab", { name: "Bookmarks" }).click();
    await page.getByTestId("bookmarked-quotes").getByText(word, { exact: false }).waitFor();
    expect(page.url()).toContain("tab=bookmarks");
    await expectAccessible(page);
    await page.getByRole("tab", { name: "Reactions" }).click();
    const reacted = page.getByTestId("reacted-quotes");
    await reacted.getByText(word, { exact: false }).waitFor();
    expect(await reacted.getByText("Thoughtful").count()).toBe(1);
    await page.getByRole("tab", { name: "Visited" }).click();
    await page.getByTestId("visited-empty").waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors();
  });

  const looks: [string, BrowserContextOptions][] = [
    ["light-1280", { colorScheme: "light", viewport: { width: 1280, height: 800 } }],
    ["dark-1280", { colorScheme: "dark", viewport: { width: 1280, height: 800 } }],
    ["light-375", { colorScheme: "light", viewport: { width: 375, height: 760 } }],
    ["dark-375", { colorScheme: "dark", viewport: { width: 375, height: 760 } }],
  ];

  it.each(looks)("looks finished (%s)", async (name, options) => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word);
    const ada = await newUser("Ada");
    await call("/api/bookmarks", { method: "POST", token: ada.token, body: { quote_id: quote.id } });
    for (const type of ["inspiring", "powerful"]) {
      const other = await newUser("Bea");
      await call(`/api/quotes/${quote.id}/reactions`, {
        method: "POST",
        token: other.token,
        body: { reaction_type: type },
      });
    }
    await call(`/api/quotes/${quote.id}/reactions`, {
      method: "POST",
      token: ada.token,
      body: { reaction_type: "inspiring" },
    });
    const { page, context, expectNoConsoleErrors } = await browser.open(options);
    await useSession(context, ada);
    await page.goto("/");
    await settle(page);
    await shoot(page, `engagement-home-${name}`);
    await page.goto(`/?q=${word}`);
    await settle(page);
    await expect
      .poll(() => cardOf(page, word).getByTestId("reaction-summary").getAttribute("data-mine"))
      .toBe("inspiring");
    await cardOf(page, word).getByTestId("reaction-summary").click();
    await page.getByRole("group", { name: "Reactions" }).waitFor();
    await expectAccessible(page);
    await shoot(page, `engagement-picker-${name}`);
    await page.keyboard.press("Escape");
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    await expect
      .poll(() => page.getByTestId("quote-detail").getByTestId("bookmark-button").getAttribute("aria-pressed"))
      .toBe("true");
    await shoot(page, `engagement-quote-${name}`);
    await page.goto("/dashboard?tab=bookmarks");
    await settle(page);
    await page.getByTestId("bookmarked-quotes").waitFor();
    await shoot(page, `engagement-dashboard-${name}`);
    expectNoConsoleErrors();
  });
});
