import { describe, expect, it } from "vitest";
import type { QuoteAudio } from "#contracts/audio.ts";
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
} from "./helpers.ts";
import { adminUpload, openAudioTab, playerOf, stateOf, toast, wav } from "./audio-journey.ts";

describe("members' audio awaiting review", () => {
  const browser = useBrowser();

  it("a member's upload to their published quote awaits review; an admin listens, approves, and it plays for all", async () => {
    const admin = await signInThroughApi(ADMIN.email, ADMIN.password);
    const member = await newUser("Owen");
    const word = uniqueWord();
    const created = await call<QuoteCreated>("/api/quotes", {
      method: "POST",
      token: member.token,
      body: { text: `Owen's ${word} hums along with the kettle.`, author: "Owen Tester", category: "wisdom" },
    });
    await call(`/api/quotes/${created.id}/approve`, {
      method: "POST",
      token: admin.token,
      body: { approvedBy: admin.user.id },
    });
    const narration = await adminUpload(admin, created.id, wav(1, 440));

    // The owner uploads in the editor: sent for review, the admin's narration stays.
    const owner = await browser.open();
    await useSession(owner.context, member);
    await owner.page.goto(`/?q=${word}`);
    await settle(owner.page);
    const card = owner.page.getByTestId("quote-card").filter({ hasText: created.text });
    const dialog = await openAudioTab(owner.page, card);
    await dialog.getByTestId("current-audio").waitFor();
    expect(await dialog.getByTestId("review-hint").innerText()).toContain("An admin listens");
    await dialog.getByRole("tab", { name: "Upload" }).click();
    await dialog
      .getByTestId("upload-input")
      .setInputFiles({ name: "mine.wav", mimeType: "audio/wav", buffer: wav(2.5, 220) });
    await dialog.getByRole("button", { name: "Upload audio" }).click();
    await toast(owner.page, "Audio sent for review").waitFor();
    const notice = dialog.getByTestId("pending-audio");
    await notice.waitFor();
    expect(await notice.innerText()).toContain("Awaiting review");
    expect(await notice.innerText()).toContain("keeps its current narration");
    await notice.getByRole("button", { name: "Listen" }).click();
    await notice.getByTestId("pending-audio-player").waitFor();
    await expectAccessible(owner.page);
    expect((await call<QuoteAudio>(`/api/quotes/${created.id}/audio`)).audio_url).toBe(narration.audio_url);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The owner's dashboard says so too.
    await owner.page.goto("/dashboard");
    await settle(owner.page);
    const row = owner.page.getByTestId("submission").filter({ hasText: created.text });
    expect(await row.getByTestId("audio-awaiting-review").innerText()).toBe("Audio: awaiting review");
    owner.expectNoConsoleErrors({ allow: [/404 \(Not Found\)/] });

    // The admin listens in the Audio tab and approves.
    const reviewer = await browser.open();
    await useSession(reviewer.context, admin);
    await reviewer.page.goto("/admin/audio");
    await settle(reviewer.page);
    const item = reviewer.page.getByTestId("pending-review-item").filter({ hasText: created.text });
    await item.waitFor();
    expect(await item.getByTestId("pending-meta").innerText()).toMatch(/Sent by Owen Tester.*0:02.*WAV/s);
    expect(await item.getByTestId("pending-replaces").innerText()).toBe(
      "Approving replaces its current admin's narration (0:01).",
    );
    await item.getByRole("button", { name: "Listen" }).click();
    await item.getByTestId("pending-audio-player").waitFor();
    await expectAccessible(reviewer.page);
    await item.getByRole("button", { name: "Approve" }).click();
    await toast(reviewer.page, "Audio approved").waitFor();
    await expect.poll(() => item.count()).toBe(0);
    reviewer.expectNoConsoleErrors();

    // Everyone now hears the member's recording; the admin's file is gone.
    const approved = await call<QuoteAudio>(`/api/quotes/${created.id}/audio`);
    expect(approved.created_by_admin).toBe(false);
    expect(approved.duration).toBeCloseTo(2.5, 1);
    expect((await fetch(`${BASE_URL}${narration.audio_url}`, { method: "HEAD" })).status).toBe(404);
    const visitor = await browser.open();
    await visitor.page.goto(`/?q=${word}`);
    await settle(visitor.page);
    const publicCard = visitor.page.getByTestId("quote-card").filter({ hasText: created.text });
    await playerOf(publicCard)
      .getByRole("button", { name: /Play the narration/ })
      .click();
    await expect.poll(() => stateOf(publicCard)).toBe("playing");
    visitor.expectNoConsoleErrors();
  });
});
