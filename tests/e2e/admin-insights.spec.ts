import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { EventList } from "#contracts/events.ts";
import {
  ADMIN,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

/** With E2E_SCREENSHOTS=<dir>, the Overview's looks are saved there to be checked by eye. */
async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `admin-overview-${name}.png`), fullPage: true });
  await page.getByTestId("insight-charts").screenshot({ path: path.join(dir, `admin-overview-${name}-charts.png`) });
}

const figure = (page: Page, label: string) =>
  page.getByTestId("range-cards").getByRole("listitem").filter({ hasText: label });
const figureValue = async (page: Page, label: string) =>
  Number((await figure(page, label).locator("span").nth(1).innerText()).replaceAll(",", ""));

describe("admin Overview", () => {
  const browser = useBrowser();

  async function openOverview(admin: Session, url = "/admin", options = {}) {
    const session = await browser.open(options);
    await useSession(session.context, admin);
    await session.page.goto(url);
    await settle(session.page);
    await session.page.getByTestId("stat-cards").getByRole("listitem").first().waitFor();
    return session;
  }

  it("shows the events a visitor and the events API sent, as figures and a chart, and passes axe", async () => {
    // A visitor who accepts analytics reads the home page and copies a quote: the app's queue sends them.
    const visitor = await browser.open({ privacyConsent: { analytics: true, marketing: false } });
    await visitor.page.goto("/");
    await settle(visitor.page);
    await visitor.page.getByRole("button", { name: "Copy quote" }).first().click();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    await expect
      .poll(
        async () => {
          const stored = await call<EventList>("/api/admin/events?limit=1000", { token: admin.token });
          return stored.events.filter((e) => e.event_name === "quote_copy").length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    visitor.expectNoConsoleErrors();

    // And shares through the events API, as the share dialog sends them.
    const session = `e2e-${uniqueWord()}`;
    await call("/api/events", {
      method: "POST",
      body: {
        events: [
          { event_name: "page_view", event_type: "page_view", session_id: session },
          {
            event_name: "quote_share",
            event_type: "quote_action",
            session_id: session,
            properties: { platform: "twitter" },
          },
          {
            event_name: "quote_share",
            event_type: "quote_action",
            session_id: session,
            properties: { platform: "email" },
          },
        ],
      },
    });
    // Stored within a second (the server writes events in bulk).
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const { page, expectNoConsoleErrors } = await openOverview(admin);
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    expect(await nav.getByRole("link").first().innerText()).toBe("Overview");
    expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Moderation" }).getAttribute("aria-current")).toBeNull();

    await figure(page, "Page views").waitFor();
    expect(await figureValue(page, "Page views")).toBeGreaterThanOrEqual(2);
    expect(await figureValue(page, "Copies")).toBeGreaterThanOrEqual(1);
    expect(await figureValue(page, "Shares")).toBeGreaterThanOrEqual(2);

    // The charts load lazily and draw the series; each has a text alternative and its figures as a table.
    const traffic = page.getByTestId("chart-traffic");
    await traffic.locator(".recharts-wrapper").waitFor();
    expect(
      await traffic.getByRole("img", { name: /^Page views and sessions per day:/ }).getAttribute("aria-label"),
    ).toMatch(/page views? in \d+ sessions?/);
    await traffic.getByText("Show the figures").click();
    const rows = traffic.getByRole("table").getByRole("row");
    expect(await rows.count()).toBe(31);
    const shares = page.getByTestId("chart-shares");
    await shares.locator(".recharts-wrapper").waitFor();
    expect(await shares.getByRole("img", { name: /^Shares by platform:/ }).getAttribute("aria-label")).toContain(
      "share",
    );
    await shares.getByText("Show the figures").click();
    expect(await shares.getByRole("table").innerText()).toContain("X (Twitter)");
    await expectAccessible(page);
    await snapshot(page, "light-1280");

    // Presets and custom days live in the URL.
    await page.getByRole("group", { name: "Date range" }).getByRole("button", { name: "7 days" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("range")).toBe("7d");
    await expect.poll(() => page.getByTestId("chart-traffic").getByRole("row").count()).toBe(8);
    await page.getByRole("button", { name: "Custom" }).click();
    await page.getByLabel("From", { exact: true }).fill("2026-03-10");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("alert").filter({ hasText: "The start date must not be after the end date." }).waitFor();
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-31");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?range=custom&from=2020-01-01&to=2020-01-31");
    // Nothing happened then: the empty state.
    await page.getByTestId("overview-empty").waitFor();
    expect(await page.getByTestId("overview-empty").innerText()).toContain("No activity between Jan 1 – Jan 31, 2020");
    await expectAccessible(page);

    // The Overview tab is current on /admin only.
    await nav.getByRole("link", { name: "Moderation" }).click();
    await page.getByTestId("status-counts").waitFor();
    expect(await nav.getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBeNull();
    expectNoConsoleErrors();
  });

  it.each([
    ["dark-1280", { colorScheme: "dark" as const, viewport: { width: 1280, height: 800 } }],
    ["dark-375", { colorScheme: "dark" as const, viewport: { width: 375, height: 760 } }],
    ["light-375", { colorScheme: "light" as const, viewport: { width: 375, height: 760 } }],
  ])("passes axe %s, without sideways scrolling", async (name, options) => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const { page, expectNoConsoleErrors } = await openOverview(admin, "/admin", options);
    await page.getByTestId("chart-traffic").locator(".recharts-wrapper").waitFor();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, name);
    expectNoConsoleErrors();
  });
});
