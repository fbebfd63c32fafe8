import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { DailyQuote } from "./daily-quote.tsx";

function serve(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DailyQuote", () => {
  it("shows the day's quote linking to its page, with its author, date and a Share button", async () => {
    const quote = makeQuote({
      status: "approved",
      url_slug: "seneca-luck",
      text: "Luck favours the ready.",
      author: "Seneca",
    });
    const fetchMock = serve(Response.json({ day: "2026-11-24", quote }));
    await renderWithProviders(<DailyQuote viewer={null} />);
    const section = await screen.findByRole("region", { name: "Quote of the day" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/quotes/today");
    const link = await within(section).findByRole("link", { name: "“Luck favours the ready.”" });
    expect(link.getAttribute("href")).toBe("/quote/seneca-luck");
    expect(within(section).getByText("Seneca").closest("cite")).not.toBeNull();
    expect(section.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-24");
    expect(within(section).getByRole("button", { name: "Share quote" })).toBeTruthy();
  });

  it("holds its space with a loading state until the quote arrives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
    await renderWithProviders(<DailyQuote viewer={null} />);
    const section = await screen.findByTestId("daily-quote");
    expect(within(section).getByRole("status").textContent).toBe("Loading the quote of the day...");
    expect(section.className).toContain("h-56");
  });

  it("shows nothing while no quote is published (404)", async () => {
    serve(Response.json({ error: "not_found", message: "No quote of the day yet" }, { status: 404 }));
    await renderWithProviders(<DailyQuote viewer={null} />);
    await waitFor(() => expect(screen.queryByTestId("daily-quote")).toBeNull());
  });
});
