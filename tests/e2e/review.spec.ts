import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN, call, expectAccessible, newUser, signInThroughApi, useBrowser, useSession } from "./helpers.ts";
import { adminUpload, approvedQuote, playerOf, stateOf, toast, wav } from "./audio-journey.ts";

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

describe("daily review", () => {
  const browser = useBrowser();

  it("a member bookmarks a narrated quote, reviews it at once: plays it, grades it good, sees the next date and a streak", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    await adminUpload(admin, quote.id, wav(2));
    const member = await newUser("Rosa");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, member);

    await page.goto(`/?q=${quote.word}`);
    const listed = page.getByTestId("quote-card").filter({ hasText: quote.word });
    await listed.getByTestId("bookmark-button").click();
    await toast(page, "Bookmark added").waitFor();

    const opened = await page.goto("/review");
    expect(opened?.status()).toBe(200);
    const card = page.getByTestId("review-card");
    await card.getByText(quote.text).waitFor();
    expect(await card.getByTestId("review-quote-text").getAttribute("lang")).toBe("en");
    expect(await page.getByTestId("review-due-count").innerText()).toBe("1 due today");
    expect(await page.getByTestId("review-streak").innerText()).toBe("0-day streak");

    await playerOf(card)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(card)).toBe("playing");
    await expectAccessible(page);

    // "Good" by its key: the quote leaves today's review and focus moves to what follows.
    expect(await card.getByTestId("grade-good").innerText()).toContain("2");
    await page.keyboard.press("2");
    const done = page.getByRole("heading", { name: "All done for today" });
    await done.waitFor();
    await expect.poll(() => focusedText(page)).toBe("All done for today");
    expect(await page.getByTestId("review-last-grade").innerText()).toBe("Next review of that quote: tomorrow.");
    await expect.poll(() => page.getByTestId("review-next-due").innerText()).toBe("Your next review: tomorrow.");
    expect(await page.getByTestId("review-streak").innerText()).toBe("1-day streak");
    await expectAccessible(page);
    expectNoConsoleErrors();
  });

  it("reads a quote without narration aloud on request, and a mastered quote leaves the review", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const member = await newUser("Omar");
    await call("/api/bookmarks", { method: "POST", token: member.token, body: { quote_id: quote.id } });
    const { page, context, expectNoConsoleErrors } = await browser.open({
      viewport: { width: 375, height: 740 },
      colorScheme: "dark",
    });
    await useSession(context, member);

    await page.goto("/review");
    const card = page.getByTestId("review-card");
    await card.getByText(quote.text).waitFor();
    await card.getByRole("button", { name: "Read it aloud" }).click();
    await expect
      .poll(() => card.getByTestId("review-reading").getAttribute("data-state"), { timeout: 30_000 })
      .toBe("playing");
    await expectAccessible(page);

    await card.getByTestId("grade-mastered").click();
    await page
      .getByRole("heading", { name: "Nothing to review yet" })
      .or(page.getByRole("heading", { name: "All done for today" }))
      .waitFor();
    expect(await page.getByTestId("review-last-grade").innerText()).toBe("Mastered: that quote leaves your review.");
    await expectAccessible(page);
    expectNoConsoleErrors();
  });

  it("asks a signed-out visitor to sign in", async () => {
    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto("/review");
    // The sign-in dialog opens over the prompt and hides it from the accessibility tree, at its own moment.
    await page.getByRole("heading", { name: "Sign in required", includeHidden: true }).waitFor({ state: "attached" });
    await page.getByRole("dialog").waitFor();
    expect(await page.getByText("Please sign in or create an account to open your daily review.").count()).toBe(1);
    expectNoConsoleErrors();
  });
});
