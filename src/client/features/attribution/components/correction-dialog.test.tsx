import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { CorrectionDialog } from "./correction-dialog.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const quote = makeQuote({ text: "Be the change you wish to see in the world.", author: "Mahatma Gandhi" });
const CORRECTION_ID = "7a0d9a4e-1b6b-4c8e-9f1a-2b3c4d5e6f70";

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;

async function open() {
  const onOpenChange = vi.fn();
  await renderWithProviders(<CorrectionDialog quote={quote} open onOpenChange={onOpenChange} />);
  const dialog = await screen.findByRole("dialog", { name: "Suggest a correction" });
  return { dialog, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("CorrectionDialog", () => {
  it("offers the four statuses with their meanings and checks the status and the note", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const { dialog } = await open();
    const radios = within(dialog).getAllByRole("radio");
    expect(radios).toHaveLength(4);
    expect(within(dialog).getByText("A primary source is cited")).toBeTruthy();
    expect(within(dialog).getByText("The named author did not say it")).toBeTruthy();

    const note = within(dialog).getByRole("textbox", { name: /Why/ });
    await userEvent.type(note, "Not his words");
    expect(within(dialog).getByText("7 more characters needed")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));
    expect(await within(dialog).findByText("Please choose a status")).toBeTruthy();
    expect(within(dialog).getByText("Please explain in at least 20 characters")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires a source to propose Misattributed, then sends the actual author and the source", async () => {
    const fetchMock = stubFetch(() => Response.json({ id: CORRECTION_ID, status: "open" }, { status: 201 }));
    const { dialog, onOpenChange } = await open();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Misattributed/ }));
    expect(within(dialog).getByText("(required for this status)")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Actual author/ }), "Arleen Lorrance");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Why/ }),
      "The closest words are a 1974 line by a teacher, not Gandhi.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));
    expect(await within(dialog).findByText("A source is required to propose verified or misattributed")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Love Project");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Type" }), "article");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Date/ }), "1974");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^URL/ }), "https://example.org/love-project");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith("Thanks — a curator will review your correction");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/quotes/${quote.id}/corrections`);
    expect(init?.method).toBe("POST");
    expect(bodyOf(fetchMock)).toEqual({
      proposed_status: "misattributed",
      actual_author: "Arleen Lorrance",
      note: "The closest words are a 1974 line by a teacher, not Gandhi.",
      source: {
        name: "Love Project",
        type: "article",
        author: null,
        publication_date: "1974",
        url: "https://example.org/love-project",
        location: null,
        description: null,
      },
    });
  });

  it("sends no source and no actual author for Disputed, where neither is needed", async () => {
    const fetchMock = stubFetch(() => Response.json({ id: CORRECTION_ID, status: "open" }, { status: 201 }));
    const { dialog, onOpenChange } = await open();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Disputed/ }));
    expect(within(dialog).queryByRole("textbox", { name: /Actual author/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Why/ }), "Two biographies disagree about it.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(bodyOf(fetchMock)).toEqual({
      proposed_status: "disputed",
      note: "Two biographies disagree about it.",
      source: null,
    });
  });

  it("shows the server's field errors at their fields, and its 429 message above the buttons", async () => {
    let answer = Response.json(
      {
        error: "validation_error",
        message: "Please enter a valid URL",
        fields: { "source.url": "Please enter a valid URL" },
      },
      { status: 400 },
    );
    stubFetch(() => answer);
    const { dialog, onOpenChange } = await open();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Verified/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Why/ }), "It is in his 1913 letter to a friend.");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Collected letters");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));
    const url = within(dialog).getByRole("textbox", { name: /^URL/ });
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Please enter a valid URL")).toBeTruthy();

    answer = Response.json(
      { error: "too_many_requests", message: "You have proposed many corrections recently. Please try again later." },
      { status: 429 },
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Send correction" }));
    expect(
      await within(dialog).findByText("You have proposed many corrections recently. Please try again later."),
    ).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
