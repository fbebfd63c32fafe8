import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN, BASE_URL, expectAccessible, resetLinkFromOutbox, settle, useBrowser } from "./helpers.ts";

/** Chromium reports refused requests (a wrong password, a used reset link) as failed resources. */
const REFUSED_REQUESTS = [/Failed to load resource: the server responded with a status of 40[01]/];

let counter = 0;
/** A new e-mail address per journey, so that journeys never share an account. */
function uniqueEmail(name: string) {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();
const brandVariable = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--brand").trim());

async function signUpThroughApi(email: string, password: string, firstname = "Grace", lastname = "Hopper") {
  const res = await fetch(`${BASE_URL}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, firstname, lastname }),
  });
  expect(res.status).toBe(201);
}

/** Signs in through the header's Sign In button and the login dialog. */
async function signIn(page: Page, email: string, password: string) {
  const login = dialog(page, "Welcome back");
  if (!(await login.isVisible())) {
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  }
  await login.waitFor();
  await expectAccessible(page);
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Sign In" }).click();
  // Under 768 px the avatar button is hidden (the menu sheet has the account actions).
  await page.getByTestId("user-menu-trigger").waitFor({ state: "attached" });
  await toast(page, "Welcome back!").waitFor();
  await expect.poll(() => login.count()).toBe(0);
}

async function openAccountMenu(page: Page) {
  await page.getByTestId("user-menu-trigger").click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  await expectAccessible(page);
  return menu;
}

/** Closes the open menu or popover with Escape and waits until it has gone (it animates out). */
async function pressEscape(page: Page, role: "menu" | "dialog" = "menu") {
  const count = await page.getByRole(role).count();
  await page.keyboard.press("Escape");
  await expect.poll(() => page.getByRole(role).count()).toBeLessThan(Math.max(count, 1));
}

async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
}

describe("accounts, sessions and roles", () => {
  const browser = useBrowser();

  // The longest journey: a whole account life in one page, with an accessibility check at each step.
  it("a visitor registers, signs in and out, edits the profile, picks a colour and resets the password", async () => {
    const email = uniqueEmail("ada");
    const password = "Analytical-Engine-1843";
    const newPassword = "Difference-Engine-1822";
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);

    // Register: empty and bad input show the spec's messages at their fields.
    await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
    const register = dialog(page, "Create your account");
    await register.waitFor();
    await expectAccessible(page);
    await register.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Please enter a valid email address",
      "Password must be at least 6 characters",
      "You must accept the terms and conditions",
    ]) {
      await register.getByText(message, { exact: true }).waitFor();
    }
    await expectAccessible(page);
    expect(await register.getByLabel("First name").getAttribute("aria-invalid")).toBe("true");

    await register.getByLabel("First name").fill("Ada");
    await register.getByLabel("Last name").fill("Lovelace");
    await register.getByLabel("Email").fill("not-an-address");
    await register.getByLabel("Password", { exact: true }).fill(password);
    await register.getByLabel("Confirm password").fill(`${password}!`);
    await register.getByRole("button", { name: "Create Account" }).click();
    await register.getByText("Passwords don't match", { exact: true }).waitFor();
    await register.getByText("Please enter a valid email address", { exact: true }).waitFor();

    // The generator fills both password fields; then the good input creates the account.
    await register.getByRole("button", { name: "Generate" }).click();
    await toast(page, "Password Generated").waitFor();
    expect(await register.getByLabel("Password", { exact: true }).inputValue()).toMatch(/^(?:[A-Z][a-z]+){3}\d{1,2}$/);
    await register.getByLabel("Password", { exact: true }).fill(password);
    await register.getByLabel("Confirm password").fill(password);
    await register.getByLabel("Email").fill(email);
    await register.getByRole("checkbox").click();
    await register.getByRole("button", { name: "Create Account" }).click();
    await toast(page, "Account created!").waitFor();

    // Sign-up does not sign in: the login form opens with the e-mail filled in.
    const login = dialog(page, "Welcome back");
    await login.waitFor();
    expect(await login.getByLabel("Email").inputValue()).toBe(email);
    await signIn(page, email, password);

    // Signed in: Dashboard link but no Admin link; the avatar menu shows name and e-mail.
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await header.getByRole("link", { name: "Admin" }).count()).toBe(0);
    let menu = await openAccountMenu(page);
    await menu.getByText("Ada Lovelace").waitFor();
    await menu.getByText(email).waitFor();
    await pressEscape(page);
    await logOut(page);
    expect(await page.evaluate(() => sessionStorage.getItem("auth_token"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("session_start"))).toBeNull();

    // Sign in again and edit the profile.
    await signIn(page, email, password);
    menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Edit Profile" }).click();
    const profile = dialog(page, "Edit profile");
    await profile.waitFor();
    await expectAccessible(page);
    expect(await profile.getByLabel("Email").getAttribute("readonly")).not.toBeNull();
    await profile.getByLabel("First name").fill("");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await profile.getByText("First name is required", { exact: true }).waitFor();
    await profile.getByLabel("First name").fill("Augusta");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "Profile updated").waitFor();
    await expect.poll(() => profile.count()).toBe(0);
    menu = await openAccountMenu(page);
    await menu.getByText("Augusta Lovelace").waitFor();
    await pressEscape(page);

    // Theme colour: a preset, then a custom colour; applied at once and saved to the profile.
    const before = await brandVariable(page);
    await page.getByTestId("theme-editor-button").click();
    const editor = page.getByRole("dialog", { name: "Theme colours" });
    await editor.getByText("Custom colour", { exact: true }).waitFor();
    await expectAccessible(page);
    await editor.getByRole("radio", { name: "Emerald" }).click();
    await expect.poll(() => brandVariable(page)).not.toBe(before);
    await editor.getByText("Saved to your profile", { exact: true }).waitFor();
    await editor.getByLabel("Custom colour", { exact: true }).fill("#12345");
    await editor.getByRole("button", { name: "Apply" }).click();
    await editor.getByText("Custom colour must be a six-digit hex colour with a leading # (e.g. #3b82f6)").waitFor();
    await expectAccessible(page);
    await editor.getByLabel("Custom colour", { exact: true }).fill("#0EA5E9");
    await editor.getByRole("button", { name: "Apply" }).click();
    await editor.getByText("In use: #0ea5e9").waitFor();
    await editor.getByText("Saved to your profile", { exact: true }).waitFor();
    const custom = await brandVariable(page);
    expect(custom).toMatch(/^oklch\(/);
    await pressEscape(page, "dialog");

    const token = await page.evaluate(() => sessionStorage.getItem("auth_token"));
    const saved = (await (
      await fetch(`${BASE_URL}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { user_metadata: { customColor: string | null; firstname: string } };
    expect(saved.user_metadata).toMatchObject({ customColor: "#0ea5e9", firstname: "Augusta" });

    // The colour and the session survive a reload.
    await page.reload();
    await settle(page);
    expect(await brandVariable(page)).toBe(custom);
    await page.getByTestId("user-menu-trigger").waitFor();

    // A fresh browser gets the colour from the profile on sign-in.
    const fresh = await browser.open();
    await fresh.page.goto("/");
    await settle(fresh.page);
    expect(await brandVariable(fresh.page)).toBe("");
    await signIn(fresh.page, email, password);
    await expect.poll(() => brandVariable(fresh.page)).toBe(custom);
    await fresh.page.reload();
    await settle(fresh.page);
    expect(await brandVariable(fresh.page)).toBe(custom);
    fresh.expectNoConsoleErrors();

    // Forgot password: the reset dialog, the e-mailed link, a new password.
    await logOut(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await dialog(page, "Welcome back").getByRole("button", { name: "Forgot password?" }).click();
    const reset = dialog(page, "Reset your password");
    await reset.waitFor();
    await expectAccessible(page);
    await reset.getByRole("button", { name: "Send reset link" }).click();
    await reset.getByText("Please enter your email address.", { exact: true }).waitFor();
    await toast(page, "Email required").waitFor();
    await reset.getByLabel("Email").fill(email);
    await reset.getByRole("button", { name: "Send reset link" }).click();
    await toast(page, "Reset email sent").waitFor();
    await expect.poll(() => reset.count()).toBe(0);

    const link = await resetLinkFromOutbox(email);
    expect(link.startsWith(`${BASE_URL}/auth/callback?type=recovery&token=`)).toBe(true);
    await page.goto(link);
    await settle(page);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("other");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Password must be at least 6 characters", { exact: true }).waitFor();
    await page.getByText("Passwords don't match", { exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await toast(page, "Password updated").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await dialog(page, "Welcome back").waitFor();
    await signIn(page, email, newPassword);

    // The link works once.
    await page.goto(link);
    await settle(page);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("This reset link is invalid or has expired. Please request a new one.").waitFor();
    await page.getByRole("button", { name: "Request a new link" }).waitFor();
    await expectAccessible(page);

    expectNoConsoleErrors({ allow: REFUSED_REQUESTS });
  }, 150_000);

  it("a wrong password is refused with the server's message", async () => {
    const email = uniqueEmail("wrong");
    await signUpThroughApi(email, "right-password-1");
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const login = dialog(page, "Welcome back");
    await login.getByRole("button", { name: "Sign In" }).click();
    await login.getByText("Please enter a valid email address", { exact: true }).waitFor();
    await login.getByText("Password is required", { exact: true }).waitFor();
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill("wrong-password");
    await login.getByRole("button", { name: "Sign In" }).click();
    await login.getByText("Please check your credentials and try again.").waitFor();
    await toast(page, "Invalid email or password").waitFor();
    await expectAccessible(page);
    expect(await page.getByTestId("user-menu-trigger").count()).toBe(0);
    expectNoConsoleErrors({ allow: REFUSED_REQUESTS });
  });

  it("admins see the Admin link and page; users do not and are refused at /admin", async () => {
    const admin = await browser.open();
    await admin.page.goto("/");
    await settle(admin.page);
    await signIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.getByRole("banner").getByRole("link", { name: "Admin" }).click();
    await admin.page.getByRole("heading", { name: "Admin", exact: true }).waitFor();
    await settle(admin.page);
    expect(await admin.page.getByText("Admins only").count()).toBe(0);
    admin.expectNoConsoleErrors();

    const email = uniqueEmail("grace");
    await signUpThroughApi(email, "compiler-1952");
    const user = await browser.open();
    await user.page.goto("/");
    await settle(user.page);
    await signIn(user.page, email, "compiler-1952");
    expect(await user.page.getByRole("banner").getByRole("link", { name: "Admin" }).count()).toBe(0);
    await user.page.goto("/admin");
    await settle(user.page);
    await user.page.getByRole("heading", { name: "Admins only" }).waitFor();
    expect(await user.page.getByRole("heading", { name: "Admin", exact: true }).count()).toBe(0);
    user.expectNoConsoleErrors();
  });

  it("a signed-in page asks anonymous visitors to sign in, then shows itself", async () => {
    const email = uniqueEmail("katherine");
    await signUpThroughApi(email, "orbital-1962", "Katherine", "Johnson");
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/dashboard");
    await settle(page);
    await page.getByRole("heading", { name: "Sign in required", includeHidden: true }).waitFor({ state: "attached" });
    await dialog(page, "Welcome back").waitFor();
    expect(await page.getByTestId("dashboard-welcome").count()).toBe(0);
    await signIn(page, email, "orbital-1962");
    await page.getByTestId("dashboard-welcome").filter({ hasText: "Welcome, Katherine!" }).waitFor();
    await settle(page);
    expectNoConsoleErrors();
  });

  it("the session timer turns to Refresh, then Expiring, extends the session, and signs out at one hour", async () => {
    const email = uniqueEmail("hedy");
    await signUpThroughApi(email, "frequency-1942", "Hedy", "Lamarr");
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    await signIn(page, email, "frequency-1942");
    const timer = page.getByTestId("session-timer");
    expect(await timer.getAttribute("data-status")).toBe("active");

    const startedAgo = (seconds: number) =>
      page.evaluate((s) => localStorage.setItem("session_start", String(Date.now() - s * 1000)), seconds);

    await startedAgo(2760);
    await page.reload();
    await settle(page);
    await expect.poll(() => timer.getAttribute("data-status")).toBe("refresh");

    await startedAgo(3010);
    await page.reload();
    await settle(page);
    await expect.poll(() => timer.getAttribute("data-status")).toBe("expiring");
    await toast(page, "Session Expiring Soon").waitFor();

    const oldToken = await page.evaluate(() => sessionStorage.getItem("auth_token"));
    await timer.click();
    await page.getByRole("dialog", { name: "Session Expiring" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Extend session" }).click();
    await expect.poll(() => timer.getAttribute("data-status")).toBe("active");
    const newToken = await page.evaluate(() => sessionStorage.getItem("auth_token"));
    expect(newToken).not.toBe(oldToken);
    expect(Date.now() - Number(await page.evaluate(() => localStorage.getItem("session_start")))).toBeLessThan(60_000);

    await startedAgo(3601);
    await page.reload();
    await settle(page);
    await toast(page, "Session Expired").waitFor();
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("auth_token"))).toBeNull();
    expectNoConsoleErrors();
  });

  it("the mobile menu repeats the header's links and actions without horizontal scrolling", async () => {
    const email = uniqueEmail("mary");
    await signUpThroughApi(email, "perseverance-1", "Mary", "Jackson");
    const { page, expectNoConsoleErrors } = await browser.open({ viewport: { width: 375, height: 760 } });
    await page.goto("/");
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByRole("banner").getByRole("button", { name: "Sign In" }).isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    let sheet = dialog(page, "Menu");
    await sheet.getByRole("link", { name: "Quotes" }).waitFor();
    await expectAccessible(page);
    await sheet.getByRole("button", { name: "Theme colours" }).waitFor();
    await sheet.getByRole("button", { name: "Get Started" }).waitFor();
    await sheet.getByRole("button", { name: "Sign In" }).click();
    await dialog(page, "Welcome back").waitFor();
    await signIn(page, email, "perseverance-1");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("button", { name: "Open menu" }).click();
    sheet = dialog(page, "Menu");
    await sheet.getByText(email).waitFor();
    await expectAccessible(page);
    await sheet.getByRole("link", { name: "Dashboard" }).click();
    await page.getByTestId("dashboard-welcome").waitFor();
    await settle(page);

    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog(page, "Menu").getByRole("button", { name: "Theme colours" }).click();
    const editor = page.getByRole("dialog", { name: "Theme colours" });
    await editor.getByText("Custom colour", { exact: true }).waitFor();
    await expectAccessible(page);
    await editor.getByRole("radio", { name: "Red" }).click();
    await expect.poll(() => brandVariable(page)).not.toBe("");
    await pressEscape(page, "dialog");

    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog(page, "Menu").getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    expect(await page.getByTestId("user-menu-trigger").count()).toBe(0);
    expectNoConsoleErrors();
  });
});
