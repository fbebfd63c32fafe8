import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import { ReportDialog } from "./report-dialog.tsx";

const QUOTE = "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReportDialog", () => {
  it("needs a reason, counts the description and shows the server's 409 message", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        Response.json({ error: "conflict", message: "You have already reported this quote" }, { status: 409 }),
      );
    vi.stubGlobal("fetch", fetchMock);
    const onOpenChange = vi.fn();
    await renderWithProviders(<ReportDialog quoteId={QUOTE} open onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog", { name: "Report this quote" });
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    const submit = screen.getByRole<HTMLButtonElement>("button", { name: "Submit report" });
    expect(submit.disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: /Copyright/ }));
    await userEvent.type(screen.getByRole("textbox", { name: /Details/ }), "From a 2019 book");
    expect(screen.getByText("16/1000")).toBeTruthy();
    await userEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe("You have already reported this quote");
    expect(dialog.isConnected).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/quotes/${QUOTE}/reports`);
    expect(JSON.parse(init?.body as string)).toEqual({ reason: "copyright", description: "From a 2019 book" });
  });

  it("closes when the report is accepted", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(Response.json({}, { status: 201 })));
    const onOpenChange = vi.fn();
    await renderWithProviders(<ReportDialog quoteId={QUOTE} open onOpenChange={onOpenChange} />);
    await userEvent.click(await screen.findByRole("radio", { name: /Spam/ }));
    await userEvent.click(screen.getByRole("button", { name: "Submit report" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
