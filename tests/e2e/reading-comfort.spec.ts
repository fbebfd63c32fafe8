import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { LEGEND_DISPLAY_MS } from "#contracts/constants.ts";
import { ADMIN, expectAccessible, settle, signInThroughApi, useBrowser, useSession } from "./helpers.ts";

const QUOTE_TEXT = "[data-testid=quote-card] [data-testid=quote-text]";
const quoteFontSize = (page: Page) =>
  page
    .locator(QUOTE_TEXT)
    .first()
    .evaluate((element) => getComputedStyle(element).fontSize);

/** Records, before any script of the app runs, the quote text size the server's HTML paints with. */
async function recordFirstPaintSize(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const text = document.querySelector("[data-testid=quote-card] [data-testid=quote-text]");
      (window as unknown as { __firstSize?: string }).__firstSize = text ? getComputedStyle(text).fontSize : "none";
    });
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

describe("reading comfort, icon legend and debug mode", () => {
  const browser = useBrowser();

  it("the font size popover sizes quote text, and the size survives a reload without a layout shift", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await recordFirstPaintSize(page);
    await page.goto("/");
    await settle(page);
    expect(await quoteFontSize(page)).toBe("18px"); // medium: text-lg

    await page.getByTestId("font-size-button").click();
    const popover = page.getByTestId("font-size-popover");
    await popover.waitFor({ state: "visible" });
    await expectAccessible(page);
    expect(await popover.getByRole("radio", { name: "Medium" }).getAttribute("aria-checked")).toBe("true");
    await popover.getByRole("radio", { name: "Extra large" }).click();
    await expect.poll(() => quoteFontSize(page)).toBe("24px"); // text-2xl
    expect(await page.evaluate(() => localStorage.getItem("font-size"))).toBe("extra-large");
    await page.keyboard.press("Escape");

    await page.reload();
    await settle(page);
    // Painted at the chosen size from the server's HTML on, before the app's scripts ran.
    expect(await page.evaluate(() => (window as unknown as { __firstSize?: string }).__firstSize)).toBe("24px");
    expect(await quoteFontSize(page)).toBe("24px");
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

    await page.getByTestId("font-size-button").click();
    await page.getByTestId("font-size-popover").getByRole("radio", { name: "Small" }).click();
    await expect.poll(() => quoteFontSize(page)).toBe("16px"); // text-base
    expectNoConsoleErrors();
  });

  it("the mobile menu carries theme, text size, theme colours and Inspire", async () => {
    const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width: 375, height: 740 } });
    await page.goto("/");
    await settle(page);
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await menu.waitFor({ state: "visible" });
    await expectAccessible(page);
    for (const name of ["Dark theme", "Theme colours", "Inspire mode"]) {
      expect(await menu.getByRole("button", { name }).count()).toBe(1);
    }
    await menu.getByRole("radio", { name: "Large", exact: true }).click();
    await expect.poll(() => quoteFontSize(page)).toBe("20px"); // text-xl
    await menu.getByRole("button", { name: "Inspire mode" }).click();
    await page.getByTestId("inspire-full").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("inspire-full").count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("the icon legend slides out pinned, closes on an outside click, and unpinned shows for 5 s", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    const legend = page.getByTestId("icon-legend");
    // The panel comes with the tab's first use.
    expect(await legend.count()).toBe(0);
    await page.getByTestId("legend-tab").click();
    await expect.poll(() => legend.getAttribute("data-state")).toBe("open");
    await legend.getByText("Bookmark (filled when saved)").waitFor({ state: "visible" });
    await expectAccessible(page);
    expect(await page.getByTestId("legend-pin").getAttribute("aria-pressed")).toBe("true");
    await page.waitForTimeout(5_500);
    expect(await legend.getAttribute("data-state")).toBe("open");

    await page.getByRole("heading", { level: 1 }).click({ position: { x: 600, y: 10 }, force: true });
    await expect.poll(() => legend.getAttribute("data-state")).toBe("closed");

    await page.getByTestId("legend-tab").click();
    await expect.poll(() => legend.getAttribute("data-state")).toBe("open");
    // Unpinned, it closes by itself LEGEND_DISPLAY_MS (5 s) after the click. Timed in the page, from the click on
    // the pin (before the app's handler starts the timer) to the panel's closing, so a slow test runner cannot
    // blur it: a timer never fires early, and a loaded machine makes it late by far less than seconds.
    await legend.evaluate((panel) => {
      const marks = window as unknown as { __unpinnedAt?: number; __closedAt?: number };
      const pin = panel.querySelector("[data-testid=legend-pin]")!;
      pin.addEventListener("click", () => (marks.__unpinnedAt = performance.now()), { once: true });
      new MutationObserver((_, observer) => {
        if (panel.getAttribute("data-state") !== "closed") return;
        marks.__closedAt = performance.now();
        observer.disconnect();
      }).observe(panel, { attributes: true, attributeFilter: ["data-state"] });
    });
    await page.getByTestId("legend-pin").click();
    expect(await page.getByTestId("legend-pin").getAttribute("aria-pressed")).toBe("false");
    expect(await legend.getAttribute("data-state")).toBe("open");
    await expect.poll(() => legend.getAttribute("data-state"), { timeout: LEGEND_DISPLAY_MS + 10_000 }).toBe("closed");
    const shown = await page.evaluate(() => {
      const marks = window as unknown as { __unpinnedAt?: number; __closedAt?: number };
      return marks.__closedAt! - marks.__unpinnedAt!;
    });
    expect(shown).toBeGreaterThanOrEqual(LEGEND_DISPLAY_MS);
    expect(shown).toBeLessThan(LEGEND_DISPLAY_MS + 5_000);

    await page.goto("/?clean=true");
    await settle(page);
    expect(await page.getByTestId("legend-tab").count()).toBe(0);
    expect(await page.getByTestId("icon-legend").count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("debug mode: on with ?debugmode=true for the session, off with debugmode=false, toggled by Ctrl+Shift+D", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/?debugmode=true");
    await settle(page);
    await page.getByTestId("debug-badge").waitFor({ state: "visible" });
    const strip = page.getByTestId("quote-debug").first();
    await strip.waitFor({ state: "visible" });
    expect(await strip.getByTestId("quote-debug-id").innerText()).toMatch(/^[0-9a-f-]{36}$/);
    expect(await strip.getByTestId("quote-debug-status").innerText()).toBe("approved");
    expect(await strip.getByTestId("quote-debug-views").innerText()).toMatch(/^\d+$/);
    // The debug data is for admins: a visitor sees where it lives, with nothing to open.
    expect(await strip.getByTestId("quote-debug-path").innerText()).toContain("/api/debug/quote/");
    expect(await strip.getByTestId("quote-debug-link").count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("debugMode"))).toBe("true");
    await expectAccessible(page);

    // A session flag: still on on the next page.
    await page.goto("/about");
    await settle(page);
    await page.getByTestId("debug-badge").waitFor({ state: "visible" });

    await page.goto("/?debugmode=false");
    await settle(page);
    await expect.poll(() => page.getByTestId("debug-badge").count()).toBe(0);
    expect(await page.getByTestId("quote-debug").count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("debugMode"))).toBeNull();

    await page.keyboard.press("Control+Shift+D");
    await page.getByTestId("debug-badge").waitFor({ state: "visible" });
    expect(await page.evaluate(() => localStorage.getItem("debugMode"))).toBe("true");
    await page.goto("/about");
    await settle(page);
    await page.getByTestId("debug-badge").waitFor({ state: "visible" });
    await page.keyboard.press("Control+Shift+D");
    await expect.poll(() => page.getByTestId("debug-badge").count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("debugMode"))).toBeNull();
    expectNoConsoleErrors();
  });

  it("an admin sees the Admin badge and, in debug mode, a card's debug data", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto("/?debugmode=true");
    await settle(page);
    await page.getByTestId("admin-badge").waitFor({ state: "visible" });
    const strip = page.getByTestId("quote-debug").first();
    await strip.getByTestId("quote-debug-link").click();
    const data = strip.getByTestId("quote-debug-data");
    await expect.poll(() => data.innerText(), { timeout: 10_000 }).toContain('"counters"');
    expect(await data.innerText()).toContain('"mismatches"');
    await expectAccessible(page);
    expectNoConsoleErrors();
  });
});
