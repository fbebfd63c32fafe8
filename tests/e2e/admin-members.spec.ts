import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { QuoteCreated } from "#contracts/quotes.ts";
import type { Report } from "#contracts/reports.ts";
import {
  ADMIN,
  BASE_URL,
  call,
  newUser,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

async function approvedQuote(admin: Session, word: string): Promise<QuoteCreated> {
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `A garden of ${word} grows in patience, not in haste.`,
      author: "Ada Tester",
      category: "wisdom",
      status: "approved",
    },
  });
}

const TABS = [
  { path: "/admin/reports", tab: "Reports", heading: "Reports" },
  { path: "/admin/comments", tab: "Comments", heading: "Comments" },
  { path: "/admin/users", tab: "Users", heading: "Users" },
  { path: "/admin/audit", tab: "Audit log", heading: "Audit log" },
] as const;

describe("admin: members, comments, reports and the audit log", () => {
  const browser = useBrowser();

  it("opens the Reports, Comments, Users and Audit log tabs by URL, light and dark, on a phone too", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    for (const colorScheme of ["light", "dark"] as const) {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 740 },
      ]) {
        const { page, context, expectNoConsoleErrors } = await browser.open({ colorScheme, viewport });
        await useSession(context, admin);
        for (const { path, tab, heading } of TABS) {
          await page.goto(path);
          await settle(page);
          await page.getByRole("heading", { level: 2, name: heading, exact: true }).waitFor();
          const nav = page.getByRole("navigation", { name: "Admin sections" });
          expect(await nav.getByRole("link", { name: tab, exact: true }).getAttribute("aria-current")).toBe("page");
          // Nothing wider than the screen (the tab bar scrolls inside itself).
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
        }
        expectNoConsoleErrors();
      }
    }
  });

  it("disables a user, who is signed out on their next action and cannot sign in; the audit log says so", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const victim = await newUser("Dora");
    const quote = await approvedQuote(admin, uniqueWord());

    const own = await browser.open();
    await useSession(own.context, victim);
    await own.page.goto(`/quote/${quote.url_slug}`);
    await settle(own.page);
    await own.page.getByRole("button", { name: "Sign In" }).first().waitFor({ state: "detached" });

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto(`/admin/users?q=${encodeURIComponent(victim.user.email)}`);
    await settle(page);
    const row = page.getByTestId("member-row").filter({ hasText: victim.user.email });
    await row.getByText("Active").waitFor();
    await row.getByRole("button", { name: "Actions for Dora Tester" }).click();
    await page.getByRole("menuitem", { name: "Disable account" }).click();
    const dialog = page.getByTestId("disable-member-dialog");
    await dialog.getByText("signed out on every device").waitFor();
    await settle(page);
    await dialog.getByRole("button", { name: "Disable account" }).click();
    await toast(page, "User disabled").waitFor();
    await row.getByText("Disabled").waitFor();

    // The member's next action (a bookmark) is refused: their browser drops the session and shows Sign In.
    await own.page.getByTestId("bookmark-button").first().click();
    await own.page.getByRole("button", { name: "Sign In" }).first().waitFor();
    expect(await own.page.evaluate(() => sessionStorage.getItem("auth_token"))).toBeNull();

    const refused = await fetch(`${BASE_URL}/api/auth/signin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: victim.user.email, password: "correct-horse-42" }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "This account has been disabled. Please contact an administrator.",
    );

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
    await settle(page);
    await page
      .getByTestId("audit-entry")
      .filter({ hasText: "disabled Dora Tester" })
      .filter({ hasText: "Dora Tester" })
      .first()
      .waitFor();

    // Enable again: the row says so.
    await page.goto(`/admin/users?q=${encodeURIComponent(victim.user.email)}`);
    await row.getByRole("button", { name: "Actions for Dora Tester" }).click();
    await page.getByRole("menuitem", { name: "Enable account" }).click();
    await toast(page, "User enabled").waitFor();
    await row.getByText("Active").waitFor();

    // Deleting asks first, stating what happens to their content (checked, then cancelled).
    await row.getByRole("button", { name: "Actions for Dora Tester" }).click();
    await page.getByRole("menuitem", { name: "Delete account…" }).click();
    const deleteDialog = page.getByTestId("delete-member-dialog");
    await deleteDialog.getByText("Their approved quotes stay published without a name.").waitFor();
    await settle(page);
    await deleteDialog.getByRole("button", { name: "Cancel" }).click();
    await deleteDialog.waitFor({ state: "detached" });
    expectNoConsoleErrors();
    own.expectNoConsoleErrors({ allow: [/401/] });
  });

  it("resolves a report with a note, and jumps to the reported quote", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const quote = await approvedQuote(admin, word);
    const reporter = await newUser("Rita");
    await call<Report>(`/api/quotes/${quote.id}/reports`, {
      method: "POST",
      token: reporter.token,
      body: { reason: "misinformation", description: `Not by Ada (${word})` },
    });

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto("/admin/reports");
    await settle(page);
    const card = page.getByTestId("report-card").filter({ hasText: word });
    await card.getByText("Misinformation").waitFor();
    await card.getByText("by Rita Tester").waitFor();
    expect(await card.getByRole("link", { name: "View quote" }).getAttribute("href")).toBe(`/quote/${quote.url_slug}`);

    await card.getByRole("button", { name: "Resolve" }).click();
    const dialog = page.getByTestId("report-decision-dialog");
    await dialog.getByLabel(/Note/).fill("Attribution corrected");
    await settle(page);
    await dialog.getByRole("button", { name: "Resolve" }).click();
    await toast(page, "Report resolved").waitFor();
    await expect.poll(() => card.count()).toBe(0);

    await page.getByRole("button", { name: "Resolved", exact: true }).click();
    await settle(page);
    await card.getByText("Attribution corrected").waitFor();
    expect(page.url()).toContain("status=resolved");

    await card.getByRole("link", { name: "View quote" }).click();
    await page.waitForURL(`**/quote/${quote.url_slug}`);
    await page.getByText(`A garden of ${word}`).first().waitFor();
    expectNoConsoleErrors();
  });

  it("finds and deletes a comment; the audit log lists it", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const quote = await approvedQuote(admin, word);
    const talker = await newUser("Tess");
    await call(`/api/quotes/${quote.id}/comments`, {
      method: "POST",
      token: talker.token,
      body: { content: `Buy cheap ${word} now!!!` },
    });

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto("/admin/comments");
    await settle(page);
    await page.getByRole("searchbox", { name: "Search comments by text or author" }).fill(word);
    await page.waitForURL(`**/admin/comments?q=${word}`);
    const item = page.getByTestId("admin-comment").filter({ hasText: `Buy cheap ${word} now!!!` });
    await item.getByText("Tess Tester").waitFor();
    // The new comment also heads the unfiltered list: wait for the search's answer.
    await expect.poll(() => page.getByTestId("admin-comment").count()).toBe(1);
    expect(await item.getByRole("link").getAttribute("href")).toBe(`/quote/${quote.url_slug}`);

    await item.getByRole("button", { name: "Delete Tess Tester's comment" }).click();
    const dialog = page.getByTestId("delete-comment-dialog");
    await dialog.getByText("Tess Tester's comment will be removed for good").waitFor();
    await settle(page);
    await dialog.getByRole("button", { name: "Delete comment" }).click();
    await toast(page, "Comment deleted").waitFor();
    await page.getByText("No comments match").waitFor();
    await settle(page);

    await page.goto("/admin/audit");
    await settle(page);
    await page
      .getByTestId("audit-entry")
      .filter({ hasText: `Buy cheap ${word}` })
      .getByText("deleted a comment")
      .waitFor();
    expectNoConsoleErrors();
  });
});
