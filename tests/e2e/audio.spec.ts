import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { QuoteAudio } from "#contracts/audio.ts";
import {
  ADMIN,
  BASE_URL,
  call,
  expectAccessible,
  settle,
  signInThroughApi,
  uniqueWord,
  useBrowser,
  useSession,
} from "./helpers.ts";
import { adminUpload, approvedQuote, openAudioTab, playerOf, stateOf, toast, wav } from "./audio-journey.ts";

describe("audio narration", () => {
  const browser = useBrowser({ args: ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"] });

  it("an admin generates a quote's narration, and cards play one quote at a time", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const spoken = await approvedQuote(admin, word);
    const other = await approvedQuote(admin, word);
    await adminUpload(admin, other.id, wav(1.2, 440));

    const { page, context: browserContext, expectNoConsoleErrors } = await browser.open();
    await useSession(browserContext, admin);
    await page.goto(`/?q=${word}`);
    await settle(page);
    const card = page.getByTestId("quote-card").filter({ hasText: spoken.text });
    const otherCard = page.getByTestId("quote-card").filter({ hasText: other.text });
    expect(await playerOf(card).count()).toBe(0);

    const dialog = await openAudioTab(page, card);
    await dialog.getByRole("tab", { name: "Generate" }).click();
    const picker = dialog.getByTestId("voice-picker");
    await expect.poll(() => picker.getByRole("radio").count()).toBe(10);
    await expectAccessible(page);
    const second = picker.getByRole("radio").nth(1);
    await second.click();
    await dialog.getByRole("button", { name: "Generate audio" }).click();
    await dialog.getByTestId("generate-progress").waitFor();
    await toast(page, "Audio generated").waitFor({ timeout: 70_000 });
    await dialog.getByTestId("current-audio").waitFor();
    // Admins see where the file is stored.
    expect(await dialog.getByTestId("audio-file-path").innerText()).toMatch(/^File: audio\//);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The card now has a player with a drawn waveform.
    await playerOf(card).waitFor();
    await expect
      .poll(async () => Number(await card.getByTestId("waveform").getAttribute("data-bars")), { timeout: 10_000 })
      .toBeGreaterThan(10);
    expect(await card.getByTestId("waveform").locator("rect").count()).toBeGreaterThan(20);

    await playerOf(card)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(card)).toBe("playing");
    await playerOf(otherCard)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(otherCard)).toBe("playing");
    // One at a time: the first stopped when the second started.
    expect(await stateOf(card)).not.toBe("playing");
    // Finishing resets the playing state.
    await expect.poll(() => stateOf(otherCard), { timeout: 10_000 }).toBe("paused");
    expect(await otherCard.getByTestId("waveform").getAttribute("aria-valuenow")).toBe("0");
    expect(await otherCard.getByTestId("waveform").getAttribute("aria-valuetext")).toMatch(/^0:00 of /);
    await expectAccessible(page);
    // A quote without narration answers 404 to GET /api/quotes/{id}/audio (docs/api.md), which the browser logs.
    expectNoConsoleErrors({ allow: [/404 \(Not Found\).*\/audio\)$/] });
  });

  it("cards play stored audio one at a time, seek on click, and remember the volume", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const first = await approvedQuote(admin, word);
    const second = await approvedQuote(admin, word);
    await adminUpload(admin, first.id, wav(4, 220));
    await adminUpload(admin, second.id, wav(1, 440));

    const { page, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?q=${word}`);
    // The server sends a placeholder of the player's size: nothing moves when the player arrives.
    const html = await (await fetch(`${BASE_URL}/?q=${word}`)).text();
    expect(html.match(/data-testid="audio-player-placeholder"/g)?.length).toBe(2);
    await settle(page);
    const firstCard = page.getByTestId("quote-card").filter({ hasText: first.text });
    const secondCard = page.getByTestId("quote-card").filter({ hasText: second.text });
    await expect
      .poll(async () => Number(await firstCard.getByTestId("waveform").getAttribute("data-bars")), { timeout: 10_000 })
      .toBeGreaterThan(10);

    await playerOf(firstCard)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(firstCard)).toBe("playing");
    await playerOf(secondCard)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(secondCard)).toBe("playing");
    expect(await stateOf(firstCard)).toBe("idle");
    await expect.poll(() => stateOf(secondCard), { timeout: 8000 }).toBe("paused");

    // Clicking the waveform's last quarter seeks there.
    const waveform = firstCard.getByTestId("waveform");
    const box = await waveform.boundingBox();
    if (!box) throw new Error("no waveform box");
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect.poll(async () => Number(await waveform.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(2);

    // Volume: 0–1 in local storage.
    await playerOf(firstCard)
      .getByRole("button", { name: /^Volume/ })
      .click();
    await page.getByTestId("volume").fill("0.3");
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem("volume"))).toBe("0.3");
    await page.reload();
    await settle(page);
    await expect
      .poll(() =>
        playerOf(firstCard)
          .getByRole("button", { name: /^Volume/ })
          .getAttribute("aria-label"),
      )
      .toBe("Volume 30%");
    expectNoConsoleErrors();
  });

  it("the owner uploads a short file in the dialog (checked first), and an admin removes it", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto(`/?q=${quote.word}`);
    await settle(page);
    const card = page.getByTestId("quote-card").filter({ hasText: quote.text });
    const dialog = await openAudioTab(page, card);
    await dialog.getByTestId("no-audio").waitFor();
    await dialog.getByRole("tab", { name: "Upload" }).click();
    await expectAccessible(page);
    const input = dialog.getByTestId("upload-input");

    // Refused before sending: a text file, and a file over 5 MB.
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not audio") });
    expect(await dialog.getByTestId("upload-error").innerText()).toBe(
      "Invalid file format. Accepted formats: .mp3, .wav, .m4a, .webm, .ogg",
    );
    await input.setInputFiles({ name: "huge.wav", mimeType: "audio/wav", buffer: Buffer.alloc(6 * 1024 * 1024) });
    expect(await dialog.getByTestId("upload-error").innerText()).toBe("File size must be less than 5MB");
    // A text file dressed as MP3 passes the name check; the server, checking content, refuses it.
    await input.setInputFiles({
      name: "fake.mp3",
      mimeType: "audio/mpeg",
      buffer: Buffer.from("plain text, not audio"),
    });
    await dialog.getByTestId("upload-preview").waitFor();
    const uploadButton = dialog.getByRole("button", { name: "Upload audio" });
    await expect.poll(() => dialog.getByTestId("upload-error").count()).toBe(1);
    expect(await dialog.getByTestId("upload-error").innerText()).toBe(
      "Failed to load the audio file. Please try another file.",
    );
    expect(await uploadButton.isDisabled()).toBe(true);

    // A good file: previewed, then removed (state "removed"), chosen again and uploaded.
    await input.setInputFiles({ name: "tone.wav", mimeType: "audio/wav", buffer: wav(1.5) });
    await expect.poll(() => dialog.getByTestId("upload-widget").getAttribute("data-state")).toBe("loaded");
    expect(await dialog.getByTestId("upload-file-name").innerText()).toBe("tone.wav");
    await dialog.getByRole("button", { name: "Remove file" }).click();
    await expect.poll(() => dialog.getByTestId("upload-widget").getAttribute("data-state")).toBe("removed");
    await dialog
      .getByTestId("upload-input")
      .setInputFiles({ name: "tone.wav", mimeType: "audio/wav", buffer: wav(1.5) });
    await dialog.getByRole("button", { name: "Upload audio" }).click();
    await toast(page, "Audio saved").waitFor();
    await dialog.getByTestId("current-audio").waitFor();
    expect(await dialog.getByTestId("current-audio").innerText()).toContain("0:01");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Remove audio" }).click();
    await toast(page, "Audio removed").waitFor();
    await dialog.getByTestId("no-audio").waitFor();
    const res = await fetch(`${BASE_URL}/api/quotes/${quote.id}/audio`);
    expect(res.status).toBe(404);
    expectNoConsoleErrors({ allow: [/404 \(Not Found\)/] });
  });

  it("records with a fake microphone: start, stop, play, reset, save; a refused microphone is explained", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const { page, context, expectNoConsoleErrors } = await browser.open();
    await useSession(context, admin);
    await page.goto(`/?q=${quote.word}`);
    await settle(page);
    const card = page.getByTestId("quote-card").filter({ hasText: quote.text });
    const dialog = await openAudioTab(page, card);
    await dialog.getByRole("tab", { name: "Record" }).click();
    const recorder = dialog.getByTestId("recorder");
    await recorder.waitFor();
    expect(await recorder.getAttribute("data-state")).toBe("idle");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Start recording" }).click();
    await expect.poll(() => recorder.getAttribute("data-state")).toBe("recording");
    await expect.poll(() => dialog.getByTestId("recorder-time").innerText(), { timeout: 5000 }).toMatch(/^0:0[2-9]/);
    await dialog.getByRole("button", { name: "Stop" }).click();
    await expect.poll(() => recorder.getAttribute("data-state")).toBe("complete");
    await dialog.getByRole("button", { name: "Play" }).click();
    await dialog.getByRole("button", { name: "Reset" }).click();
    expect(await recorder.getAttribute("data-state")).toBe("idle");

    await dialog.getByRole("button", { name: "Start recording" }).click();
    await expect.poll(() => dialog.getByTestId("recorder-time").innerText(), { timeout: 5000 }).toMatch(/^0:0[2-9]/);
    await dialog.getByRole("button", { name: "Stop" }).click();
    await dialog.getByRole("button", { name: "Save recording" }).click();
    await toast(page, "Audio saved").waitFor();
    await dialog.getByTestId("current-audio").waitFor();
    const stored = await call<QuoteAudio>(`/api/quotes/${quote.id}/audio`);
    expect(stored.duration).toBeGreaterThan(1);
    expectNoConsoleErrors({ allow: [/404 \(Not Found\)/] });

    // A visitor who refuses the microphone is told how to fix it.
    const denied = await browser.open();
    await useSession(denied.context, admin);
    await denied.context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await denied.page.goto(`/?q=${quote.word}`);
    await settle(denied.page);
    const deniedDialog = await openAudioTab(denied.page, denied.page.getByTestId("quote-card").first());
    await deniedDialog.getByRole("tab", { name: "Record" }).click();
    await deniedDialog.getByRole("button", { name: "Start recording" }).click();
    expect(await deniedDialog.getByTestId("recorder-error").innerText()).toBe(
      "Please allow microphone access to record audio.",
    );
    expect(await deniedDialog.getByTestId("recorder").getAttribute("data-state")).toBe("idle");
  });

  it("a missing file shows the card's indicator and the player's message; verify lists it", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const quote = await approvedQuote(admin);
    const audio = await adminUpload(admin, quote.id, wav(1));
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error("E2E_DATA_DIR is not set (run through tests/e2e/run.mjs)");
    fs.rmSync(path.join(dataDir, "media", audio.audio_file_path));

    const { page, context, expectNoConsoleErrors } = await browser.open();
    await page.goto(`/?q=${quote.word}`);
    await settle(page);
    const card = page.getByTestId("quote-card").filter({ hasText: quote.text });
    await playerOf(card)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(card)).toBe("error");
    expect(await card.getByTestId("audio-missing").innerText()).toBe("Audio file missing");
    expect(await card.getByTestId("audio-error").innerText()).toBe("Failed to load audio");
    await expectAccessible(page);
    expectNoConsoleErrors({ allow: [/404 \(Not Found\)/, /Failed to load resource/] });

    // The admin's check finds it.
    await useSession(context, admin);
    const adminPage = await context.newPage();
    await adminPage.goto("/admin/audio");
    await settle(adminPage);
    await adminPage.getByRole("button", { name: "Verify audio files" }).click();
    const missing = adminPage.getByTestId("verify-audio-missing");
    await missing.waitFor();
    expect(await missing.innerText()).toContain(audio.audio_file_path);
    await expectAccessible(adminPage);
  });

  it("admins select cards for bulk generation with one voice and follow the jobs", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const quotes = [await approvedQuote(admin, word), await approvedQuote(admin, word)];
    const { page, context: browserContext, expectNoConsoleErrors } = await browser.open();
    await useSession(browserContext, admin);
    await page.goto(`/?q=${word}`);
    await settle(page);
    for (const quote of quotes) {
      await page.getByTestId("quote-card").filter({ hasText: quote.text }).getByTestId("select-for-audio").click();
    }
    const panel = page.getByTestId("bulk-audio-panel");
    await panel.getByText("2 quotes selected for narration").waitFor();
    await expectAccessible(page);
    await panel.getByRole("button", { name: "Generate audio" }).click();
    await expect
      .poll(() => panel.getByTestId("bulk-audio-status").innerText(), { timeout: 90_000 })
      .toBe("Narration finished: 2 of 2 generated");
    for (const quote of quotes) {
      await page.getByTestId("quote-card").filter({ hasText: quote.text }).getByTestId("audio-player").waitFor();
    }
    await panel.getByRole("button", { name: "Close" }).click();
    expect(await panel.count()).toBe(0);
    expectNoConsoleErrors();
  });

  it("the admin's Audio tab narrates one quote, bulk-narrates a page, and removes a narration", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const word = uniqueWord();
    const quotes = [
      await approvedQuote(admin, word),
      await approvedQuote(admin, word),
      await approvedQuote(admin, word),
    ];
    const { page, context: browserContext, expectNoConsoleErrors } = await browser.open();
    await useSession(browserContext, admin);
    await page.goto(`/admin/audio?view=without&q=${word}`);
    await settle(page);
    const items = page.getByTestId("audio-item");
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.getByRole("link", { name: "Audio", exact: true }).getAttribute("aria-current")).toBe("page");
    await expectAccessible(page);

    // One quote at once, with the default voice: it leaves the list of quotes waiting for a voice.
    await items.filter({ hasText: quotes[0]!.text }).getByRole("button", { name: "Generate" }).click();
    await toast(page, "Audio generated").waitFor({ timeout: 60_000 });
    await expect.poll(() => items.count()).toBe(2);

    // The rest of the page in bulk, followed in the dock.
    await page.getByLabel("Select this page for bulk generation").click();
    const panel = page.getByTestId("bulk-audio-panel");
    await panel.getByText("2 quotes selected for narration").waitFor();
    await panel.getByRole("button", { name: "Generate audio" }).click();
    await expect
      .poll(() => panel.getByTestId("bulk-audio-status").innerText(), { timeout: 90_000 })
      .toBe("Narration finished: 2 of 2 generated");
    await panel.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("audio-empty").waitFor();

    // Narrated: all three with voice, length and size; one is removed after a confirmation.
    await page.getByRole("button", { name: "Narrated", exact: true }).click();
    await page.waitForURL((url) => !url.search.includes("view=without"));
    await expect.poll(() => items.count()).toBe(3);
    for (const quote of quotes) {
      expect(await items.filter({ hasText: quote.text }).getByTestId("audio-meta").textContent()).toMatch(
        /^Clara·0:0\d·\d+ KB·/,
      );
    }
    await expectAccessible(page);
    await items.filter({ hasText: quotes[1]!.text }).getByRole("button", { name: "Remove" }).click();
    const dialog = page.getByTestId("remove-audio-dialog");
    await dialog.getByRole("button", { name: "Remove audio" }).click();
    await toast(page, "Audio removed").waitFor();
    await expect.poll(() => items.count()).toBe(2);
    const audio = await fetch(`${BASE_URL}/api/quotes/${quotes[1]!.id}/audio`);
    expect(audio.status).toBe(404);
    expectNoConsoleErrors();
  });
});
