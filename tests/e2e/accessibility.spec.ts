import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import type { QuoteCreated, QuoteList } from "#contracts/quotes.ts";
import {
  ADMIN,
  api,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

// Every journey checks the screens it visits with axe (settle() and expectAccessible()). This one walks
// through the main screens, dialogs and popovers on purpose, in light and dark, on a desktop and a phone
// (the light phone layout is walked by the mobile journeys of auth and discovery).
const VARIANTS: Array<[string, BrowserContextOptions]> = [
  ["light, desktop", { colorScheme: "light", viewport: { width: 1280, height: 800 } }],
  ["dark, desktop", { colorScheme: "dark", viewport: { width: 1280, height: 800 } }],
  ["dark, 375 px", { colorScheme: "dark", viewport: { width: 375, height: 760 } }],
];

const isPhone = (options: BrowserContextOptions) => (options.viewport?.width ?? 1280) < 768;

/** Opens a dialog (or popover acting as one) with `open`, waits for it and checks the screen. */
async function checkDialog(page: Page, name: string, open: () => Promise<void>) {
  await open();
  await page.getByRole("dialog", { name }).waitFor();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole("dialog", { name }).count()).toBe(0);
}

/** Clicks the header's button `name` on a desktop, or the menu sheet's on a phone. */
async function fromHeader(page: Page, phone: boolean, name: string) {
  if (phone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name }).click();
  }
}

describe.each(VARIANTS)("accessibility (%s)", (_variant, options) => {
  const browser = useBrowser();
  const phone = isPhone(options);
  let quote: QuoteList["quotes"][number];
  let member: Session;
  let admin: Session;

  beforeAll(async () => {
    const latest = await api<QuoteList>("/api/quotes?limit=1");
    if (!latest.quotes[0]) throw new Error("no quotes in the API");
    quote = latest.quotes[0];
    // A member with a pending quote: a row on their dashboard and an item in the admin's queue.
    const email = `axe.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    await call("/api/auth/signup", {
      method: "POST",
      body: { email, password: "correct-horse-42", firstname: "Alice", lastname: "Axe" },
    });
    member = await signInThroughApi(email, "correct-horse-42");
    await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: member.token,
      body: { text: "Accessibility is a promise kept to every reader.", author: "Alice Axe", category: "wisdom" },
    });
    admin = await signInThroughApi(ADMIN.email, ADMIN.password);
  });

  it("the public pages and the sign-in and register dialogs pass axe", async () => {
    const { page, expectNoConsoleErrors } = await browser.open(options);
    await page.goto("/");
    await page.getByTestId("quote-card").first().waitFor();
    await settle(page);
    if (phone) {
      await checkDialog(page, "Menu", () => page.getByRole("button", { name: "Open menu" }).click());
      await checkDialog(page, "Filters", () => page.getByRole("button", { name: "Filters" }).click());
    }
    await checkDialog(page, "Create your account", () => fromHeader(page, phone, "Get Started"));
    await checkDialog(page, "Welcome back", () => fromHeader(page, phone, "Sign In"));
    await checkDialog(page, "Submit a quote", () => fromHeader(page, phone, "Submit Quote"));

    await page.goto(`/quote/${quote.url_slug}`);
    await page.getByTestId("quote-detail").waitFor();
    await settle(page);

    await page.goto("/about");
    await settle(page);

    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await page.getByText("Page not found").first().waitFor();
    await settle(page);
    expectNoConsoleErrors({ allow: [/Failed to load resource: the server responded with a status of 404/] });
  });

  it("the member's dashboard, theme editor, session timer and submit dialog pass axe", async () => {
    const { page, context, expectNoConsoleErrors } = await browser.open(options);
    await useSession(context, member);
    await page.goto("/dashboard");
    await page.getByTestId("submission").first().waitFor();
    await settle(page);

    await checkDialog(page, "Submit a quote", () =>
      page.getByRole("main").getByRole("button", { name: "Submit Quote" }).click(),
    );
    await checkDialog(page, "Theme colours", async () => {
      if (phone) await fromHeader(page, phone, "Theme colours");
      else await page.getByTestId("theme-editor-button").click();
      await page.getByRole("dialog", { name: "Theme colours" }).getByText("Custom colour").waitFor();
    });
    await checkDialog(page, "Session Active", () => page.getByTestId("session-timer").click());
    if (phone) {
      await checkDialog(page, "Menu", () => page.getByRole("button", { name: "Open menu" }).click());
    } else {
      await page.getByTestId("user-menu-trigger").click();
      await page.getByRole("menu").waitFor();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
    }
    await checkDialog(page, "Edit profile", async () => {
      if (phone) {
        await fromHeader(page, phone, "Edit Profile");
      } else {
        await page.getByTestId("user-menu-trigger").click();
        await page.getByRole("menuitem", { name: "Edit Profile" }).click();
      }
    });
    expectNoConsoleErrors();
  });

  it("the admin page, its reject dialog and the theme editor pass axe", async () => {
    const { page, context, expectNoConsoleErrors } = await browser.open(options);
    await useSession(context, admin);
    await page.goto("/admin/moderation");
    await page.getByTestId("status-counts").waitFor();
    await page.getByTestId("queue-item").first().waitFor();
    await settle(page);

    await checkDialog(page, "Reject this quote?", () =>
      page
        .getByTestId("queue-item")
        .first()
        .getByRole("button", { name: /^Reject/ })
        .click(),
    );
    await checkDialog(page, "Edit quote", async () => {
      await page.getByTestId("queue-item").first().getByRole("button", { name: /^Edit/ }).click();
      await page.getByRole("dialog", { name: "Edit quote" }).getByLabel("Quote", { exact: true }).waitFor();
    });
    await checkDialog(page, "Theme colours", async () => {
      if (phone) await fromHeader(page, phone, "Theme colours");
      else await page.getByTestId("theme-editor-button").click();
      await page.getByRole("dialog", { name: "Theme colours" }).getByText("Custom colour").waitFor();
    });
    expectNoConsoleErrors();
  });
});
