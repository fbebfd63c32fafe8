import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Quote } from "#contracts/quotes.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { statusOptions } from "../quote-form.ts";
import { QuoteEditorForm, type QuoteEditorFormProps } from "./quote-editor-form.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const OWNER: QuoteViewer = { id: "11111111-1111-4111-8111-111111111111", role: "user" };
const OTHER: QuoteViewer = { id: "22222222-2222-4222-8222-222222222222", role: "user" };
const ADMIN: QuoteViewer = { id: "33333333-3333-4333-8333-333333333333", role: "admin" };

function quote(overrides: Partial<Quote> = {}): Quote {
  return makeQuote({
    id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
    slug: "alan-kay-the-best-way",
    url_slug: "alan-kay-the-best-way",
    text: "The best way to predict the future is to invent it.",
    author: "Alan Kay",
    category: "inspiration",
    tags: ["future"],
    user_id: OWNER.id,
    status: "pending",
    created_at: "2026-01-03T10:00:00.000Z",
    updated_at: "2026-01-03T10:00:00.000Z",
    ...overrides,
  });
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubFetch(respond: (call: Call) => Response = () => Response.json({}, { status: 201 })) {
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
  window.sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(props: Partial<QuoteEditorFormProps> = {}) {
  const onSaved = vi.fn();
  const onDelete = vi.fn();
  const onCancel = vi.fn();
  await renderWithProviders(
    <QuoteEditorForm
      quote={null}
      viewer={OWNER}
      onSaved={onSaved}
      onCancel={onCancel}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onSaved, onDelete, onCancel, user: userEvent.setup() };
}

/** The text of the messages tied to a control by aria-describedby. */
function describedText(control: HTMLElement) {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Quote"), "Simplicity is prerequisite for reliability.");
  await user.type(screen.getByLabelText("Author"), "Edsger W. Dijkstra");
  await user.selectOptions(screen.getByLabelText("Category"), "wisdom");
}

describe("the quote editor form", () => {
  it("shows the tabs Text, Background and Preview", async () => {
    stubFetch();
    await renderForm();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Text", "Background", "Preview"]);
  });

  it("picks a preset background in the Background tab and removes it again", async () => {
    stubFetch();
    const { user } = await renderForm();
    await user.click(screen.getByRole("tab", { name: "Background" }));
    expect(screen.getAllByRole("radio")).toHaveLength(6); // six nature presets
    await user.click(screen.getByRole("tab", { name: "Gradient" }));
    const ocean = screen.getByRole("radio", { name: /Ocean/ });
    await user.click(ocean);
    expect(ocean.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("background-sample").getAttribute("style")).toContain("linear-gradient");
    await user.click(screen.getByRole("button", { name: "Remove Background" }));
    expect(ocean.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByTestId("background-sample").getAttribute("style")).toBeNull();
  });

  it("shows the required messages word for word at their fields and sends nothing", async () => {
    const calls = stubFetch();
    const { user } = await renderForm();
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));

    await screen.findByText("Please select a category for the quote");
    expect(describedText(screen.getByLabelText("Quote"))).toContain("Quote text is required");
    expect(describedText(screen.getByLabelText("Author"))).toContain("Author is required");
    expect(describedText(screen.getByLabelText("Category"))).toContain("Please select a category for the quote");
    expect(screen.getByLabelText("Category").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("checks the reference URL: a valid URL or empty", async () => {
    const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
    const { user, onSaved } = await renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Reference URL/), "not a url");
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await screen.findByText("Please enter a valid URL");
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Reference URL/));
    await user.click(screen.getByRole("button", { name: "Submit for Review" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ reference_url: null });
  });

  it("counts the characters of the quote", async () => {
    stubFetch();
    const { user } = await renderForm();
    await user.type(screen.getByLabelText("Quote"), "Hello");
    expect(screen.getByTestId("quote-text-count").textContent).toContain("5 / 2,000");
  });

  describe("tags", () => {
    it("adds on Enter and comma: lower-cased, trimmed, without duplicates", async () => {
      stubFetch();
      const { user } = await renderForm();
      const input = screen.getByRole("textbox", { name: /^Tags/ });
      await user.type(input, "  Courage {Enter}");
      await user.type(input, "hope,COURAGE,");
      await user.type(input, "Life{Enter}");
      const chips = screen.getAllByTestId("tag-chip").map((chip) => chip.textContent);
      expect(chips).toEqual(["courage", "hope", "life"]);
      expect((input as HTMLInputElement).value).toBe("");
    });

    it("adds the tags of pasted text up to its last comma", async () => {
      stubFetch();
      const { user } = await renderForm();
      const input = screen.getByRole<HTMLInputElement>("textbox", { name: /^Tags/ });
      await user.click(input);
      await user.paste("Alpha, beta ,gamma");
      expect(screen.getAllByTestId("tag-chip").map((chip) => chip.textContent)).toEqual(["alpha", "beta"]);
      expect(input.value).toBe("gamma");
    });

    it("removes the last tag with Backspace in the empty input, and a tag with its remove button", async () => {
      stubFetch();
      const { user } = await renderForm();
      const input = screen.getByRole("textbox", { name: /^Tags/ });
      await user.type(input, "one,two,three,");
      await user.type(input, "{Backspace}");
      expect(screen.getAllByTestId("tag-chip").map((chip) => chip.textContent)).toEqual(["one", "two"]);
      await user.click(screen.getByRole("button", { name: "Remove tag one" }));
      expect(screen.getAllByTestId("tag-chip").map((chip) => chip.textContent)).toEqual(["two"]);
    });

    it("does not submit the form on Enter in the tags input, and sends the tags", async () => {
      const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
      const { user, onSaved } = await renderForm();
      await fillRequired(user);
      await user.type(screen.getByRole("textbox", { name: /^Tags/ }), "Code{Enter}");
      expect(calls).toHaveLength(0);
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(calls[0]?.body).toMatchObject({ tags: ["code"] });
    });
  });

  describe("status and buttons", () => {
    it("offers a signed-in user Save as Draft and Submit for Review, and no status select", async () => {
      stubFetch();
      await renderForm({ viewer: OWNER });
      expect(screen.getByRole("button", { name: "Save as Draft" })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Submit for Review" })).toBeTruthy();
      expect(screen.queryByLabelText("Status")).toBeNull();
      expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    });

    it("saves a draft as draft and submits for review as pending", async () => {
      const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
      const { user, onSaved } = await renderForm({ viewer: OWNER });
      await fillRequired(user);
      await user.click(screen.getByRole("button", { name: "Save as Draft" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      expect(calls[0]).toMatchObject({ url: "/api/quotes", method: "POST", body: { status: "draft" } });

      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
      expect(calls[1]).toMatchObject({ url: "/api/quotes", method: "POST", body: { status: "pending" } });
      expect(onSaved.mock.calls[1]?.[0]).toMatchObject({ kind: "created", action: "review" });
    });

    it("gives an admin a status select (pending by default on add) and a Save button", async () => {
      const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
      const { user, onSaved } = await renderForm({ viewer: ADMIN });
      const select = screen.getByLabelText<HTMLSelectElement>("Status");
      expect(select.value).toBe("pending");
      expect([...select.options].map((option) => option.value)).toEqual(["pending", "draft", "approved"]);
      expect(screen.queryByRole("button", { name: "Save as Draft" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Submit for Review" })).toBeNull();

      await fillRequired(user);
      await user.selectOptions(select, "approved");
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(calls[0]?.body).toMatchObject({ status: "approved" });
    });

    it("offers an admin any of the four statuses on edit, starting from the quote's", async () => {
      stubFetch();
      await renderForm({ viewer: ADMIN, quote: quote({ status: "rejected" }) });
      const select = screen.getByLabelText<HTMLSelectElement>("Status");
      expect(select.value).toBe("rejected");
      expect([...select.options].map((option) => option.value).sort()).toEqual(
        ["approved", "draft", "pending", "rejected"].sort(),
      );
      expect(statusOptions("edit")).toHaveLength(4);
    });

    it("in edit, Submit for Review sends pending, but leaves an approved quote's status to the server", async () => {
      const calls = stubFetch(() => Response.json({ ...quote({ status: "pending" }), source: null }));
      const first = await renderForm({ viewer: OWNER, quote: quote({ status: "draft" }) });
      await first.user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() => expect(first.onSaved).toHaveBeenCalled());
      expect(calls[0]).toMatchObject({
        method: "PATCH",
        url: `/api/quotes/${quote().id}`,
        body: { status: "pending" },
      });
      cleanup();

      const second = await renderForm({ viewer: OWNER, quote: quote({ status: "approved" }) });
      expect(screen.getByText(/Saving your changes sends it back for review/)).toBeTruthy();
      await second.user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() => expect(second.onSaved).toHaveBeenCalled());
      expect(calls[1]?.method).toBe("PATCH");
      expect(calls[1]?.body).not.toHaveProperty("status");
    });
  });

  describe("anonymous visitors", () => {
    it("need an e-mail: required, then valid, with the spec's messages", async () => {
      const calls = stubFetch((call) => created(call.body as Record<string, unknown>));
      const { user, onSaved } = await renderForm({ viewer: null });
      expect(screen.queryByRole("button", { name: "Save as Draft" })).toBeNull();
      await fillRequired(user);

      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await screen.findByText("Email is required for anonymous submissions");
      expect(calls).toHaveLength(0);

      await user.type(screen.getByLabelText("Your email"), "not-an-email");
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await screen.findByText("Please enter a valid email address");
      expect(calls).toHaveLength(0);

      await user.clear(screen.getByLabelText("Your email"));
      await user.type(screen.getByLabelText("Your email"), "visitor@example.org");
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(calls[0]).toMatchObject({
        url: "/api/quotes/submit-anonymous",
        method: "POST",
        body: { email: "visitor@example.org", category: "wisdom" },
      });
      expect(calls[0]?.body).not.toHaveProperty("status");
    });

    it("signed-in users get no e-mail field", async () => {
      stubFetch();
      await renderForm({ viewer: OWNER });
      expect(screen.queryByLabelText("Your email")).toBeNull();
    });
  });

  describe("the delete button in edit mode", () => {
    it.each([
      ["the owner's pending quote", OWNER, quote({ status: "pending" }), true],
      ["the owner's draft", OWNER, quote({ status: "draft" }), true],
      ["the owner's rejected quote", OWNER, quote({ status: "rejected" }), true],
      ["the owner's approved quote", OWNER, quote({ status: "approved" }), false],
      ["someone else's pending quote", OTHER, quote({ status: "pending" }), false],
      ["an admin on an approved quote", ADMIN, quote({ status: "approved" }), true],
      ["an admin on someone's pending quote", ADMIN, quote({ status: "pending" }), true],
    ] as const)("%s: shown %s", async (_name, viewer, target, shown) => {
      stubFetch();
      const { user, onDelete } = await renderForm({ viewer, quote: target });
      const button = screen.queryByRole("button", { name: "Delete" });
      expect(button !== null).toBe(shown);
      if (button) {
        await user.click(button);
        expect(onDelete).toHaveBeenCalledWith(target);
      }
    });

    it("is never shown when adding a quote", async () => {
      stubFetch();
      await renderForm({ viewer: ADMIN });
      expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    });
  });

  describe("failures", () => {
    it("create: toasts Submission failed and shows the server's field errors at the fields", async () => {
      stubFetch(() =>
        Response.json(
          {
            error: "validation_error",
            message: "Please enter a valid URL",
            fields: { reference_url: "Please enter a valid URL" },
          },
          { status: 400 },
        ),
      );
      const { user, onSaved } = await renderForm();
      await fillRequired(user);
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Submission failed", {
          description: "There was an error submitting your quote. Please try again.",
        }),
      );
      expect(describedText(screen.getByLabelText(/Reference URL/))).toContain("Please enter a valid URL");
      expect(onSaved).not.toHaveBeenCalled();
    });

    it("create: a network failure toasts Error", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch"))),
      );
      const { user } = await renderForm();
      await fillRequired(user);
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to submit quote. Please try again." }),
      );
    });

    it("update: toasts Update failed", async () => {
      stubFetch(() =>
        Response.json({ error: "forbidden", message: "You can only edit your own quotes" }, { status: 403 }),
      );
      const { user } = await renderForm({ quote: quote() });
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Update failed", {
          description: "Failed to update the quote. Please try again.",
        }),
      );
      expect(
        within(screen.getByRole("form", { name: "Edit quote" })).getByText("You can only edit your own quotes"),
      ).toBeTruthy();
    });

    it("update without an id: toasts Validation Error and sends nothing", async () => {
      const calls = stubFetch();
      const { user } = await renderForm({ quote: quote({ id: "" }) });
      await user.click(screen.getByRole("button", { name: "Submit for Review" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Validation Error", {
          description: "Quote ID is missing. Cannot update quote.",
        }),
      );
      expect(calls).toHaveLength(0);
    });
  });

  it("previews the quote as its card will show it", async () => {
    stubFetch();
    const { user } = await renderForm();
    await fillRequired(user);
    await user.type(screen.getByRole("textbox", { name: /^Tags/ }), "a,b,c,d,");
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = await screen.findByTestId("quote-preview");
    expect(within(preview).getByText("Simplicity is prerequisite for reliability.")).toBeTruthy();
    expect(within(preview).getByText("Edsger W. Dijkstra")).toBeTruthy();
    expect(within(preview).getByText("wisdom")).toBeTruthy();
    expect(within(preview).getByText("+1 more")).toBeTruthy();
    expect(within(preview).getByText("Pending")).toBeTruthy();
  });

  it("fills in the quote in edit mode", async () => {
    stubFetch();
    await renderForm({
      quote: quote({ context: "A talk in 1971", reference_url: "https://example.com/kay", tags: ["future", "tech"] }),
    });
    expect(screen.getByLabelText<HTMLTextAreaElement>("Quote").value).toBe(quote().text);
    expect(screen.getByLabelText<HTMLInputElement>("Author").value).toBe("Alan Kay");
    expect(screen.getByLabelText<HTMLSelectElement>("Category").value).toBe("inspiration");
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Context/).value).toBe("A talk in 1971");
    expect(screen.getByLabelText<HTMLInputElement>(/Reference URL/).value).toBe("https://example.com/kay");
    expect(screen.getAllByTestId("tag-chip").map((chip) => chip.textContent)).toEqual(["future", "tech"]);
  });
});
