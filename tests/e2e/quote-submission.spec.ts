import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { QuoteCreated, QuoteList } from "#contracts/quotes.ts";
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
} from "./helpers.ts";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

const editor = (page: Page, name: "Submit a quote" | "Edit quote") => page.getByRole("dialog", { name });

async function openSubmitDialog(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Submit Quote" }).click();
  const dialog = editor(page, "Submit a quote");
  await dialog.waitFor();
  await expectAccessible(page);
  return dialog;
}

async function fillQuote(
  dialog: Locator,
  { text, author, category }: { text: string; author: string; category: string },
) {
  await dialog.getByLabel("Quote", { exact: true }).fill(text);
  await dialog.getByLabel("Author", { exact: true }).fill(author);
  await dialog.getByLabel("Category").selectOption(category);
}

/** The rows of the dashboard's open status tab. */
const submissions = (page: Page) => page.getByTestId("submission");

describe("quote submission", () => {
  const browser = useBrowser();

  it("a user submits a quote; it is pending for them until an admin approves it, then public", async () => {
    const word = uniqueWord();
    const text = `Every ${word} begins with a single careful step into the unknown.`;
    const ada = await newUser("Ada");

    // Ada submits through the header's Submit Quote button.
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto("/");
    await settle(page);
    const dialog = await openSubmitDialog(page);
    expect(await dialog.getByRole("tab").allInnerTexts()).toEqual(["Text", "Audio", "Background", "Preview"]);
    await fillQuote(dialog, { text, author: "Ada Tester", category: "wisdom" });
    const tags = dialog.getByRole("textbox", { name: /^Tags/ });
    await tags.fill("Journeys");
    await tags.press("Enter");
    await tags.fill("courage,");
    expect(await dialog.getByTestId("tag-chip").allInnerTexts()).toEqual(["journeys", "courage"]);
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await expect.poll(() => dialog.getByTestId("quote-preview").innerText()).toContain(text);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByTestId("quote-editor-success").waitFor();
    await toast(page, "Quote submitted").waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => editor(page, "Submit a quote").count()).toBe(0);

    // The owner's card carries the Pending badge.
    await page.goto("/?status=pending");
    await settle(page);
    const card = page.getByTestId("quote-card").filter({ hasText: word });
    await card.waitFor();
    expect(await card.getByTestId("quote-status-badge").innerText()).toBe("Pending");
    // The card's Edit button opens the same dialog in edit mode.
    await card.getByRole("button", { name: "Edit quote" }).click();
    const fromCard = editor(page, "Edit quote");
    await fromCard.waitFor();
    expect(await fromCard.getByLabel("Quote", { exact: true }).inputValue()).toBe(text);
    expect(await fromCard.getByTestId("tag-chip").allInnerTexts()).toEqual(["journeys", "courage"]);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => fromCard.count()).toBe(0);

    // So does the dashboard, under Pending.
    await page.goto("/dashboard");
    await settle(page);
    await page.getByTestId("group-pending").waitFor();
    expect(await page.getByTestId("tab-pending").innerText()).toMatch(/Pending\s*1/);
    const row = submissions(page).filter({ hasText: word });
    expect(await row.getByTestId("quote-status-badge").innerText()).toBe("Pending");
    expectNoConsoleErrors();

    // Not public yet.
    const before = await call<QuoteList>(`/api/quotes?q=${word}`);
    expect(before.quotes).toHaveLength(0);

    // The admin approves it in the moderation queue.
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const adminTab = await browser.open();
    await useSession(adminTab.context, admin);
    await adminTab.page.goto("/admin/moderation");
    await settle(adminTab.page);
    await adminTab.page.getByTestId("status-counts").waitFor();
    const item = adminTab.page.getByTestId("queue-item").filter({ hasText: word });
    await item.waitFor();
    expect(await item.getByTestId("submitter").innerText()).toContain("Member");
    await item.getByRole("button", { name: /^Approve/ }).click();
    await toast(adminTab.page, "Quote approved").waitFor();
    await expect.poll(() => item.count()).toBe(0);
    adminTab.expectNoConsoleErrors();

    // Signed out, the quote is on the home page.
    const visitor = await browser.open();
    await visitor.page.goto("/");
    await settle(visitor.page);
    const publicCard = visitor.page.getByTestId("quote-card").filter({ hasText: word });
    await publicCard.waitFor();
    expect(await publicCard.getByTestId("quote-status-badge").count()).toBe(0);
    visitor.expectNoConsoleErrors();
  });

  it("an anonymous visitor submits with an e-mail address, after the spec's validation messages", async () => {
    const word = uniqueWord();
    const text = `A quiet ${word} can carry further than the loudest of voices.`;
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/");
    await settle(page);
    const dialog = await openSubmitDialog(page);
    expect(await dialog.getByRole("button", { name: "Save as Draft" }).count()).toBe(0);
    await fillQuote(dialog, { text, author: "Anonymous Visitor", category: "life" });

    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByText("Email is required for anonymous submissions").waitFor();
    await dialog.getByLabel("Your email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByText("Please enter a valid email address").waitFor();
    await expectAccessible(page);

    await dialog.getByLabel("Your email").fill("visitor@example.org");
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByTestId("quote-editor-success").waitFor();
    await toast(page, "Quote submitted").waitFor();
    expect(await dialog.getByTestId("quote-status-badge").innerText()).toBe("Pending");
    expectNoConsoleErrors();

    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const pending = await call<QuoteList>(`/api/quotes?status=pending&q=${word}`, { token: admin.token });
    expect(pending.quotes).toHaveLength(1);
    expect(pending.quotes[0]).toMatchObject({ status: "pending", email: "visitor@example.org", user_id: null });
  });

  it("owners delete their pending quote; their approved quote has no delete button and goes back to review when edited", async () => {
    const word = uniqueWord();
    const grace = await newUser("Grace");
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const pendingQuote = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: grace.token,
      body: {
        text: `The ${word} pending quote waits patiently for its turn.`,
        author: "Grace Tester",
        category: "life",
      },
    });
    const approvedQuote = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: grace.token,
      body: {
        text: `The ${word} approved quote already speaks to everyone.`,
        author: "Grace Tester",
        category: "love",
      },
    });
    await call(`/api/quotes/${approvedQuote.id}/approve`, {
      method: "POST",
      token: admin.token,
      body: { approvedBy: admin.user.id },
    });

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, grace);
    await page.goto("/dashboard");
    await settle(page);

    // The pending quote: Edit opens the dialog with Delete; deleting asks first.
    const pendingRow = submissions(page).filter({ hasText: "pending quote waits" });
    await pendingRow.waitFor();
    await pendingRow.getByRole("button", { name: /^Edit/ }).click();
    const edit = editor(page, "Edit quote");
    await edit.waitFor();
    expect(await edit.getByLabel("Quote", { exact: true }).inputValue()).toBe(pendingQuote.text);
    await edit.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete quote" }).click();
    await toast(page, "Quote deleted").waitFor();
    await expect.poll(() => editor(page, "Edit quote").count()).toBe(0);
    await expect.poll(() => pendingRow.count()).toBe(0);

    // The approved quote: no Delete in the dashboard nor in the dialog.
    await page.getByTestId("tab-approved").click();
    const approvedRow = submissions(page).filter({ hasText: "approved quote already" });
    await approvedRow.waitFor();
    expect(await approvedRow.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await approvedRow.getByRole("button", { name: /^Edit/ }).click();
    await edit.waitFor();
    expect(await edit.getByRole("button", { name: "Delete" }).count()).toBe(0);
    await edit.getByText("This quote is published. Saving your changes sends it back for review.").waitFor();
    await expectAccessible(page);

    // Editing it sends it back to review.
    await edit.getByLabel("Quote", { exact: true }).fill(`The ${word} approved quote, now gently reworded.`);
    await edit.getByRole("button", { name: "Submit for Review" }).click();
    await toast(page, "Quote updated").waitFor();
    await expect.poll(() => editor(page, "Edit quote").count()).toBe(0);
    await page.getByTestId("tab-pending").click();
    await submissions(page).filter({ hasText: "now gently reworded" }).waitFor();
    expectNoConsoleErrors();

    const mine = await call<QuoteList>("/api/quotes?userFilter=submitted&limit=1000", { token: grace.token });
    expect(mine.quotes.map((q) => [q.id, q.status])).toEqual([[approvedQuote.id, "pending"]]);
  });

  it("deleting a quote from its own page goes home", async () => {
    const word = uniqueWord();
    const ada = await newUser("Ada");
    const draft = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: ada.token,
      body: {
        text: `The ${word} draft is about to be withdrawn.`,
        author: "Ada Tester",
        category: "wisdom",
        status: "draft",
      },
    });
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto(`/quote/${draft.url_slug}`);
    await settle(page);
    await page.getByRole("button", { name: /^Edit/ }).first().click();
    const edit = editor(page, "Edit quote");
    await edit.waitFor();
    await edit.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete quote" }).click();
    await toast(page, "Quote deleted").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByTestId("quote-card").first().waitFor();
    expect(await page.getByText("Quote not found").count()).toBe(0);
    // The server renders pages as an anonymous visitor sees them: a draft's page arrives with a 404, and
    // the owner's browser then loads the draft with their session.
    expectNoConsoleErrors({ allow: [/status of 404 .*\/quote\//] });
  });

  it("a signed-in user reaches the dialog from the avatar menu and saves a draft", async () => {
    const word = uniqueWord();
    const lin = await newUser("Lin");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, lin);
    await page.goto("/dashboard");
    await settle(page);
    await page.getByRole("button", { name: "Submit your first quote" }).waitFor();

    await page.getByTestId("user-menu-trigger").click();
    await page.getByRole("menu").waitFor();
    await expectAccessible(page);
    await page.getByRole("menuitem", { name: "Submit Quote" }).click();
    const dialog = editor(page, "Submit a quote");
    await dialog.waitFor();
    await expectAccessible(page);
    await fillQuote(dialog, {
      text: `A ${word} draft is a promise to finish something.`,
      author: "Lin Tester",
      category: "success",
    });
    await dialog.getByRole("button", { name: "Save as Draft" }).click();
    await toast(page, "Draft saved").waitFor();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Done" }).click();
    // Focus goes back to the avatar button that opened the menu.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("user-menu-trigger");

    await page.getByTestId("group-draft").waitFor();
    const row = submissions(page).filter({ hasText: word });
    expect(await row.getByTestId("quote-status-badge").innerText()).toBe("Draft");
    expectNoConsoleErrors();
  });
});
