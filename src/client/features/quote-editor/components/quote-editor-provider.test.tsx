import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Quote } from "#contracts/quotes.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { openSubmissionForm } from "../open-submission-form.ts";
import { QuoteEditorProvider, useQuoteEditor } from "./quote-editor-provider.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const OWNER: QuoteViewer = { id: "11111111-1111-4111-8111-111111111111", role: "user" };

const QUOTE: Quote = makeQuote({
  id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
  slug: "s",
  url_slug: "s",
  text: "A quote to delete.",
  author: "Someone",
  category: "life",
  tags: [],
  user_id: OWNER.id,
  status: "pending",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

function DeleteButton() {
  const { requestDelete, openEditor } = useQuoteEditor();
  return (
    <>
      <button
        type="button"
        onClick={() => openEditor(undefined, { id: QUOTE.id, text: QUOTE.text, author: QUOTE.author, language: "en" })}
      >
        Translate it
      </button>
      <button type="button" onClick={() => requestDelete(QUOTE)}>
        Ask to delete
      </button>
      <button type="button" onClick={() => openEditor(QUOTE)}>
        Edit it
      </button>
    </>
  );
}

async function renderProvider(viewer: QuoteViewer | null, onSignInRequired = vi.fn()) {
  await renderWithProviders(
    <QuoteEditorProvider viewer={viewer} onSignInRequired={onSignInRequired}>
      <DeleteButton />
    </QuoteEditorProvider>,
  );
  return { onSignInRequired, user: userEvent.setup() };
}

beforeAll(async () => {
  // The dialogs load lazily; have their code ready so that the tests wait for behaviour, not for a transform.
  await Promise.all([import("./quote-editor-dialog.tsx"), import("./delete-quote-dialog.tsx")]);
});

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the quote editor host", () => {
  it("opens the add dialog on the openSubmissionForm window event", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>());
    await renderProvider(OWNER);
    await act(async () => {
      window.dispatchEvent(new CustomEvent("openSubmissionForm"));
    });
    const dialog = await screen.findByRole("dialog", { name: "Submit a quote" });
    expect(within(dialog).getByRole("button", { name: "Submit for Review" })).toBeTruthy();
  });

  it("opens the edit dialog with a quote in the event's detail", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>());
    await renderProvider(OWNER);
    await act(async () => {
      openSubmissionForm(QUOTE);
    });
    const dialog = await screen.findByRole("dialog", { name: "Edit quote" });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Quote").value).toBe(QUOTE.text);
  });

  it("opens the add dialog for a translation, linked to its original, with the event or the API", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>());
    const { user } = await renderProvider(OWNER);
    await user.click(screen.getByRole("button", { name: "Translate it" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit a translation" });
    expect(within(within(dialog).getByTestId("translation-of")).getByText(QUOTE.text)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Author").value).toBe(QUOTE.author);
    cleanup();

    await renderProvider(null);
    await act(async () => {
      window.dispatchEvent(
        new CustomEvent("openSubmissionForm", {
          detail: { translationOf: { id: QUOTE.id, text: "Carpe diem.", author: "Horace" } },
        }),
      );
    });
    const anonymous = await screen.findByRole("dialog", { name: "Submit a translation" });
    expect(within(anonymous).getByText("Carpe diem.")).toBeTruthy();
    expect(within(anonymous).getByLabelText("Your email")).toBeTruthy();
  });

  it("Submit another opens an empty form after a translation was submitted", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () =>
        Response.json({ ...QUOTE, text: "Ich denke.", source: null, duplicates: [] }, { status: 201 }),
      ),
    );
    const { user } = await renderProvider(OWNER);
    await user.click(screen.getByRole("button", { name: "Translate it" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit a translation" });
    await user.type(within(dialog).getByLabelText("Quote"), "Ich denke.");
    await user.selectOptions(within(dialog).getByLabelText("Category"), "life");
    await user.click(within(dialog).getByRole("button", { name: "Submit for Review" }));
    await user.click(await screen.findByRole("button", { name: "Submit another" }));
    const next = await screen.findByRole("dialog", { name: "Submit a quote" });
    expect(within(next).queryByTestId("translation-of")).toBeNull();
    expect(within(next).getByLabelText<HTMLInputElement>("Author").value).toBe("");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("asks an anonymous visitor to sign in before editing", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>());
    const { user, onSignInRequired } = await renderProvider(null);
    await user.click(screen.getByRole("button", { name: "Edit it" }));
    expect(toast.error).toHaveBeenCalledWith("Sign in required", {
      description: "Please sign in or create an account to submit quotes.",
    });
    expect(onSignInRequired).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("confirms, deletes and toasts Quote deleted", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ id: QUOTE.id, deleted: true }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = await renderProvider(OWNER);
    await user.click(screen.getByRole("button", { name: "Ask to delete" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete quote" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote deleted", expect.anything()));
    expect(fetchMock).toHaveBeenCalledWith(`/api/quotes/${QUOTE.id}`, expect.objectContaining({ method: "DELETE" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("toasts Delete failed with the server's reason", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () =>
        Response.json(
          { error: "forbidden", message: "Approved quotes can only be deleted by an administrator" },
          { status: 403 },
        ),
      ),
    );
    const { user } = await renderProvider(OWNER);
    await user.click(screen.getByRole("button", { name: "Ask to delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete quote" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Delete failed", {
        description: "Approved quotes can only be deleted by an administrator",
      }),
    );
  });
});
