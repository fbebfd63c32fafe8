import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ACCOUNT_MESSAGES, AccountExportSchema, OWN_DELETE_POLICY } from "#contracts/account.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import {
  BASE_URL,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
  type Session,
} from "./helpers.ts";

/** Chromium reports refused requests (a revoked session's start-up check) as failed resources. */
const REFUSED_REQUESTS = [/Failed to load resource: the server responded with a status of 401/];

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

/** A fresh member (signed up through the API) with their password, signed in. */
async function member(firstname: string): Promise<Session & { email: string; password: string }> {
  const email = `${firstname.toLowerCase()}.${uniqueWord()}@example.com`;
  const password = "correct-horse-42";
  await call("/api/auth/signup", { method: "POST", body: { email, password, firstname, lastname: "Tester" } });
  return { ...(await signInThroughApi(email, password)), email, password };
}

async function signInStatus(email: string, password: string): Promise<number> {
  const res = await fetch(`${BASE_URL}/api/auth/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

async function openAccountTab(page: Page) {
  await page.goto("/dashboard?tab=account");
  await settle(page);
  await page.getByRole("heading", { level: 3, name: "Danger zone" }).waitFor();
}

describe("the member's account: password, data export, deletion", () => {
  const browser = useBrowser();

  it("downloads the member's data, then deletes the account with the password; signing in again fails", async () => {
    const me = await member("Wren");
    const word = uniqueWord();
    const quote = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: me.token,
      body: { text: `Every ${word} begins as a small, stubborn light.`, author: "Wren Tester", category: "wisdom" },
    });

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, me);
    await openAccountTab(page);

    // Export: a real download, a dated file, the member's own quote inside.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-data").click()]);
    expect(download.suggestedFilename()).toMatch(/^echoes-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = AccountExportSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
    expect(data.profile.email).toBe(me.email);
    expect(data.quotes.map((q) => q.id)).toContain(quote.id);
    expect(data.quotes.find((q) => q.id === quote.id)?.text).toContain(word);
    await toast(page, "Download started").waitFor();

    // Deletion asks for the password and states the policy; a wrong one is refused in the dialog.
    await page.getByTestId("delete-account").click();
    const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
    await confirm.waitFor();
    await confirm.getByText(OWN_DELETE_POLICY).waitFor();
    await expectAccessible(page);
    await confirm.getByTestId("confirm-delete-account").click();
    await confirm.getByText(ACCOUNT_MESSAGES.currentPasswordRequired).waitFor();
    await confirm.getByLabel("Your password", { exact: true }).fill("not my password");
    await confirm.getByTestId("confirm-delete-account").click();
    await confirm.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();
    await expectAccessible(page);

    await confirm.getByLabel("Your password", { exact: true }).fill(me.password);
    await confirm.getByTestId("confirm-delete-account").click();
    await toast(page, "Account deleted").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("auth_token"))).toBeNull();
    await settle(page);
    // Home was fetched anonymously: no request went out with the dead token.
    expect(await page.getByText("Authentication required").count()).toBe(0);
    expect(await toast(page, "Session Expired").count()).toBe(0);

    expect(await signInStatus(me.email, me.password)).toBe(401);
    const old = await fetch(`${BASE_URL}/api/auth/user`, { headers: { Authorization: `Bearer ${me.token}` } });
    expect(old.status).toBe(401);
    // Only the wrong password's 403: nothing was refused for a dead session.
    expectNoConsoleErrors({ allow: [/Failed to load resource: the server responded with a status of 403/] });
  });

  it("changing the password keeps this device signed in and signs the other one out", async () => {
    const me = await member("Ivo");
    const otherDevice = await signInThroughApi(me.email, me.password);

    const here = await browser.open();
    await useSession(here.context, me);
    await openAccountTab(here.page);
    const form = here.page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(me.password);
    await form.getByLabel("New password", { exact: true }).fill("a-fresh-secret-7");
    await form.getByLabel("Confirm new password", { exact: true }).fill("a-fresh-secret-7");
    await form.getByTestId("change-password-submit").click();
    await toast(here.page, "Password changed").waitFor();
    await expectAccessible(here.page);

    // This device: still signed in after a reload.
    await here.page.reload();
    await settle(here.page);
    await here.page.getByTestId("user-menu-trigger").waitFor({ state: "attached" });

    // The other device: its stored session is refused at start-up, so it is signed out.
    const there = await browser.open();
    await useSession(there.context, otherDevice);
    await there.page.goto("/");
    await there.page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
    expect(await signInStatus(me.email, me.password)).toBe(401);
    expect(await signInStatus(me.email, "a-fresh-secret-7")).toBe(200);
    here.expectNoConsoleErrors();
    there.expectNoConsoleErrors({ allow: REFUSED_REQUESTS });
  });

  it("fits a 375 px phone in the dark theme, with no horizontal overflow", async () => {
    const me = await member("Noor");
    const { page, context, expectNoConsoleErrors } = await browser.open({
      colorScheme: "dark",
      viewport: { width: 375, height: 740 },
    });
    await useSession(context, me);
    await openAccountTab(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const dir = path.resolve("test-results");
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, "account-375-dark.png"), fullPage: true });
    await page.getByTestId("delete-account").click();
    await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(dir, "account-375-dark-dialog.png") });
    expectNoConsoleErrors();
  });
});
