import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
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
  type Session,
} from "./helpers.ts";
import { adminUpload, wav } from "./audio-journey.ts";

const SCREENSHOTS = path.resolve("test-results", "screenshots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function approvedQuote(admin: Session, word: string): Promise<QuoteCreated> {
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `A ${word} read on the train stays with you after the tunnel.`,
      author: "Ines Calder",
      category: "wisdom",
      tags: ["journeys"],
      status: "approved",
    },
  });
}

/** Signs in through the header's Sign In button and the login dialog, as a person does. */
async function signIn(page: Page, email: string) {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const login = page.getByRole("dialog", { name: "Welcome back" });
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill("correct-horse-42");
  await login.getByRole("button", { name: "Sign In" }).click();
  await page.getByTestId("user-menu-trigger").waitFor({ state: "attached" });
  await expect.poll(() => login.count()).toBe(0);
}

/** The browser's own state: a service worker controls this page (no readiness marker of the app). */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

const memberCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("echoes-member-")));

describe("offline and installable", () => {
  const browser = useBrowser();

  it("the manifest and the worker are served as browsers expect", async () => {
    const manifest = await fetch(`${BASE_URL}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const worker = await fetch(`${BASE_URL}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
  });

  it("a member reads their bookmarks and a quote offline; a new page offline shows the offline page; another member never sees them", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word);
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();

    // Ada signs in on the home page; the service worker installs once the page is idle.
    await page.goto("/");
    await signIn(page, ada.user.email);
    await controlledByServiceWorker(page);
    // Installable, as Chromium itself judges it (the manifest, its icons, the worker).
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send("Page.getAppManifest");
    expect(manifest.url).toBe(`${BASE_URL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    // Playwright's contexts are incognito profiles, where Chromium installs nothing: that is the one refusal allowed.
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

    // She opens the quote, bookmarks it, and looks at her bookmarks.
    await page.goto(`/quote/${quote.url_slug}`);
    const bookmark = page.getByTestId("quote-detail").getByTestId("bookmark-button");
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("true");
    await page.goto("/dashboard?tab=bookmarks");
    await page.getByTestId("bookmarked-quotes").getByText(word, { exact: false }).waitFor();
    expect(await memberCaches(page)).toEqual([`echoes-member-${ada.user.id}`]);
    const keptPages = await page.evaluate(async () =>
      (await (await caches.open("echoes-pages")).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(keptPages).toEqual(expect.arrayContaining([`/quote/${quote.url_slug}`, "/dashboard"]));

    // The train enters the tunnel.
    await context.setOffline(true);
    await page.goto("/dashboard?tab=bookmarks");
    await page.getByTestId("bookmarked-quotes").getByText(word, { exact: false }).waitFor();
    expect(await page.getByTestId("user-menu-trigger").count()).toBe(1);
    await expectAccessible(page);
    await shoot(page, "offline-bookmarks");

    await page.goto(`/quote/${quote.url_slug}`);
    await page.getByTestId("quote-detail").getByText(word, { exact: false }).first().waitFor();
    await shoot(page, "offline-quote");

    // A page never opened: the offline page, which offers what is kept.
    await page.goto("/about");
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    const kept = page.getByRole("navigation", { name: "Saved on this device" });
    await kept.getByRole("link", { name: "Your bookmarks" }).waitFor();
    await kept.locator(`[data-kept-pages] a[href="/quote/${quote.url_slug}"]`).waitFor();
    await expectAccessible(page);
    await shoot(page, "offline-page");
    // On a phone, in the dark theme.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    await expectAccessible(page);
    await shoot(page, "offline-page-phone-dark");
    expectNoConsoleErrors({ allow: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/] });

    // Someone else on the same browser, signed out, offline: nothing of Ada's answers them.
    const other = await context.newPage();
    await other.goto("/");
    const anonymous = await other.evaluate(async () => {
      try {
        const answer = await fetch("/api/bookmarks");
        return answer.status;
      } catch {
        return "no answer";
      }
    });
    expect(anonymous).toBe("no answer");

    // Back online, Bea signs in in that tab: Ada's kept data is gone, and Bea's bookmarks are her own.
    await context.setOffline(false);
    const bea = await newUser("Bea");
    await other.goto("/");
    await signIn(other, bea.user.email);
    await other.goto("/dashboard?tab=bookmarks");
    await other.getByText("No bookmarks yet", { exact: false }).waitFor();
    expect(await memberCaches(other)).toEqual([`echoes-member-${bea.user.id}`]);
    await context.setOffline(true);
    await other.goto("/dashboard?tab=bookmarks");
    await other.getByText("No bookmarks yet", { exact: false }).waitFor();
    expect(await other.getByText(word, { exact: false }).count()).toBe(0);
    await context.setOffline(false);
  });

  it("plays the last Inspire playlist offline, its narration answered from the kept file", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const author = `Narrator ${uniqueWord()}`;
    const quote = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: admin.token,
      body: { text: "The road hums a tune only walkers hear.", author, category: "wisdom", status: "approved" },
    });
    const narration = await adminUpload(admin, quote.id, wav(3));
    const { page, context } = await browser.open();
    await page.goto("/");
    await controlledByServiceWorker(page);

    // A kiosk link straight into Inspire, on the narrated author's quotes.
    const kiosk = `/?authors=${encodeURIComponent(author)}&inspire=full`;
    await page.goto(kiosk);
    await expect
      .poll(() => page.locator("[data-testid=inspire-quote]").first().getAttribute("data-quote-id"))
      .toBe(quote.id);
    const keptAudio = () =>
      page.evaluate(async () => {
        const cache = await caches.open("echoes-inspire-audio");
        return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
      });
    await expect
      .poll(keptAudio, { timeout: 15_000 })
      .toEqual([`/api/quotes/${quote.id}/audio`, new URL(narration.audio_url, BASE_URL).pathname].sort());

    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.locator("[data-testid=inspire-quote]").first().getAttribute("data-quote-id"))
      .toBe(quote.id);
    await page.getByText("The road hums a tune only walkers hear.").first().waitFor();
    // The audio element asks for byte ranges: the worker answers them from the whole kept file.
    const ranged = await page.evaluate(async (url) => {
      const answer = await fetch(url, { headers: { Range: "bytes=0-99" } });
      return { status: answer.status, bytes: (await answer.arrayBuffer()).byteLength };
    }, narration.audio_url);
    expect(ranged).toEqual({ status: 206, bytes: 100 });
    await expect
      .poll(() => page.getByTestId("inspire-audio-button").getAttribute("aria-label"), { timeout: 10_000 })
      .toBe("Pause audio");
    await context.setOffline(false);
  });
});
