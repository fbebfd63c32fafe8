import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PendingAudio } from "#contracts/audio-review.ts";
import type { Role } from "#contracts/constants.ts";
import { VOICE_IDS, voiceLanguages, type Voice, type VoiceId } from "#contracts/voices.ts";
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

describe("the editor's Audio tab: voices for the quote's language", () => {
  const ADMIN = "55555555-5555-4555-8555-555555555555";
  const NAMES: Record<VoiceId, string> = {
    clara: "Clara",
    james: "James",
    nora: "Nora",
    arthur: "Arthur",
    maya: "Maya",
    oscar: "Oscar",
    ivy: "Ivy",
    felix: "Felix",
    hugo: "Hugo",
    lena: "Lena",
    elena: "Elena",
    luca: "Luca",
  };
  const VOICES: Voice[] = VOICE_IDS.map((id) => ({
    id,
    name: NAMES[id],
    gender: "female",
    tier: "standard",
    description: `${NAMES[id]}'s voice`,
    engine: "test",
    languages: [...voiceLanguages(id)],
  }));

  /** The server as an admin sees it: the voices, no narration yet, and generation answering at once. */
  function stubVoices() {
    const generated: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async (input, init) => {
        const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
        if (url === "/api/voices") return Response.json(VOICES);
        if (url.endsWith("/audio/pending")) return Response.json({ pending: null });
        if (url.endsWith("/generate-audio")) {
          generated.push(JSON.parse(init?.body as string));
          return Response.json({ error: "unavailable", message: "Not in this test" }, { status: 503 });
        }
        return Response.json({ error: "not_found", message: "This quote has no audio" }, { status: 404 });
      }),
    );
    return generated;
  }

  async function renderFor(language: string | undefined) {
    await renderWithProviders(
      <EditorAudioPanel
        quote={{ id: QUOTE, user_id: OWNER, author: "Ada Brook", has_audio: false, language }}
        viewer={{ id: ADMIN, role: "admin" }}
      />,
    );
    await screen.findByTestId("no-audio");
  }

  const listedVoices = async () =>
    within(await screen.findByTestId("voice-picker"))
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("value"));

  it("lists only the voices that speak a French quote, starting with French's default voice, and generates with it", async () => {
    const generated = stubVoices();
    await renderFor("fr");
    expect(await listedVoices()).toEqual(["elena", "luca"]);
    expect(screen.getByTestId("voice-language").textContent).toBe("Voices that speak French");
    expect(screen.getByRole("radio", { name: /Elena/ }).getAttribute("aria-checked")).toBe("true");
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate audio" }));
    await vi.waitFor(() => expect(generated).toHaveLength(1));
    expect(generated[0]).toMatchObject({ voice: "elena" });
  });

  it("lists the English voices for an English quote (and one of unknown language), Clara first", async () => {
    stubVoices();
    await renderFor("en-GB");
    const english = await listedVoices();
    expect(english).toHaveLength(10);
    expect(english).not.toContain("elena");
    expect(screen.getByRole("radio", { name: /Clara/ }).getAttribute("aria-checked")).toBe("true");
    cleanup();
    await renderFor(undefined);
    expect(await listedVoices()).toHaveLength(10);
  });

  it("says no voice speaks the quote's language, and offers nothing to generate", async () => {
    stubVoices();
    await renderFor("ja");
    expect((await screen.findByTestId("no-voice")).textContent).toBe("No voice speaks Japanese yet");
    expect(screen.queryByTestId("voice-picker")).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Generate audio" }).disabled).toBe(true);
  });
});
