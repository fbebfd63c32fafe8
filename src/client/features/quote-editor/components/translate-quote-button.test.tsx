import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteEditorProvider } from "./quote-editor-provider.tsx";
import { TranslateQuoteButton } from "./translate-quote-button.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const MEMBER: QuoteViewer = { id: "11111111-1111-4111-8111-111111111111", role: "user" };
const ORIGINAL = makeQuote({
  id: "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
  text: "Cogito, ergo sum.",
  author: "René Descartes",
  language: "la",
});
const TRANSLATION = makeQuote({
  id: "8b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e",
  text: "I think, therefore I am.",
  author: "René Descartes",
  language: "en",
  translation_of: ORIGINAL.id,
});

async function renderButton(quote: typeof ORIGINAL, viewer: QuoteViewer | null = MEMBER) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ ...ORIGINAL, source: null, related: [], versions: [], submitted_by: null }),
  );
  vi.stubGlobal("fetch", fetchMock);
  await renderWithProviders(
    <QuoteEditorProvider viewer={viewer} onSignInRequired={vi.fn()}>
      <TranslateQuoteButton quote={quote} />
    </QuoteEditorProvider>,
  );
  return fetchMock;
}

beforeAll(async () => {
  await import("./quote-editor-dialog.tsx");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Translate this quote", () => {
  it("opens the submission form linked to the quote, by its author", async () => {
    const fetchMock = await renderButton(ORIGINAL);
    await userEvent.setup().click(screen.getByRole("button", { name: "Translate this quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit a translation" });
    expect(within(within(dialog).getByTestId("translation-of")).getByText("Cogito, ergo sum.")).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Author").value).toBe("René Descartes");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links a translation of a translation to the original, whose words it loads", async () => {
    const fetchMock = await renderButton(TRANSLATION, null);
    await userEvent.setup().click(screen.getByRole("button", { name: "Translate this quote" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit a translation" });
    const panel = within(dialog).getByTestId("translation-of");
    expect(await within(panel).findByText("Cogito, ergo sum.")).toBeTruthy();
    expect(within(panel).queryByText("I think, therefore I am.")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/quotes/${ORIGINAL.id}`);
    // Anonymous visitors submit with their e-mail, as with any quote.
    expect(within(dialog).getByLabelText("Your email")).toBeTruthy();
  });
});
