import { describe, expect, it } from "vitest";
import type { QuoteCreated, QuoteDetail, QuoteList } from "#contracts/quotes.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
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
import { toast } from "./audio-journey.ts";

describe("languages: a translation and its original link each other, and each speaks its own language", () => {
  const browser = useBrowser();

  it("a member translates a quote into French, an admin approves it, both pages link each other, and it is narrated in French", async () => {
    const word = uniqueWord();
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const original = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: admin.token,
      body: {
        text: `Hope is the ${word} thing with feathers that perches in the soul.`,
        author: "Emily Dickinson",
        category: "inspiration",
        status: "approved",
      },
    });
    // Detected from the text: English.
    expect(original.language).toBe("en");
    const tess = await newUser("Tess");
    const french = `L'espoir est la chose ${word} à plumes qui se perche dans l'âme.`;

    // Tess opens the quote and offers a French translation; her first click is not waited for.
    const member = await browser.open();
    await useSession(member.context, tess);
    await member.page.goto(`/quote/${original.url_slug}`);
    await member.page.getByRole("button", { name: "Translate this quote" }).click();
    const dialog = member.page.getByRole("dialog", { name: "Submit a translation" });
    await dialog.getByTestId("translation-of").getByText(original.text).waitFor();
    expect(await dialog.getByLabel("Author", { exact: true }).inputValue()).toBe("Emily Dickinson");
    await dialog.getByLabel("Quote", { exact: true }).fill(french);
    await dialog.getByLabel("Category").selectOption("inspiration");
    await dialog.getByLabel("Language").selectOption("fr");
    await dialog.getByRole("textbox", { name: /^Translator/ }).fill("Tess Tester");
    await expectAccessible(member.page);
    await dialog.getByRole("button", { name: "Submit for Review" }).click();
    await dialog.getByTestId("quote-editor-success").waitFor();
    await toast(member.page, "Quote submitted").waitFor();
    member.expectNoConsoleErrors();

    // Pending: only Tess and admins see it; the original does not link to it yet.
    const mine = await call<QuoteList>(`/api/quotes?q=${word}&language=fr&userFilter=submitted`, { token: tess.token });
    const [translation] = mine.quotes;
    expect(translation).toMatchObject({ language: "fr", translation_of: original.id, translator: "Tess Tester" });
    expect((await call<QuoteDetail>(`/api/quotes/${original.id}`)).versions).toEqual([]);

    // The admin approves it in the moderation queue.
    const adminTab = await browser.open();
    await useSession(adminTab.context, admin);
    await adminTab.page.goto("/admin/moderation");
    const item = adminTab.page.getByTestId("queue-item").filter({ hasText: word });
    // Reject's hover state (a red tint behind red text) keeps its contrast.
    await item.getByRole("button", { name: /^Reject/ }).hover();
    await expectAccessible(adminTab.page);
    await item.getByRole("button", { name: /^Approve/ }).click();
    await toast(adminTab.page, "Quote approved").waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await settle(adminTab.page);
    adminTab.expectNoConsoleErrors();

    // A visitor finds the original linking to its French version, and back.
    const visitor = await browser.open();
    const { page } = visitor;
    await page.goto(`/quote/${original.url_slug}`);
    const versions = page.getByTestId("quote-versions");
    await versions.getByRole("link", { name: "Français" }).click();
    await page.waitForURL(new RegExp(`/quote/${translation!.url_slug}$`));
    await page.locator(`[lang="fr"]`).filter({ hasText: french }).first().waitFor();
    const credit = page.getByTestId("translation-credit");
    await credit.getByText("Translated by Tess Tester").waitFor();
    await settle(page);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
      );
    expect(alternates.sort()).toEqual([`en /quote/${original.url_slug}`, `fr /quote/${translation!.url_slug}`]);
    await credit.getByRole("link", { name: "English original" }).click();
    await page.waitForURL(new RegExp(`/quote/${original.url_slug}$`));
    await page.getByTestId("quote-versions").getByRole("link", { name: "Français" }).waitFor();
    // Searched in its own language: "chose" finds the French version.
    const found = await call<QuoteList>(`/api/quotes?q=${encodeURIComponent(`lang:fr chose ${word}`)}`);
    expect(found.quotes.map((q) => q.id)).toEqual([translation!.id]);
    visitor.expectNoConsoleErrors();

    // The admin narrates the translation: only the voices that speak French are offered, Elena first.
    const { page: adminPage } = adminTab;
    await adminPage.goto(`/?q=${word}&language=fr`);
    const card = adminPage.getByTestId("quote-card").filter({ hasText: word });
    await card.getByTestId("language-tag").waitFor();
    await card.getByRole("button", { name: /^Edit/ }).click();
    const editor = adminPage.getByTestId("quote-editor");
    await editor.getByRole("tab", { name: "Audio" }).click();
    await editor.getByRole("tab", { name: "Generate" }).click();
    const picker = editor.getByTestId("voice-picker");
    await picker.getByRole("radio", { name: /Elena/ }).waitFor();
    expect(await picker.getByRole("radio").count()).toBe(2);
    expect(await picker.getByRole("radio", { name: /Luca/ }).count()).toBe(1);
    expect(await picker.getByRole("radio", { name: /Elena/ }).getAttribute("aria-checked")).toBe("true");
    await expectAccessible(adminPage);
    await editor.getByRole("button", { name: "Generate audio" }).click();
    await toast(adminPage, "Audio generated").waitFor({ timeout: 70_000 });
    const audio = await call<QuoteAudio>(`/api/quotes/${translation!.id}/audio`);
    expect(audio.tts_voice).toBe("elena");
    expect(audio.duration).toBeGreaterThan(1);
    adminTab.expectNoConsoleErrors({ allow: [/404 \(Not Found\).*\/audio\)$/] });
  });
});
