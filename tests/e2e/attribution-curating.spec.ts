import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { NotificationList } from "#contracts/notifications.ts";
import type { QuoteCreated, QuoteDetail } from "#contracts/quotes.ts";
import {
  ADMIN,
  call,
  expectAccessible,
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

/** A well-known line, approved, with the word that lets this journey find it. */
async function approvedQuote(admin: Session, word: string): Promise<QuoteCreated> {
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `Be the ${word} you wish to see in the world.`,
      author: "Mahatma Gandhi",
      category: "inspiration",
      status: "approved",
    },
  });
}

describe("attribution: a member's correction reaches the people who keep the quote", () => {
  const browser = useBrowser();

  it("a member suggests a correction, a Curator the admin appointed accepts it, and the bookmarker is told", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word);
    const [bea, pat, cora] = await Promise.all([newUser("Bea"), newUser("Pat"), newUser("Cora")]);

    // Bea bookmarks the quote on its page.
    const bookmarker = await browser.open();
    await useSession(bookmarker.context, bea);
    await bookmarker.page.goto(`/quote/${quote.url_slug}`);
    await settle(bookmarker.page);
    const bookmark = bookmarker.page.getByTestId("bookmark-button").first();
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute("aria-pressed")).toBe("true");
    // The bell is there for a member, with nothing new yet.
    await bookmarker.page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    // Pat suggests that the quote is misattributed, citing a source.
    const proposer = await browser.open();
    await useSession(proposer.context, pat);
    await proposer.page.goto(`/quote/${quote.url_slug}`);
    await proposer.page.getByRole("button", { name: "Suggest a correction" }).click();
    const dialog = proposer.page.getByRole("dialog", { name: "Suggest a correction" });
    await dialog.getByRole("radio", { name: /^Misattributed/ }).click();
    await dialog.getByRole("button", { name: "Send correction" }).click();
    await dialog.getByText("A source is required to propose verified or misattributed").waitFor();
    await dialog.getByRole("textbox", { name: /Actual author/ }).fill("Arleen Lorrance");
    await dialog
      .getByRole("textbox", { name: /Why/ })
      .fill(`The nearest words are a 1974 teacher's, paraphrased decades later (${word}).`);
    await dialog.getByRole("textbox", { name: /^Name/ }).fill("The Love Project");
    await dialog.getByRole("combobox", { name: "Type" }).selectOption("book");
    await dialog.getByRole("textbox", { name: /^Date/ }).fill("1974");
    await dialog
      .getByRole("textbox", { name: /^URL/ })
      .fill("https://example.org/archive/1974/the-love-project/first-edition/chapter-one/page-12");
    await expectAccessible(proposer.page);
    await dialog.getByRole("button", { name: "Send correction" }).click();
    await toast(proposer.page, "Thanks — a curator will review your correction").waitFor();
    await dialog.waitFor({ state: "detached" });
    proposer.expectNoConsoleErrors();

    // The admin makes Cora a Curator in the Users tab.
    const adminPage = await browser.open();
    await useSession(adminPage.context, admin);
    await adminPage.page.goto(`/admin/users?q=${encodeURIComponent(cora.user.email)}`);
    const row = adminPage.page.getByTestId("member-row").filter({ hasText: cora.user.email });
    await row.getByRole("button", { name: "Actions for Cora Tester" }).click();
    await adminPage.page.getByRole("menuitemradio", { name: /^Curator/ }).click();
    await toast(adminPage.page, "Role updated").waitFor();
    await row.getByText("Curator", { exact: true }).waitFor();
    // Admins find Corrections among their tabs.
    await adminPage.page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Corrections" })
      .waitFor();
    await settle(adminPage.page);
    adminPage.expectNoConsoleErrors();

    // Cora, signed in as a Curator, is taken from /admin to the Corrections tab, the only one she has.
    const curatorSession = await signInThroughApi(cora.user.email, "correct-horse-42");
    const curator = await browser.open();
    await useSession(curator.context, curatorSession);
    await curator.page.goto("/admin");
    await curator.page.waitForURL(/\/admin\/corrections$/);
    const tabs = curator.page.getByRole("navigation", { name: "Admin sections" });
    await tabs.getByRole("link", { name: "Corrections" }).waitFor();
    expect(await tabs.getByRole("link").count()).toBe(1);
    const card = curator.page.getByTestId("correction-card").filter({ hasText: word });
    await card.waitFor();
    expect(await card.textContent()).toContain("actually Arleen Lorrance");
    expect(await card.textContent()).toContain("The Love Project");
    expect(await card.textContent()).toContain("Suggested by Pat Tester");
    await settle(curator.page);
    await card.getByRole("button", { name: "Accept" }).click();
    const confirm = curator.page.getByRole("dialog", { name: "Accept this correction?" });
    await confirm.getByRole("textbox", { name: /Reason/ }).fill("Matches the cited edition");
    await expectAccessible(curator.page);
    await confirm.getByRole("button", { name: "Accept correction" }).click();
    await toast(curator.page, "Correction accepted").waitFor();
    await card.waitFor({ state: "detached" });
    await curator.page
      .getByRole("group", { name: "Correction status" })
      .getByRole("button", { name: "Accepted" })
      .click();
    await curator.page
      .getByTestId("correction-card")
      .filter({ hasText: word })
      .getByText(/Accepted by Cora Tester/)
      .waitFor();
    // Every other admin tab refuses a Curator.
    await curator.page.goto("/admin/users");
    await curator.page.getByTestId("admins-only").waitFor();
    curator.expectNoConsoleErrors();

    // The decided correction on a phone in the dark: nothing wider than the screen.
    const phone = await browser.open({ colorScheme: "dark", viewport: { width: 375, height: 740 } });
    await useSession(phone.context, curatorSession);
    await phone.page.goto("/admin/corrections?status=accepted");
    await phone.page.getByTestId("correction-card").filter({ hasText: word }).waitFor();
    await settle(phone.page);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    phone.expectNoConsoleErrors();

    // The quote is misattributed now, and Bea's notice is on its way (a batched job).
    const detail = await call<QuoteDetail>(`/api/quotes/${quote.id}`);
    expect(detail.attribution).toMatchObject({ status: "misattributed", actual_author: "Arleen Lorrance" });
    await expect
      .poll(async () => (await call<NotificationList>("/api/notifications", { token: bea.token })).unread, {
        timeout: 15_000,
      })
      .toBe(1);

    // Bea sees the count on the bell, opens it, and follows the notice to the quote with its new badge.
    const { page } = bookmarker;
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.click();
    const popover = page.getByRole("dialog", { name: "Notifications" });
    const notice = popover.getByTestId("notification").first();
    await notice.waitFor();
    expect(await notice.getAttribute("data-unread")).toBe("true");
    await expectAccessible(page);
    // Opening it marked the notice read.
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
    await notice.getByRole("link").click();
    await page.waitForURL(new RegExp(`/quote/${quote.url_slug}$`));
    await page.locator('[data-testid="attribution-badge"][data-status="misattributed"]').first().waitFor();
    await page.getByText("Often attributed to Mahatma Gandhi — actually Arleen Lorrance").first().waitFor();
    await settle(page);

    // The dashboard lists it, read.
    await page.goto("/dashboard?tab=notifications");
    await page.getByTestId("notifications-unread").getByText("All caught up").waitFor();
    await page.getByTestId("notification").first().waitFor();
    await settle(page);
    bookmarker.expectNoConsoleErrors();
  });
});
