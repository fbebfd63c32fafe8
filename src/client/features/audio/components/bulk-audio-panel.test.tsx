import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import { bulkRun, bulkSelection } from "../selection.ts";
import BulkAudioPanel from "./bulk-audio-panel.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const EN = { id: "11111111-1111-4111-8111-111111111111", text: "I think, therefore I am.", author: "Descartes" };
const FR = { id: "22222222-2222-4222-8222-222222222222", text: "Je pense, donc je suis.", author: "Descartes" };
const JA = { id: "33333333-3333-4333-8333-333333333333", text: "我思う、故に我あり", author: "Descartes" };

const voices = [
  { id: "clara", name: "Clara", gender: "female", tier: "premium", description: "", engine: "t", languages: ["en"] },
  { id: "elena", name: "Elena", gender: "female", tier: "standard", description: "", engine: "t", languages: ["fr"] },
];

/** Bulk generation as the server answers it: each quote with the voice picked for it, the Japanese one skipped. */
function stubServer() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url === "/api/voices") return Response.json(voices);
      if (url === "/api/audio/generate") {
        bodies.push(JSON.parse(init?.body as string));
        return Response.json(
          {
            jobs: [
              { job_id: "job-en", quote_id: EN.id, state: "queued", voice: "clara" },
              { job_id: "job-fr", quote_id: FR.id, state: "queued", voice: "elena" },
            ],
            job_ids: ["job-en", "job-fr"],
            skipped: [{ quote_id: JA.id, language: "ja", reason: "No voice speaks Japanese yet" }],
          },
          { status: 202 },
        );
      }
      const job = /\/api\/audio\/jobs\/(job-\w+)$/.exec(url)?.[1];
      if (job) {
        const quoteId = job === "job-en" ? EN.id : FR.id;
        const now = new Date().toISOString();
        return Response.json({
          id: job,
          state: "completed",
          progress: 1,
          quote_id: quoteId,
          created_at: now,
          updated_at: now,
        });
      }
      return Response.json({ error: "not_found", message: "Not found" }, { status: 404 });
    }),
  );
  return bodies;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  bulkRun.set(null);
  bulkSelection.clear();
});

describe("bulk narration across languages", () => {
  it("says other languages get a voice of their own, shows which, and counts the quotes skipped", async () => {
    const bodies = stubServer();
    for (const quote of [EN, FR, JA]) bulkSelection.toggle(quote, true);
    await renderWithProviders(<BulkAudioPanel />);
    expect(screen.getByTestId("bulk-voice-languages").textContent).toContain(
      "Quotes in another language are narrated with a voice of their language",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Generate audio" }));

    expect((await screen.findByTestId("bulk-audio-skipped")).textContent).toBe(
      "1 quote skipped: No voice speaks Japanese yet",
    );
    expect(bodies[0]).toMatchObject({ quote_ids: [EN.id, FR.id, JA.id], voice: "clara" });
    const jobs = within(screen.getByTestId("bulk-audio-jobs")).getAllByRole("listitem");
    expect(jobs).toHaveLength(2);
    // The French quote was given Elena; the English one keeps the voice chosen, named nowhere twice.
    expect(await within(jobs[1]!).findByText("Elena")).toBeTruthy();
    expect(within(jobs[0]!).queryByTestId("bulk-job-voice")).toBeNull();
    expect((await screen.findByText(/Narration finished/)).textContent).toBe("Narration finished: 2 of 2 generated");
  });
});
