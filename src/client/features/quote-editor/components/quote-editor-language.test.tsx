import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Quote } from "#contracts/quotes.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { QuoteEditorForm, type QuoteEditorFormProps } from "./quote-editor-form.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const OWNER: QuoteViewer = { id: "11111111-1111-4111-8111-111111111111", role: "user" };

function quote(overrides: Partial<Quote> = {}): Quote {
  return makeQuote({
    id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
    text: "The best way to predict the future is to invent it.",
    author: "Alan Kay",
    category: "inspiration",
    user_id: OWNER.id,
    status: "pending",
    ...overrides,
  });
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const call = {
        url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        method: init?.method ?? "GET",
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

function created(body: Record<string, unknown>) {
  return Response.json({ ...quote(), ...body, source: null, duplicates: [] }, { status: 201 });
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(props: Partial<QuoteEditorFormProps> = {}) {
  const onSaved = vi.fn();
  await renderWithProviders(
    <QuoteEditorForm quote={null} viewer={OWNER} onSaved={onSaved} onCancel={vi.fn()} {...props} />,
  );
  return { onSaved, user: userEvent.setup() };
}

/** The text of the messages tied to a control by aria-describedby. */
function describedText(control: HTMLElement) {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

/** Puts text into a field at once (typing it key by key is what the main form's tests check). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText("Quote"), "Simplicity is prerequisite for reliability.");
  await fill(user, screen.getByLabelText("Author"), "Edsger W. Dijkstra");
  await user.selectOptions(screen.getByLabelText("Category"), "wisdom");
}

describe("the quote form's language and translation fields", () => {
  const ORIGINAL_ID = "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
  const original = { id: ORIGINAL_ID, text: "Cogito, ergo sum.", author: "René Descartes", language: "la" };

  it("detects the language by default on create, offers the languages by name, and sends the one chosen", async () => {
    const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
    const { user, onSaved } = await renderForm();
    const select = screen.getByLabelText<HTMLSelectElement>("Language");
    expect(select.value).toBe("");
    const labels = [...select.options].map((option) => option.textContent);
    expect(labels.slice(0, 2)).toEqual(["Detect automatically", "English"]);
    expect(labels).toContain("Français (French)");
    expect(labels).toContain("Latina (Latin)");
    expect(screen.queryByTestId("translation-of")).toBeNull();
    expect(screen.queryByLabelText(/Translator/)).toBeNull();

    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).not.toHaveProperty("language");
    expect(calls[0]?.body).not.toHaveProperty("translation_of");
    expect(calls[0]?.body).not.toHaveProperty("translator");

    await user.selectOptions(select, "fr");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(calls[1]?.body).toMatchObject({ language: "fr" });
  });

  it("as a translation: shows the original read-only, takes its author, and sends the link and translator", async () => {
    const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
    const { user, onSaved } = await renderForm({ translationOf: original });
    const panel = screen.getByTestId("translation-of");
    expect(within(panel).getByText("Translation of:")).toBeTruthy();
    expect(within(panel).getByText("Cogito, ergo sum.").getAttribute("lang")).toBe("la");
    expect(within(panel).getByRole("figure").textContent).toBe("Cogito, ergo sum.— René Descartes · Latina");
    expect(screen.getByLabelText<HTMLInputElement>("Author").value).toBe("René Descartes");
    const translator = screen.getByLabelText<HTMLInputElement>(/Translator/);
    expect(translator.placeholder).toBe("Leave empty if unknown");

    await fill(user, screen.getByLabelText("Quote"), "I think, therefore I am.");
    await user.selectOptions(screen.getByLabelText("Category"), "wisdom");
    await user.selectOptions(screen.getByLabelText("Language"), "en");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toMatchObject({
      text: "I think, therefore I am.",
      author: "René Descartes",
      language: "en",
      translation_of: ORIGINAL_ID,
      translator: null,
    });

    await fill(user, translator, "John Veitch");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(calls[1]?.body).toMatchObject({ translation_of: ORIGINAL_ID, translator: "John Veitch" });
  });

  it("removes the link to the original: no panel, no translator, nothing sent about it", async () => {
    const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
    const { user, onSaved } = await renderForm({ translationOf: original });
    await user.click(within(screen.getByTestId("translation-of")).getByRole("button", { name: "Remove link" }));
    expect(screen.queryByTestId("translation-of")).toBeNull();
    expect(screen.queryByLabelText(/Translator/)).toBeNull();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty("translation_of");
    expect(calls[0]?.body).not.toHaveProperty("translator");
  });

  it("an anonymous visitor's translation goes with the anonymous submission", async () => {
    const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
    const { user, onSaved } = await renderForm({ viewer: null, translationOf: original });
    await fill(user, screen.getByLabelText("Your email"), "visitor@example.org");
    await fill(user, screen.getByLabelText("Quote"), "Je pense, donc je suis.");
    await user.selectOptions(screen.getByLabelText("Category"), "wisdom");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: "/api/quotes/submit-anonymous",
      body: { translation_of: ORIGINAL_ID, author: "René Descartes", email: "visitor@example.org" },
    });
  });

  it("shows the server's language, translation and translator errors at their fields", async () => {
    stubFetch(() =>
      Response.json(
        {
          error: "validation_error",
          message: "A translation must be in a different language from its original",
          fields: {
            language: "A translation must be in a different language from its original",
            translation_of: "The quote this translates was not found",
            translator: "Translator must be at most 200 characters",
          },
        },
        { status: 400 },
      ),
    );
    const { user } = await renderForm({ translationOf: original });
    await fill(user, screen.getByLabelText("Quote"), "Cogito.");
    await user.selectOptions(screen.getByLabelText("Category"), "wisdom");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    const panel = screen.getByTestId("translation-of");
    await waitFor(() => expect(within(panel).getByText("The quote this translates was not found")).toBeTruthy());
    expect(panel.getAttribute("aria-describedby")).toBeTruthy();
    expect(describedText(screen.getByLabelText("Language"))).toContain(
      "A translation must be in a different language from its original",
    );
    expect(describedText(screen.getByLabelText(/Translator/))).toContain("Translator must be at most 200 characters");
    // The first field in error, the link to the original, has focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole("button", { name: "Remove link" })),
    );
  });

  it("in edit, shows the stored language (even one not offered by name) and sends a correction", async () => {
    const calls = stubFetch(() => Response.json({ ...quote({ language: "es" }), source: null }));
    const { user, onSaved } = await renderForm({ quote: quote({ language: "pt-BR" }) });
    const select = screen.getByLabelText<HTMLSelectElement>("Language");
    expect(select.value).toBe("pt-BR");
    expect(select.selectedOptions[0]?.textContent).toBe("Português (Portuguese) · pt-BR");
    expect([...select.options].map((option) => option.value)).not.toContain("");
    await user.selectOptions(select, "es");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: "PATCH", body: { language: "es" } });
    expect(calls[0]?.body).not.toHaveProperty("translation_of");
    expect(calls[0]?.body).not.toHaveProperty("translator");
  });

  it("in edit, loads a translation's original, keeps the link unless removed, and clears it and its translator", async () => {
    const translation = quote({ language: "en", translation_of: ORIGINAL_ID, translator: "John Veitch" });
    const calls = stubFetch((call) =>
      call.method === "GET"
        ? Response.json({ ...quote(original), id: ORIGINAL_ID, source: null, related: [], versions: [] })
        : Response.json({ ...translation, source: null }),
    );
    const patches = () => calls.filter((call) => call.method === "PATCH");
    const { user, onSaved } = await renderForm({ quote: translation });
    const panel = screen.getByTestId("translation-of");
    expect(await within(panel).findByText("Cogito, ergo sum.")).toBeTruthy();
    expect(calls[0]?.url).toBe(`/api/quotes/${ORIGINAL_ID}`);
    expect(screen.getByLabelText<HTMLInputElement>(/Translator/).value).toBe("John Veitch");

    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(patches()[0]?.body).not.toHaveProperty("translation_of");
    expect(patches()[0]?.body).toMatchObject({ translator: "John Veitch" });

    await user.click(within(panel).getByRole("button", { name: "Remove link" }));
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(patches()[1]?.body).toMatchObject({ translation_of: null, translator: null });
  });
});
