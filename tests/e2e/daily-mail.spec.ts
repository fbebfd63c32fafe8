import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DAILY_MAIL_MESSAGES as M, type Subscriptions } from "#contracts/daily-mail.ts";
import {
  ADMIN,
  BASE_URL,
  call,
  expectAccessible,
  newUser,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
} from "./helpers.ts";

// The morning e-mail end to end: a member turns it on in the dashboard (in their browser's time zone), the
// operators' run sends what is due at their hour, the mail in the server's outbox links to the quote's page, which
// opens, and its unsubscribe link's page unsubscribes after a click.

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest mail to `email` in the server's outbox (run.mjs sets E2E_DATA_DIR). */
async function mailTo(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return undefined;
        found = fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
          .filter((raw) => raw.includes(`To: ${email}`) && raw.includes("Your morning quote"))
          .at(-1);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return found!;
}

const card = (page: Page) => page.getByTestId("morning-mail");

describe("the morning e-mail", () => {
  const browser = useBrowser();

  it("is turned on in the dashboard, sent at the member's hour, links back to the quote and unsubscribes", async () => {
    const member = await newUser("Aurora");
    const email = member.user.email;
    const { page, context, expectNoConsoleErrors } = await browser.open({ timezoneId: "Asia/Tokyo" });
    await useSession(context, member);
    await page.goto("/dashboard?tab=account");
    const settings = card(page);
    await settings.getByRole("heading", { name: "Morning e-mail" }).waitFor();
    await settings.getByText("Off", { exact: true }).waitFor();
    // The time zone starts as the browser's.
    await expect.poll(() => settings.getByRole("combobox", { name: "Time zone" }).inputValue()).toBe("Asia/Tokyo");

    // Tags left empty: the field says so and takes the focus.
    await settings.getByRole("switch", { name: "Send me a quote every morning" }).click();
    await settings.getByRole("radio", { name: /Tags/ }).click();
    await settings.getByTestId("morning-mail-save").click();
    const tags = settings.getByRole("textbox", { name: "Tags" });
    await settings.getByText(M.tagsRequired).waitFor();
    await expect.poll(() => tags.evaluate((el) => el === document.activeElement)).toBe(true);

    // A list of theirs, deleted before saving: the server's answer lands on the list field, focused.
    const list = await call<{ id: string }>("/api/lists", {
      method: "POST",
      token: member.token,
      body: { name: `Mornings ${uniqueWord()}` },
    });
    await page.reload();
    await settings.getByRole("switch", { name: "Send me a quote every morning" }).click();
    await settings.getByRole("radio", { name: /One of my lists/ }).click();
    await settings.getByRole("combobox", { name: "List", exact: true }).selectOption(list.id);
    await call(`/api/lists/${list.id}`, { method: "DELETE", token: member.token });
    await settings.getByTestId("morning-mail-save").click();
    await settings.getByText(M.listNotYours).waitFor();
    await expect
      .poll(() =>
        settings.getByRole("combobox", { name: "List", exact: true }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    // The quote of the day at 06:00 Tokyo time.
    await settings.getByRole("radio", { name: /The quote of the day/ }).click();
    await settings.getByRole("combobox", { name: "Hour" }).selectOption("6");
    await settings.getByTestId("morning-mail-save").click();
    await page.locator("[data-sonner-toast]").filter({ hasText: M.saved }).first().waitFor();
    await settings.getByText(/^Next e-mail: .* at 06:00$/).waitFor();
    await settle(page);
    expectNoConsoleErrors({ allow: [/status of 400/] });

    // The operators' run at that hour sends it.
    const saved = await call<Subscriptions>("/api/users/me/subscriptions", { token: member.token });
    expect(saved.daily).toEqual({ enabled: true, source: "quote_of_the_day", hour: 6, timezone: "Asia/Tokyo" });
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const run = await call<{ sent: number }>("/api/admin/daily-mail/run", {
      method: "POST",
      token: admin.token,
      body: { at: saved.delivery.next_at },
    });
    expect(run.sent).toBeGreaterThanOrEqual(1);

    // The mail links to the quote's page, which opens with the quote.
    const raw = await mailTo(email);
    const text = decodeQuotedPrintable(raw);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const quoteLink = new RegExp(`${BASE_URL}/quote/[\\w-]+`).exec(text)![0];
    const quote = await call<{ quote: { url_slug: string; text: string } }>("/api/quotes/today");
    expect(quoteLink).toBe(`${BASE_URL}/quote/${quote.quote.url_slug}`);
    await page.goto(quoteLink);
    await page.getByText(quote.quote.text.slice(0, 40)).first().waitFor();

    // The unsubscribe link's page asks first; its button unsubscribes.
    const headers = raw.split("\n\n", 1)[0]!.replace(/\n[ \t]+/g, " ");
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)![1]!;
    await page.goto(unsubscribe);
    await page.getByRole("heading", { name: "Unsubscribe from the morning e-mail?" }).waitFor();
    await expectAccessible(page);
    expect((await call<Subscriptions>("/api/users/me/subscriptions", { token: member.token })).daily?.enabled).toBe(
      true,
    );
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    const after = await call<Subscriptions>("/api/users/me/subscriptions", { token: member.token });
    expect(after.daily?.enabled).toBe(false);
    await page.goto("/dashboard?tab=account");
    await card(page).getByText("Off", { exact: true }).waitFor();
  });
});
