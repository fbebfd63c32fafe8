import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page, Request } from "playwright-core";
import type { EventList } from "#contracts/events.ts";
import {
  ADMIN,
  call,
  expectAccessible,
  newUser,
  resetLinkFromOutbox,
  settle,
  signInThroughApi,
  useBrowser,
} from "./helpers.ts";

const BANNER = "[data-testid=consent-banner]";
const SHEET = "[data-testid=privacy-settings]";
const SCREENSHOTS = path.resolve("test-results", "consent");

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("privacy_consent") ?? "null") as Record<string, unknown> | null);

/** Every POST /api/events the page makes (fetch or beacon). */
function recordEventPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/events") posts.push(request);
  });
  return posts;
}

const eventsIn = (request: Request) =>
  (JSON.parse(request.postData() ?? "{}") as { events?: { event_name: string; session_id?: string }[] }).events ?? [];

describe("privacy consent", () => {
  const browser = useBrowser();
  const firstVisit = { privacyConsent: null };

  it("is in the first paint of a first visit, inert until the page is interactive, and hidden before paint once chosen", async () => {
    // Without the app's JavaScript: the server's banner shows on a first visit, its buttons disabled.
    const first = await browser.open(firstVisit);
    await first.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await first.page.goto("/");
    const early = first.page.locator(BANNER);
    await early.waitFor({ state: "visible" });
    expect(await early.getByRole("button", { name: "Accept All" }).isDisabled()).toBe(true);
    // A stored choice hides it before the first paint, still without the app's JavaScript.
    const returning = await browser.open();
    await returning.page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await returning.page.goto("/");
    await returning.page.locator("[data-testid=quote-card]").first().waitFor();
    expect(await returning.page.locator(BANNER).isVisible()).toBe(false);
  });

  it("asks on the first visit, and Accept All persists across reloads", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(firstVisit);
    await page.goto("/");
    const banner = page.locator(BANNER);
    await banner.waitFor({ state: "visible" });
    await settle(page);
    // Floating controls rise above it rather than hide under it.
    const inspire = page.getByTestId("inspire-button");
    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    await expect
      .poll(async () => {
        const box = await inspire.boundingBox();
        return box !== null && box.y + box.height <= bannerTop;
      })
      .toBe(true);
    // Reachable by keyboard: its buttons take focus.
    await banner.getByRole("button", { name: "Accept All" }).focus();
    await page.keyboard.press("Enter");
    await banner.waitFor({ state: "detached" });
    expect(await storedConsent(page)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: true,
      version: "1.0",
      timestamp: expect.any(String) as unknown,
    });

    await page.reload();
    await settle(page);
    expect(await page.locator(BANNER).count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("stores Necessary Only, and sends no events then", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(firstVisit);
    const posts = recordEventPosts(page);
    await page.goto("/");
    await page.locator(BANNER).getByRole("button", { name: "Necessary Only" }).click();
    expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: false });
    await page.reload();
    await settle(page);
    expect(await page.locator(BANNER).count()).toBe(0);
    await page.getByRole("button", { name: "Copy quote" }).first().click();
    await page.waitForTimeout(6_000);
    await page.goto("/about");
    await settle(page);
    expect(posts).toHaveLength(0);
    expectNoConsoleErrors();
  });

  it("Customize opens the settings: the required category is locked, Save stores the choice", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(firstVisit);
    await page.goto("/");
    await page.locator(BANNER).getByRole("button", { name: "Customize" }).click();
    const sheet = page.locator(SHEET);
    await sheet.waitFor({ state: "visible" });
    await expectAccessible(page);
    for (const name of ["Strictly necessary", "Preferences", "Analytics", "Marketing"]) {
      await expect.poll(() => sheet.getByRole("switch", { name }).count()).toBe(1);
    }
    expect(await sheet.getByRole("switch", { name: "Strictly necessary" }).isDisabled()).toBe(true);
    expect(await sheet.getByRole("switch", { name: "Strictly necessary" }).getAttribute("aria-checked")).toBe("true");
    // Cookies with their duration and provider.
    await sheet.locator("[data-category=analytics] summary").click();
    const analytics = await sheet.locator("[data-category=analytics]").innerText();
    expect(analytics).toContain("_ga");
    expect(analytics).toContain("2 years");
    expect(analytics).toContain("Google");

    await sheet.getByRole("switch", { name: "Analytics" }).click();
    await sheet.getByRole("button", { name: "Save" }).click();
    await sheet.waitFor({ state: "detached" });
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false, version: "1.0" });
    await page.reload();
    await settle(page);
    expect(await page.locator(BANNER).count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("Reset in the footer's Privacy Settings clears the choice and brings the banner back", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(firstVisit);
    await page.goto("/");
    await page.locator(BANNER).getByRole("button", { name: "Necessary Only" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy Settings" }).click();
    const sheet = page.locator(SHEET);
    await sheet.waitFor({ state: "visible" });
    expect(await sheet.getByRole("switch", { name: "Analytics" }).getAttribute("aria-checked")).toBe("false");
    await Promise.all([page.waitForEvent("load"), sheet.getByRole("button", { name: "Reset" }).click()]);
    await page.locator(BANNER).waitFor({ state: "visible" });
    expect(await storedConsent(page)).toBeNull();
    expectNoConsoleErrors();
  });

  it("sends events to the server only after analytics consent", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(firstVisit);
    const posts = recordEventPosts(page);
    await page.goto("/");
    await page.locator(BANNER).waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Copy quote" }).first().click();
    await page.waitForTimeout(5_500);
    expect(posts).toHaveLength(0);

    await page.locator(BANNER).getByRole("button", { name: "Accept All" }).click();
    await page.getByRole("button", { name: "Copy quote" }).first().click();
    // The 5 s flush sends the page view and the copy.
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const sent = posts.flatMap(eventsIn);
    expect(sent.map((e) => e.event_name)).toEqual(expect.arrayContaining(["page_view", "quote_copy"]));
    const sessionId = sent[0]?.session_id;
    expect(sessionId).toEqual(expect.any(String));

    // Leaving the page sends what waits by beacon (sent as the page unloads, the browser reports no request for it:
    // the server's store shows it arrived). The service worker controls the page by now, as for any returning
    // visitor: a beacon through its fetch handler was dropped at unload.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    const second = page.getByTestId("quote-card").nth(1).getByRole("button", { name: "Copy quote" });
    await second.click();
    // Copying waits for the clipboard; the event is queued once the button says so.
    await page.getByTestId("quote-card").nth(1).locator("[data-copied]").waitFor();
    await page.goto("/about");

    // They are stored, with the session id.
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    await expect
      .poll(
        async () => {
          const stored = await call<EventList>("/api/admin/events?event_types=quote_action&limit=1000", {
            token: admin.token,
          });
          return stored.events.filter((e) => e.session_id === sessionId).length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThanOrEqual(2);
    expectNoConsoleErrors();
  });

  it("with analytics consent, a reset link's token leaves the address bar and never reaches an event", async () => {
    const member = await newUser("Reset");
    await call("/api/auth/recover", { method: "POST", body: { email: member.user.email } });
    const link = await resetLinkFromOutbox(member.user.email);
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(30);

    const { page, expectNoConsoleErrors } = await browser.open({
      privacyConsent: { analytics: true, marketing: false },
    });
    const posts = recordEventPosts(page);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await settle(page);
    expect(page.url()).not.toContain(token);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/auth/callback?type=recovery");
    expect(await page.content()).not.toContain(token);
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(token);

    // The link still works: the page kept the token in memory.
    const password = "a-new-password-42";
    await page.getByLabel("New password", { exact: true }).fill(password);
    await page.getByLabel("Confirm new password").fill(password);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await signInThroughApi(member.user.email, password);

    // The page views went out (the 5 s flush) and are stored: no event anywhere holds the token.
    const sessionId = await page.evaluate(() => sessionStorage.getItem("echoes_session_id"));
    await expect
      .poll(() => posts.flatMap(eventsIn).filter((e) => e.event_name === "page_view").length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    for (const post of posts) expect(post.postData() ?? "").not.toContain(token);
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    let stored: EventList | undefined;
    await expect
      .poll(
        async () => {
          stored = await call<EventList>("/api/admin/events?limit=1000", { token: admin.token });
          return stored.events
            .filter((e) => e.session_id === sessionId && e.event_type === "page_view")
            .map((e) => e.properties.path);
        },
        { timeout: 5_000 },
      )
      .toEqual(expect.arrayContaining(["/auth/callback", "/"]));
    expect(JSON.stringify(stored)).not.toContain(token);
    expectNoConsoleErrors();
  });

  describe.each([
    ["1280-light", { width: 1280, height: 800 }, "light"],
    ["1280-dark", { width: 1280, height: 800 }, "dark"],
    ["375-light", { width: 375, height: 760 }, "light"],
    ["375-dark", { width: 375, height: 760 }, "dark"],
  ] as const)("at %s", (name, viewport, colorScheme) => {
    it("shows the banner without hiding the page for good, and the settings sheet", async () => {
      const { page, expectNoConsoleErrors } = await browser.open({ ...firstVisit, viewport, colorScheme });
      await page.goto("/");
      const banner = page.locator(BANNER);
      await banner.waitFor({ state: "visible" });
      await settle(page);
      const box = await banner.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(viewport.height * 0.4);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `banner-${name}.png`) });
      // Scrolled to the end, the footer is above the banner, not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      const footerBottom = await page.getByRole("contentinfo").evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual((box?.y ?? 0) + 1);

      await banner.getByRole("button", { name: "Customize" }).click();
      await page.locator(SHEET).waitFor({ state: "visible" });
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(SCREENSHOTS, `sheet-${name}.png`) });
      await expectAccessible(page);
      expectNoConsoleErrors();
    });
  });
});
