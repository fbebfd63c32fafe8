import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QuoteSource } from "#contracts/quotes.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { createQueryClient } from "#client/lib/query-client.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { AttributionEditorDialog } from "./attribution-editor-dialog.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const source = (n: number, over: Partial<QuoteSource> = {}): QuoteSource => ({
  id: `5b1c2d3e-4f50-4a6b-8c7d-${String(n).padStart(12, "0")}`,
  name: `Work ${n}`,
  type: "book",
  author: null,
  publication_date: null,
  url: null,
  location: null,
  description: null,
  ...over,
});

const quote = makeQuote({
  text: "The definition of insanity is doing the same thing over and over.",
  author: "Albert Einstein",
  status: "approved",
  attribution: { status: "disputed", actual_author: null, earliest_date: "1981", note: "Unclear.", updated_at: null },
  sources: [source(1, { location: "p. 11" }), source(2, { author: "Rita Mae Brown" })],
});

function stubFetch(answer: () => Response = () => Response.json({ ...quote, source: null })) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as Record<string, unknown>;

async function open(queryClient = createQueryClient()) {
  const onOpenChange = vi.fn();
  await renderWithProviders(<AttributionEditorDialog quote={quote} open onOpenChange={onOpenChange} />, {
    queryClient,
  });
  const dialog = await screen.findByRole("dialog", { name: "Edit attribution" });
  return { dialog, onOpenChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe("AttributionEditorDialog", () => {
  it("is filled in from the quote: status, date, note and its sources in order", async () => {
    stubFetch();
    const { dialog } = await open();
    expect(within(dialog).getByRole<HTMLInputElement>("radio", { name: /Disputed/ }).dataset.state).toBe("checked");
    expect(within(dialog).getByRole<HTMLInputElement>("textbox", { name: /Earliest known date/ }).value).toBe("1981");
    expect(within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: /^Note/ }).value).toBe("Unclear.");
    const names = within(dialog).getAllByRole<HTMLInputElement>("textbox", { name: /^Name/ });
    expect(names.map((input) => input.value)).toEqual(["Work 1", "Work 2"]);
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Move source 1 up" }).disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Move source 2 down" }).disabled).toBe(true);
  });

  it("reorders, removes and adds sources by keyboard, keeping focus on the moved source", async () => {
    const fetchMock = stubFetch();
    const { dialog } = await open();
    within(dialog).getByRole("button", { name: "Move source 2 up" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move source 1 down"));
    expect(within(dialog).getByText("Source moved to position 1 of 2")).toBeTruthy();
    const names = () =>
      within(dialog)
        .getAllByRole<HTMLInputElement>("textbox", { name: /^Name/ })
        .map((i) => i.value);
    expect(names()).toEqual(["Work 2", "Work 1"]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Remove source 2" }));
    expect(names()).toEqual(["Work 2"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add source" }));
    // A new source needs its name.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save attribution" }));
    expect(await within(dialog).findByText("Source name is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getAllByRole("textbox", { name: /^Name/ })[1]!, "Sudden Death");
    await userEvent.selectOptions(within(dialog).getAllByRole("combobox", { name: "Type" })[1]!, "book");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save attribution" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock).sources).toEqual([
      // Unchanged: linked by its id.
      {
        id: source(2).id,
        name: "Work 2",
        type: "book",
        author: "Rita Mae Brown",
        publication_date: null,
        url: null,
        location: null,
        description: null,
      },
      {
        name: "Sudden Death",
        type: "book",
        author: null,
        publication_date: null,
        url: null,
        location: null,
        description: null,
      },
    ]);
  });

  it("names the actual author of a misattribution, sends the whole attribution, refreshes quotes and toasts", async () => {
    const fetchMock = stubFetch();
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.quotes.detail(quote.id), quote);
    const { dialog, onOpenChange } = await open(queryClient);
    await userEvent.click(within(dialog).getByRole("radio", { name: /Misattributed/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Actual author/ }), "Narcotics Anonymous");
    // An edited source is sent as a new one: other quotes citing the shared one keep it as it was.
    const firstName = within(dialog).getAllByRole("textbox", { name: /^Name/ })[0]!;
    await userEvent.type(firstName, " (revised)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save attribution" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/quotes/${quote.id}/attribution`);
    expect(init?.method).toBe("PATCH");
    const body = bodyOf(fetchMock);
    expect(body).toMatchObject({
      status: "misattributed",
      actual_author: "Narcotics Anonymous",
      earliest_date: "1981",
      note: "Unclear.",
    });
    expect((body.sources as Array<Record<string, unknown>>).map((s) => [s.id, s.name, s.location])).toEqual([
      [undefined, "Work 1 (revised)", "p. 11"],
      [source(2).id, "Work 2", null],
    ]);
    expect(toast.success).toHaveBeenCalledWith("Attribution saved", expect.anything());
    expect(queryClient.getQueryState(queryKeys.quotes.detail(quote.id))?.isInvalidated).toBe(true);
  });

  it("asks for a source before a quote is Verified, and shows a bad date at its field", async () => {
    const fetchMock = stubFetch();
    const { dialog } = await open();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Verified/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove source 1" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove source 1" }));
    const date = within(dialog).getByRole("textbox", { name: /Earliest known date/ });
    await userEvent.clear(date);
    await userEvent.type(date, "May 1981");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save attribution" }));
    expect(await within(dialog).findByText("A verified quote cites at least one source")).toBeTruthy();
    expect(within(dialog).getByText("Please enter a year or a date as YYYY-MM-DD")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
