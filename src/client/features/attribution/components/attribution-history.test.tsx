import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AttributionHistory as History } from "#contracts/attribution.ts";
import type { Quote } from "#contracts/quotes.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { AttributionHistory } from "./attribution-history.tsx";

// The dialogs are their own feature's (and tests'): here, only whether and for which quote they open.
vi.mock("./correction-dialog.tsx", () => ({
  CorrectionDialog: ({ quote, open }: { quote: Quote; open: boolean }) =>
    open ? <div role="dialog" aria-label={`Suggest a correction to ${quote.id}`} /> : null,
}));
vi.mock("./attribution-editor-dialog.tsx", () => ({
  AttributionEditorDialog: ({ quote, open }: { quote: Quote; open: boolean }) =>
    open ? <div role="dialog" aria-label={`Edit attribution of ${quote.id}`} /> : null,
}));

const CURATOR = "33333333-3333-4333-8333-333333333333";
const quote = makeQuote({ id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a", author: "Mahatma Gandhi" });

const HISTORY: History = {
  history: [
    {
      id: "a0000000-0000-4000-8000-000000000002",
      old_status: "disputed",
      new_status: "misattributed",
      old_actual_author: null,
      new_actual_author: "Arleen Lorrance",
      note: "The words first appear in a 1974 book by Arleen Lorrance.",
      created_at: "2026-03-04T12:00:00.000Z",
      curator: { id: CURATOR, display_name: "Ada Curator" },
      correction_id: "b0000000-0000-4000-8000-000000000001",
    },
    {
      id: "a0000000-0000-4000-8000-000000000001",
      old_status: "attributed",
      new_status: "disputed",
      old_actual_author: null,
      new_actual_author: null,
      note: null,
      created_at: "2026-01-10T12:00:00.000Z",
      curator: null,
      correction_id: null,
    },
  ],
};

function serve(response: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("AttributionHistory", () => {
  it("loads the history only when asked, then lists each change: old → new status, note, date and curator", async () => {
    const fetchMock = serve(() => Response.json(HISTORY));
    const user = userEvent.setup();
    await renderWithProviders(<AttributionHistory quote={quote} viewer={null} onSignIn={vi.fn()} />);
    const section = screen.getByRole("region", { name: "Attribution history" });
    expect(fetchMock).not.toHaveBeenCalled();

    const toggle = within(section).getByRole("button", { name: "Show history" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide history");
    const changes = await within(section).findAllByTestId("attribution-change");
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/quotes/${quote.id}/attribution-history`);
    expect(changes).toHaveLength(2);

    const [latest, first] = changes;
    expect(latest!.textContent).toContain("Disputed changed to Misattributed");
    expect(latest!.textContent).toContain("Actual author: Arleen Lorrance");
    expect(latest!.textContent).toContain("The words first appear in a 1974 book by Arleen Lorrance.");
    expect(within(latest!).getByText("March 4, 2026").tagName).toBe("TIME");
    expect(within(latest!).getByRole("link", { name: "Ada Curator" }).getAttribute("href")).toBe(`/users/${CURATOR}`);
    expect(latest!.textContent).toContain("from a reader's correction");
    expect(first!.textContent).toContain("Attributed changed to Disputed");
    expect(first!.textContent).not.toContain(" · by ");
    expect(first!.textContent).not.toContain("Actual author");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(section).queryByTestId("attribution-change")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so when nothing has changed yet", async () => {
    serve(() => Response.json({ history: [] }));
    const user = userEvent.setup();
    await renderWithProviders(<AttributionHistory quote={quote} viewer={null} onSignIn={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Show history" }));
    expect((await screen.findByTestId("attribution-history-empty")).textContent).toBe(
      "No changes yet: the attribution is as it was first recorded.",
    );
  });

  it("shows a failure with Retry, and retries", async () => {
    let fail = true;
    serve(() => (fail ? new Response("boom", { status: 500 }) : Response.json(HISTORY)));
    const user = userEvent.setup();
    await renderWithProviders(<AttributionHistory quote={quote} viewer={null} onSignIn={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Show history" }));
    expect(await screen.findByText("Failed to load the attribution history")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByTestId("attribution-change")).toHaveLength(2);
  });

  it("asks visitors to sign in before suggesting a correction, and offers no editing", async () => {
    serve(() => Response.json(HISTORY));
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AttributionHistory quote={quote} viewer={null} onSignIn={onSignIn} />);
    await user.click(screen.getByRole("button", { name: "Suggest a correction" }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit attribution" })).toBeNull();
  });

  it("opens the correction dialog for members, who may not edit", async () => {
    serve(() => Response.json(HISTORY));
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <AttributionHistory quote={quote} viewer={{ id: CURATOR, role: "user" }} onSignIn={onSignIn} />,
    );
    expect(screen.queryByRole("button", { name: "Edit attribution" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Suggest a correction" }));
    expect(await screen.findByRole("dialog", { name: `Suggest a correction to ${quote.id}` })).toBeTruthy();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it.each(["superuser", "admin"] as const)("offers Edit attribution to a %s", async (role) => {
    serve(() => Response.json(HISTORY));
    const user = userEvent.setup();
    await renderWithProviders(<AttributionHistory quote={quote} viewer={{ id: CURATOR, role }} onSignIn={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Edit attribution" }));
    expect(await screen.findByRole("dialog", { name: `Edit attribution of ${quote.id}` })).toBeTruthy();
  });
});
