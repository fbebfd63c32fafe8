import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ListDetail, SavedLists } from "#contracts/lists.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
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
  type Session,
} from "./helpers.ts";

const SCREENSHOTS = path.resolve("test-results", "screenshots");

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text, visible: true }).first();

async function approvedQuote(admin: Session, word: string, n: number): Promise<QuoteCreated> {
  return call<QuoteCreated>("/api/quotes", {
    method: "POST",
    token: admin.token,
    body: {
      text: `Quote ${n} about ${word}: the ${["river", "mountain", "lantern", "harbour"][n % 4]} keeps its own time.`,
      author: "Maren Holt",
      category: "inspiration",
      status: "approved",
    },
  });
}

const cardOf = (page: Page, text: string) => page.getByTestId("quote-card").filter({ hasText: text });

async function listOrder(owner: Session, listId: string): Promise<string[]> {
  const list = await call<ListDetail>(`/api/lists/${listId}`, { token: owner.token });
  return list.quotes.map((q) => q.id);
}

describe("saved lists", () => {
  const browser = useBrowser();

  it("a user saves quotes to a new list, reorders it, makes it public, and a signed-out visitor opens it", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quotes = [];
    for (let n = 1; n <= 3; n++) quotes.push(await approvedQuote(admin, word, n));
    const [q1, q2, q3] = quotes as [QuoteCreated, QuoteCreated, QuoteCreated];
    const ada = await newUser("Ada");
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, ada);

    // Save to a new list from the first card.
    await page.goto(`/?q=${word}`);
    await settle(page);
    await cardOf(page, "Quote 1 about").getByRole("button", { name: "Save to list" }).click();
    const popover = page.getByTestId("save-to-list-popover");
    await popover.waitFor();
    await popover.getByText("No lists yet").waitFor();
    await popover.getByLabel("New list").fill("   ");
    await popover.getByRole("button", { name: "Create" }).click();
    await popover.getByRole("alert").filter({ hasText: "List name is required" }).waitFor();
    const name = `Road trip ${word}`;
    await popover.getByLabel("New list").fill(name);
    await popover.getByRole("button", { name: "Create" }).click();
    await toast(page, "Saved to list").waitFor();
    // The new list shows in the popover, once, already holding the quote it was created from.
    const created = popover.getByRole("checkbox", { name });
    await expect.poll(() => created.count()).toBe(1);
    await expect.poll(() => created.getAttribute("data-state")).toBe("checked");
    await expect.poll(() => popover.getByRole("checkbox").first().getAttribute("data-state")).toBe("checked");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("save-to-list-popover").count()).toBe(0);

    // The other two by ticking the list.
    for (const text of ["Quote 2 about", "Quote 3 about"]) {
      await cardOf(page, text).getByRole("button", { name: "Save to list" }).click();
      const box = page.getByTestId("save-to-list-popover").getByRole("checkbox").first();
      await box.waitFor();
      await expect.poll(() => box.getAttribute("data-state")).toBe("unchecked");
      await box.click();
      await expect.poll(() => box.getAttribute("data-state")).toBe("checked");
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByTestId("save-to-list-popover").count()).toBe(0);
    }
    const { lists } = await call<SavedLists>("/api/lists", { token: ada.token });
    const list = lists.find((l) => l.name === name)!;
    expect(list).toMatchObject({ item_count: 3, is_public: false });
    expect(await listOrder(ada, list.id)).toEqual([q1.id, q2.id, q3.id]);

    // A duplicate name is refused with the server's message.
    await cardOf(page, "Quote 1 about").getByRole("button", { name: "Save to list" }).click();
    await page.getByTestId("save-to-list-popover").getByLabel("New list").fill(name.toUpperCase());
    await page.getByTestId("save-to-list-popover").getByRole("button", { name: "Create" }).click();
    await page.getByText("You already have a list with this name").waitFor();
    await page.keyboard.press("Escape");

    // The private list is a 404 for anyone else, in the HTML the server sends too.
    const hidden = await fetch(`${BASE_URL}/list/${list.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain("List not found");

    // Dashboard → Lists: reorder with the buttons and with the keyboard on the drag handle.
    await page.goto("/dashboard?tab=lists");
    await settle(page);
    const editor = page.getByTestId("list-editor");
    await editor.getByTestId("list-item").nth(2).waitFor();
    const items = editor.getByTestId("list-item");
    await items
      .nth(2)
      .getByRole("button", { name: /^Move up/ })
      .click();
    await expect.poll(() => listOrder(ada, list.id)).toEqual([q1.id, q3.id, q2.id]);
    await items
      .first()
      .getByRole("button", { name: /^Drag to reorder/ })
      .focus();
    // Space picks up, ArrowDown moves one place, Space drops (a person's pace: the sensor measures between keys).
    for (const key of ["Space", "ArrowDown", "Space"]) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(() => listOrder(ada, list.id)).toEqual([q3.id, q1.id, q2.id]);
    await expect
      .poll(() => items.evaluateAll((els) => els.map((el) => el.getAttribute("data-quote-id"))))
      .toEqual([q3.id, q1.id, q2.id]);
    // Reordering survives a reload.
    await page.reload();
    await settle(page);
    await expect
      .poll(() => page.getByTestId("list-item").evaluateAll((els) => els.map((el) => el.getAttribute("data-quote-id"))))
      .toEqual([q3.id, q1.id, q2.id]);

    // Rename, colour and make it public.
    const renamed = `${name} (public)`;
    await editor.getByLabel("Name").fill(renamed);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "List updated").waitFor();
    await editor.getByRole("radio", { name: "Teal" }).click();
    await expect.poll(() => editor.getByRole("radio", { name: "Teal" }).getAttribute("aria-checked")).toBe("true");
    await editor.getByRole("switch").click();
    await toast(page, "List is public").waitFor();
    await expect
      .poll(async () => (await call<ListDetail>(`/api/lists/${list.id}`, { token: ada.token })).is_public)
      .toBe(true);
    await expectAccessible(page);
    await shoot(page, "collections-dashboard-lists-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await shoot(page, "collections-dashboard-lists-dark");
    // The browser logs the refused duplicate name (409) as a failed request; nothing else may appear.
    expectNoConsoleErrors({ allow: [/status of 409 \(Conflict\) \(.*\/api\/lists\)/] });

    // Signed out: the public page, rendered on the server, in the saved order.
    const html = await fetch(`${BASE_URL}/list/${list.id}`);
    expect(html.status).toBe(200);
    const body = await html.text();
    expect(body).toContain(renamed.replace("(", "(").slice(0, 20));
    expect(body.indexOf("Quote 3 about")).toBeLessThan(body.indexOf("Quote 1 about"));

    const visitor = await browser.open();
    await visitor.page.goto(`/list/${list.id}`);
    await settle(visitor.page);
    await visitor.page.getByRole("heading", { level: 1, name: renamed }).waitFor();
    const cards = visitor.page.getByTestId("list-quotes").getByTestId("quote-card");
    expect(await cards.count()).toBe(3);
    expect(await cards.first().textContent()).toContain("Quote 3 about");
    const play = visitor.page.getByRole("link", { name: "Play in Inspire" });
    expect(await play.getAttribute("href")).toBe(`/?inspire=full&list=${list.id}`);
    await visitor.page.getByText("A list by Ada Tester").waitFor();
    await expectAccessible(visitor.page);
    await shoot(visitor.page, "collections-list-page-light");
    await visitor.page.setViewportSize({ width: 375, height: 800 });
    await shoot(visitor.page, "collections-list-page-375");
    visitor.expectNoConsoleErrors();

    // Saving asks a signed-out visitor to sign in.
    await cards.first().getByRole("button", { name: "Save to list" }).click();
    await visitor.page.getByRole("dialog", { name: "Welcome back" }).waitFor();
  });
});

describe("quote backgrounds", () => {
  const browser = useBrowser();

  it("a background chosen in the editor shows on the card and the quote page; bad uploads are refused", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin, word, 1);
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto(`/?q=${word}`);
    await settle(page);
    await cardOf(page, word).getByRole("button", { name: "Edit quote" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Background" }).click();
    const tab = dialog.getByTestId("background-tab");
    await tab.waitFor();

    // Uploads: a text file dressed as a PNG is refused by the server, a 3 MB picture before it is sent.
    await tab.getByRole("tab", { name: "Upload" }).click();
    const file = tab.getByTestId("background-file");
    await file.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
    await expect
      .poll(() => tab.getByTestId("background-upload-error").textContent())
      .toBe("Please upload an image file.");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await file.setInputFiles({
      name: "big.png",
      mimeType: "image/png",
      buffer: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]),
    });
    await expect
      .poll(() => tab.getByTestId("background-upload-error").textContent())
      .toBe("Please upload an image smaller than 2MB.");
    await expectAccessible(page);

    // A nature preset, shown on the sample at once.
    await tab.getByRole("tab", { name: "Nature" }).click();
    await tab.getByTestId("background-nature-aurora").click();
    await expect.poll(() => tab.getByTestId("background-nature-aurora").getAttribute("aria-checked")).toBe("true");
    expect(await tab.getByTestId("background-sample").getAttribute("style")).toContain(
      "/backgrounds/nature/aurora.svg",
    );
    await expectAccessible(page);
    await shoot(page, "collections-background-tab-light");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const saved = await call<{ background_url: string; background_type: string }>(`/api/quotes/${quote.id}`);
    expect(saved).toMatchObject({ background_url: "/backgrounds/nature/aurora.svg", background_type: "nature" });
    const card = cardOf(page, word).locator("[data-background]");
    await expect.poll(() => card.getAttribute("data-background")).toBe("/backgrounds/nature/aurora.svg");
    const picture = await fetch(`${BASE_URL}/backgrounds/nature/aurora.svg`);
    expect(picture.status).toBe(200);
    await shoot(page, "collections-background-card-light");

    // The quote page, as the server renders it and in the browser.
    const html = await (await fetch(`${BASE_URL}/quote/${quote.url_slug}`)).text();
    expect(html).toContain("/backgrounds/nature/aurora.svg");
    await page.goto(`/quote/${quote.url_slug}`);
    await settle(page);
    const figure = page.getByTestId("quote-detail-figure");
    expect(await figure.getAttribute("data-background")).toBe("/backgrounds/nature/aurora.svg");
    // The text over the picture is white on the veil.
    expect(await figure.locator("blockquote").evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)");
    await shoot(page, "collections-background-detail-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await shoot(page, "collections-background-detail-dark");
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, "collections-background-detail-375");
    expectNoConsoleErrors({ allow: [/status of 4(13|15)/] });
  });
});
