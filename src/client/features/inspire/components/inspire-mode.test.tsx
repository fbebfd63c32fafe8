import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { QuoteListItem } from "#contracts/quotes.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import type { InspireDisplay, InspireMode as Mode } from "../rotation.ts";
import InspireMode from "./inspire-mode.tsx";

const QUOTES = [
  makeQuote({ id: "00000000-0000-4000-8000-000000000001", text: "First words.", author: "One", status: "approved" }),
  makeQuote({ id: "00000000-0000-4000-8000-000000000002", text: "Second words.", author: "Two", status: "approved" }),
  makeQuote({
    id: "00000000-0000-4000-8000-000000000003",
    text: "Spoken words.",
    author: "Three",
    status: "approved",
    has_audio: true,
  }),
];

/** GET /api/quotes answers `quotes` (narrated ones only with audio=with); a quote's audio answers 404 unless narrated. */
function answerWith(quotes: QuoteListItem[], requests: string[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      const audio = /^\/api\/quotes\/([^/?]+)\/audio$/.exec(url);
      if (audio) {
        const quote = quotes.find((q) => q.id === audio[1]);
        return quote?.has_audio
          ? Response.json({ audio_url: `/media/${quote.id}.mp3`, duration: 3 })
          : Response.json({ error: "Not Found", message: "No audio" }, { status: 404 });
      }
      const list = url.includes("audio=with") ? quotes.filter((q) => q.has_audio) : quotes;
      return Response.json({ quotes: list, total: list.length });
    }),
  );
  return requests;
}

function Harness({ onClose = () => {}, sort }: { onClose?: () => void; sort?: string }) {
  const [mode, setMode] = useState<Mode>("all");
  const [display, setDisplay] = useState<InspireDisplay>("full");
  return (
    <InspireMode
      filters={{ tags: "hope" }}
      sort={sort}
      mode={mode}
      onModeChange={setMode}
      display={display}
      onDisplayChange={setDisplay}
      onClose={onClose}
    />
  );
}

const shownText = () => screen.getByTestId("inspire-quote").querySelector("blockquote")?.textContent;

describe("InspireMode", () => {
  const mediaSpies: { mockRestore: () => void }[] = [];
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const spy of mediaSpies.splice(0)) spy.mockRestore();
    localStorage.clear();
  });

  it("loads the list filters with limit 1000 offset 0, showing the loading message meanwhile", async () => {
    const requests = answerWith(QUOTES);
    await renderWithProviders(<Harness sort="views" />);
    expect(screen.getByText("Loading inspiring quotes... Please wait")).toBeTruthy();
    await screen.findByTestId("inspire-quote");
    expect(requests[0]).toBe("/api/quotes?tags=hope&limit=1000&offset=0");
    // Sorted by views: in the list's order.
    expect(shownText()).toBe("First words.");
    expect(screen.getByText("1 of 3")).toBeTruthy();
  });

  it("says when there are no quotes at all", async () => {
    answerWith([]);
    await renderWithProviders(<Harness />);
    await screen.findByText("No quotes available");
    expect(screen.getByText("Please check back later")).toBeTruthy();
  });

  it("answers the arrows and P, ignores them in a text field, and closes with Escape", async () => {
    answerWith(QUOTES);
    const onClose = vi.fn();
    await renderWithProviders(
      <>
        <input aria-label="Somewhere to type" />
        <Harness sort="views" onClose={onClose} />
      </>,
    );
    await screen.findByTestId("inspire-quote");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(shownText()).toBe("Second words."));
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    await waitFor(() => expect(shownText()).toBe("First words."));
    fireEvent.keyDown(window, { key: "p" });
    await screen.findByRole("button", { name: "Resume rotation" });

    const field = screen.getByLabelText("Somewhere to type");
    fireEvent.keyDown(field, { key: "ArrowRight" });
    fireEvent.keyDown(field, { key: "Escape" });
    expect(shownText()).toBe("First words.");
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("plays a narrated quote's audio by itself about 0.5 s after it appears, and Space pauses it", async () => {
    answerWith(QUOTES);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { value: false, configurable: true });
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      Object.defineProperty(this, "paused", { value: true, configurable: true });
      this.dispatchEvent(new Event("pause"));
    });
    mediaSpies.push(play, pause);
    await renderWithProviders(<Harness sort="views" />);
    await screen.findByTestId("inspire-quote");
    fireEvent.keyDown(window, { key: "ArrowRight" });
    fireEvent.keyDown(window, { key: "ArrowRight" });
    await waitFor(() => expect(shownText()).toBe("Spoken words."));
    await screen.findByRole("button", { name: "Play audio" });
    const appeared = Date.now();
    await waitFor(() => expect(play).toHaveBeenCalled(), { timeout: 2000 });
    expect(Date.now() - appeared).toBeGreaterThanOrEqual(400);
    await screen.findByRole("button", { name: "Pause audio" });
    fireEvent.keyDown(window, { key: " " });
    await screen.findByRole("button", { name: "Play audio" });
  });

  it("switching to audio-only asks for narrated quotes only", async () => {
    const requests = answerWith(QUOTES);
    await renderWithProviders(<Harness />);
    await screen.findByTestId("inspire-quote");
    fireEvent.click(screen.getByRole("button", { name: "Inspire settings" }));
    fireEvent.click(screen.getByRole("radio", { name: "Audio only" }));
    await waitFor(() => expect(shownText()).toBe("Spoken words."));
    expect(requests).toContain("/api/quotes?tags=hope&audio=with&limit=1000&offset=0");
    expect(screen.getByText(/^1 of 1/)).toBeTruthy();
  });

  it("plays a translation like any quote, its text in its own language", async () => {
    answerWith([
      makeQuote({
        id: "00000000-0000-4000-8000-000000000004",
        text: "Je pense, donc je suis.",
        author: "René Descartes",
        status: "approved",
        language: "fr",
        translation_of: "00000000-0000-4000-8000-000000000005",
        translator: null,
      }),
    ]);
    await renderWithProviders(<Harness />);
    await screen.findByTestId("inspire-quote");
    const text = screen.getByTestId("inspire-quote").querySelector("blockquote");
    expect(text?.textContent).toBe("Je pense, donc je suis.");
    expect(text?.getAttribute("lang")).toBe("fr");
  });
});
