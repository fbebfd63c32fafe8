import { beforeAll, describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import type { QuoteList } from "#contracts/quotes.ts";
import { api, useBrowser } from "./helpers.ts";
import { PRIMARY_CONTROLS } from "./primary-controls.ts";

/** Slows the page's CPU as a mid-range phone's is. */
async function throttle(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Holds the app's JavaScript back while the server-rendered page is on screen: the page is painted, and nothing
 * of the app runs until `release()`.
 */
async function holdTheApp(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

describe("interactive from the first paint", () => {
  const browser = useBrowser();
  let quotePath = "";

  beforeAll(async () => {
    const list = await api<QuoteList>("/api/quotes?limit=1");
    quotePath = `/quote/${list.quotes[0]!.url_slug}`;
  });

  it.each(PRIMARY_CONTROLS.map((control) => [control.name, control] as const))(
    "%s works when used the moment it is painted, at 4× CPU slowdown",
    async (_name, control) => {
      const { page, expectNoConsoleErrors } = await browser.open();
      await throttle(page, 4);
      await page.goto(control.page === "home" ? "/" : quotePath, { waitUntil: "commit" });
      await control.act(page);
      await expect.poll(() => page.evaluate(control.effect), { timeout: 20_000 }).not.toBe(false);
      expectNoConsoleErrors();
    },
  );

  it("a click before the app has started is marked as pending, then takes effect once it has", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const app = await holdTheApp(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true });
    await signIn.click();
    expect(await hydrated(page)).toBe(false);
    expect(await page.locator("html[data-input-pending]").count()).toBe(1);
    const mark = page.locator(".early-input-pending");
    expect(await mark.count()).toBe(1);
    const [markBox, buttonBox] = [await mark.boundingBox(), await signIn.boundingBox()];
    expect(markBox).toEqual(buttonBox);
    expect(await page.getByRole("dialog").count()).toBe(0);

    await app.release();
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    expect(await page.locator(".early-input-pending").count()).toBe(0);
    expect(await page.locator("html[data-input-pending]").count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("text typed and keys pressed before the app has started reach it in order", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const app = await holdTheApp(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search quotes" });
    await box.fill("wisdom");
    await box.press("Enter");
    // The theme toggle, then the list view: both wait for the app, then apply in that order.
    await page.getByRole("banner").getByRole("button", { name: "Toggle theme" }).click();
    expect(await hydrated(page)).toBe(false);

    await app.release();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("wisdom");
    expect(await box.inputValue()).toBe("wisdom");
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expectNoConsoleErrors();
  });

  it("the app's window events sent before it has started are honoured once it has", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const app = await holdTheApp(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("openAuthModal", { detail: "register" })));
    await app.release();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    expectNoConsoleErrors();
  });

  it("a page scrolled before the app has started stays where the visitor scrolled it", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    const app = await holdTheApp(page);
    // A filtered list, as a shared link opens it: its chips push the first quote below the fold.
    await page.goto("/?tags=motivation", { waitUntil: "domcontentloaded" });
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(400);
    await app.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The router's own restoration runs on its first render, just after: give it a few frames to act.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // Nothing is clicked after this wait: a click at first paint on such a list is attribution-reading.spec's.
    expect(await page.evaluate(() => scrollY)).toBe(400);
    expectNoConsoleErrors();
  });

  it("should the app fail to load, nothing stays marked as pending and links still work", async () => {
    const { page } = await browser.open();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("banner").getByRole("button", { name: "Toggle theme" }).click();
    await expect.poll(() => page.locator("html[data-input-pending]").count()).toBe(0);
    const first = page.getByRole("main").locator('a[href^="/quote/"]').first();
    const href = await first.getAttribute("href");
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator(".early-input-pending").count()).toBe(0);
  });
});
