import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CommentList } from "#contracts/comments.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
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

const thread = (page: Page) => page.getByTestId("comment-thread");
const commentCards = (page: Page) => thread(page).getByTestId("comment");
const heading = (page: Page) => thread(page).getByRole("heading", { level: 2 });

/** A fresh approved quote of its own for each journey. */
async function approvedQuote(admin: Session): Promise<QuoteCreated> {
  const word = uniqueWord();
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `Talk of ${word} is cheap; listening to ${word} is rare.`,
      author: "Ada Tester",
      category: "wisdom",
      status: "approved",
    },
  });
}

/** Where the first comment starts on the page, whatever the scroll. */
const documentTop = (page: Page) =>
  commentCards(page)
    .first()
    .evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

const comment = (quoteId: string, session: Session, content: string) =>
  call(`/api/quotes/${quoteId}/comments`, { method: "POST", token: session.token, body: { content } });

describe("comments and reports", () => {
  const browser = useBrowser();

  it("a user comments, edits and deletes their comment; markup shows as text", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);

    expect(await heading(page).innerText()).toBe("Comments (0)");
    await thread(page).getByText("No comments yet").waitFor();
    const box = thread(page).getByRole("textbox", { name: "Write a comment" });
    const post = thread(page).getByRole("button", { name: "Post comment" });
    expect(await post.isDisabled()).toBe(true);

    // The counter follows the text and refuses more than 1000 characters.
    await box.fill("x".repeat(1001));
    await thread(page).getByText("1001/1000").waitFor();
    await thread(page).getByText("Comment must be at most 1000 characters").waitFor();
    expect(await post.isDisabled()).toBe(true);

    const markup = `<script>alert("x")</script> "><img src=x onerror=alert(1)> <b>bold?</b>`;
    await box.fill(markup);
    await post.click();
    await toast(page, "Comment posted").waitFor();
    await expect.poll(() => heading(page).innerText()).toBe("Comments (1)");
    const card = commentCards(page).first();
    expect(await card.getByTestId("comment-content").innerText()).toBe(markup);
    expect(await card.locator("img, b, script").count()).toBe(0);
    expect(await card.getByRole("heading").innerText()).toBe("Ada Tester");
    expect(await card.locator("time").innerText()).toBe("just now");
    expect(await box.inputValue()).toBe("");
    await expectAccessible(page);

    // Edit: Escape cancels, Save keeps the new text.
    await card.getByRole("button", { name: "Edit comment" }).click();
    const editBox = card.getByRole("textbox", { name: "Edit your comment" });
    await editBox.fill("Changed my mind");
    await editBox.press("Escape");
    expect(await card.getByTestId("comment-content").innerText()).toBe(markup);
    await card.getByRole("button", { name: "Edit comment" }).click();
    await editBox.fill("On reflection: 👋 שלום, well said.");
    await card.getByRole("button", { name: "Save" }).click();
    await toast(page, "Comment updated").waitFor();
    await expect.poll(() => card.getByTestId("comment-content").innerText()).toBe("On reflection: 👋 שלום, well said.");

    // It is there after a reload, rendered by the server.
    await page.reload();
    await settle(page);
    expect(await commentCards(page).first().getByTestId("comment-content").innerText()).toBe(
      "On reflection: 👋 שלום, well said.",
    );

    // Delete asks first; Cancel keeps it.
    await commentCards(page).first().getByRole("button", { name: "Delete comment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this comment?" });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await commentCards(page).count()).toBe(1);
    await commentCards(page).first().getByRole("button", { name: "Delete comment" }).click();
    await confirm.getByRole("button", { name: "Delete comment" }).click();
    await toast(page, "Comment deleted").waitFor();
    await expect.poll(() => commentCards(page).count()).toBe(0);
    expect(await heading(page).innerText()).toBe("Comments (0)");
    const after = await call<CommentList>(`/api/quotes/${quote.id}/comments`);
    expect(after.total).toBe(0);
    expectNoConsoleErrors();
  });

  it("an admin deletes someone else's comment; others see no controls on it", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const [bob, eve] = await Promise.all([newUser("Bob"), newUser("Eve")]);
    await comment(quote.id, bob, "A thoughtful remark from Bob.");

    // Eve, another user, may neither edit nor delete Bob's comment.
    const eveView = await browser.open();
    await useSession(eveView.context, eve);
    await eveView.page.goto(`/quote/${quote.url_slug}`);
    await settle(eveView.page);
    await thread(eveView.page).getByRole("textbox", { name: "Write a comment" }).waitFor();
    expect(await commentCards(eveView.page).first().getByRole("button").count()).toBe(0);

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const card = commentCards(page).filter({ hasText: "A thoughtful remark from Bob." });
    await card.getByRole("button", { name: "Delete comment" }).waitFor();
    expect(await card.getByRole("button", { name: "Edit comment" }).count()).toBe(0);
    await card.getByRole("button", { name: "Delete comment" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this comment?" });
    expect(await confirm.innerText()).toContain("Bob Tester's comment will be removed");
    await confirm.getByRole("button", { name: "Delete comment" }).click();
    await toast(page, "Comment deleted").waitFor();
    await expect.poll(() => commentCards(page).count()).toBe(0);
    expect((await call<CommentList>(`/api/quotes/${quote.id}/comments`)).total).toBe(0);
    expectNoConsoleErrors();
  });

  it("anonymous visitors read comments and are asked to sign in; the space does not shift", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const [ada, bob] = await Promise.all([newUser("Ada"), newUser("Bob")]);
    // Three writers: each stays within the per-user rate limit.
    const writers = [ada, bob, admin];
    for (let i = 1; i <= 23; i++) await comment(quote.id, writers[i % 3]!, `Comment number ${i}`);

    const anonymous = await browser.open();
    const { page } = anonymous;
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const anonymousTop = await documentTop(page);
    expect(await heading(page).innerText()).toBe("Comments (23)");
    expect(await commentCards(page).count()).toBe(20);
    expect(await commentCards(page).first().getByTestId("comment-content").innerText()).toBe("Comment number 23");
    await thread(page).getByRole("button", { name: "Load more comments" }).click();
    await expect.poll(() => commentCards(page).count()).toBe(23);
    expect(await commentCards(page).last().getByTestId("comment-content").innerText()).toBe("Comment number 1");
    expect(await thread(page).getByRole("button", { name: "Load more comments" }).count()).toBe(0);

    await thread(page).getByRole("button", { name: "Sign in to comment" }).click();
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog", { name: "Welcome back" }).count()).toBe(0);
    await page.getByTestId("report-quote").click();
    await page.getByRole("dialog", { name: "Welcome back" }).waitFor();
    anonymous.expectNoConsoleErrors();

    // Signed in, the comment box takes the prompt's place without moving the comments.
    const signedIn = await browser.open();
    await useSession(signedIn.context, ada);
    await signedIn.page.goto(`/quote/${quote.url_slug}`);
    await settle(signedIn.page);
    await thread(signedIn.page).getByRole("textbox", { name: "Write a comment" }).waitFor();
    expect(await documentTop(signedIn.page)).toBe(anonymousTop);
    signedIn.expectNoConsoleErrors();
  });

  it("a user reports a quote once; a second report shows the 409 message", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);

    const openDialog = async () => {
      await page.getByTestId("report-quote").click();
      const dialog = page.getByRole("dialog", { name: "Report this quote" });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openDialog();
    await expectAccessible(page);
    const submit = dialog.getByRole("button", { name: "Submit report" });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByRole("radio").count()).toBe(5);
    await dialog.getByRole("radio", { name: /Misinformation/ }).click();
    await dialog.getByRole("textbox", { name: /Details/ }).fill("This was said by someone else.");
    await dialog.getByText("30/1000").waitFor();
    await submit.click();
    await toast(page, "Report submitted").waitFor();
    await expect.poll(() => page.getByRole("dialog", { name: "Report this quote" }).count()).toBe(0);

    dialog = await openDialog();
    await dialog.getByRole("radio", { name: /Spam/ }).click();
    await dialog.getByRole("button", { name: "Submit report" }).click();
    await dialog.getByTestId("report-error").waitFor();
    expect(await dialog.getByTestId("report-error").innerText()).toBe("You have already reported this quote");
    await expectAccessible(page);

    const queue = await call<{ reports: { quote_id: string; reason: string; description: string | null }[] }>(
      "/api/admin/reports?status=open&limit=100",
      { token: admin.token },
    );
    expect(queue.reports.filter((r) => r.quote_id === quote.id)).toEqual([
      expect.objectContaining({ reason: "misinformation", description: "This was said by someone else." }),
    ]);
    // The refused report is the one failed request the browser logs.
    expectNoConsoleErrors({ allow: [/status of 409/] });
  });

  it("the thread and the report dialog read well in dark mode on a phone", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const ada = await newUser("Ada");
    await comment(
      quote.id,
      admin,
      "A long comment that has to wrap on a narrow screen without spilling out of its card.",
    );
    const { page, context, expectNoConsoleErrors } = await browser.open({
      viewport: { width: 375, height: 740 },
      colorScheme: "dark",
    });
    await useSession(context, ada);
    await page.goto(`/quote/${quote.url_slug}`);
    await thread(page).getByRole("textbox", { name: "Write a comment" }).waitFor();
    await settle(page);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    await page.getByTestId("report-quote").click();
    await page.getByRole("dialog", { name: "Report this quote" }).waitFor();
    await expectAccessible(page);
    // The dialog scrolls within the screen to its Submit button.
    const submit = page.getByRole("button", { name: "Submit report" });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
    expectNoConsoleErrors();
  });
});
