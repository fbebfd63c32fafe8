import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PendingAudio } from "#contracts/audio-review.ts";
import type { Role } from "#contracts/constants.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import EditorAudioPanel from "./editor-audio-panel.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const OWNER = "11111111-1111-4111-8111-111111111111";
const QUOTE = "22222222-2222-4222-8222-222222222222";

const waiting: PendingAudio = {
  id: "33333333-3333-4333-8333-333333333333",
  quote_id: QUOTE,
  state: "awaiting_review",
  format: "wav",
  file_size: 44_144,
  duration: 2,
  created_at: new Date().toISOString(),
};

/** The audio API as a member sees it for a quote without narration: uploads answer 202 and wait for review. */
function stubServer(initial: PendingAudio | null) {
  let pending = initial;
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      if (url === `/api/quotes/${QUOTE}/audio/pending`) return Response.json({ pending });
      if (url === `/api/quotes/${QUOTE}/audio` && method === "POST") {
        pending = waiting;
        return Response.json(waiting, { status: 202 });
      }
      return Response.json({ error: "not_found", message: "This quote has no audio" }, { status: 404 });
    }),
  );
  return calls;
}

async function renderPanel(role: Role = "user", viewerId = OWNER) {
  await renderWithProviders(
    <EditorAudioPanel
      quote={{ id: QUOTE, user_id: OWNER, author: "Ada Brook", has_audio: false }}
      viewer={{ id: viewerId, role }}
    />,
  );
  await screen.findByTestId("no-audio");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe("the editor's Audio tab: audio awaiting review", () => {
  it("tells the owner their narration awaits review, that the quote keeps none meanwhile, and lets them listen", async () => {
    stubServer(waiting);
    await renderPanel();
    const notice = await screen.findByTestId("pending-audio");
    expect(notice.getAttribute("role")).toBe("status");
    expect(within(notice).getByText("Awaiting review")).toBeTruthy();
    expect(notice.textContent).toContain("Your new narration was sent (0:02 · 43 KB");
    expect(notice.textContent).toContain("until it is approved, the quote has no narration");
    expect(within(notice).getByRole("button", { name: "Listen" })).toBeTruthy();
    // Members are told before they record or upload.
    expect(screen.getByTestId("review-hint").textContent).toBe(
      "An admin listens to your recording or file before it plays on the quote.",
    );
  });

  it("shows nothing awaiting when the server has no submission", async () => {
    stubServer(null);
    await renderPanel();
    await screen.findByTestId("review-hint");
    expect(screen.queryByTestId("pending-audio")).toBeNull();
  });

  it("an upload answered 202 says it was sent for review and shows the notice, not a new narration", async () => {
    const calls = stubServer(null);
    await renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Upload" }));
    const file = new File([new Uint8Array(2048)], "take.wav", { type: "audio/wav" });
    await user.upload(await screen.findByTestId("upload-input"), file);
    await user.click(await screen.findByRole("button", { name: "Upload audio" }));

    const notice = await screen.findByTestId("pending-audio");
    expect(within(notice).getByText("Awaiting review")).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith("Audio sent for review", {
      description: "An admin listens to it before it plays on the quote.",
    });
    expect(calls.some((c) => c.method === "POST" && c.url === `/api/quotes/${QUOTE}/audio`)).toBe(true);
    // Still no narration of its own.
    expect(screen.getByTestId("no-audio")).toBeTruthy();
    expect(screen.queryByTestId("current-audio")).toBeNull();
  });

  it("does not ask for another member's quote", async () => {
    const calls = stubServer(waiting);
    await renderPanel("user", "44444444-4444-4444-8444-444444444444");
    expect(calls.some((c) => c.url.endsWith("/audio/pending"))).toBe(false);
    expect(screen.queryByTestId("pending-audio")).toBeNull();
  });
});
