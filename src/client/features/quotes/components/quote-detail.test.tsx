import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithProviders } from "#client/test-utils.tsx";
import { useQuote } from "../api/get-quote.ts";
import { QuoteDetailView } from "./quote-detail.tsx";

const ID = "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a";

function QuoteById({ id }: { id: string }) {
  return <QuoteDetailView query={useQuote(id)} />;
}

function detail() {
  return {
    id: ID,
    slug: "seneca-luck",
    url_slug: "seneca-luck",
    text: "Luck is what happens when preparation meets opportunity.",
    author: "Seneca",
    category: "success",
    tags: ["luck", "preparation", "opportunity", "stoicism"],
    context: "From his letters to Lucilius.",
    reference_url: "https://example.org/seneca",
    description: null,
    source: null,
    views: 12,
    created_at: "2025-08-06T10:00:00.000Z",
    related: [],
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("QuoteDetailView", () => {
  it("shows the quote, its author, every tag and its context", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(detail()));
    vi.stubGlobal("fetch", fetchMock);
    await renderWithProviders(<QuoteById id={ID} />);
    expect(await screen.findByText("Luck is what happens when preparation meets opportunity.")).toBeTruthy();
    expect(screen.getByText("Seneca").tagName).toBe("CITE");
    expect(screen.getByText("stoicism")).toBeTruthy();
    expect(screen.getByText("From his letters to Lucilius.")).toBeTruthy();
    expect(screen.getByText("Views").nextElementSibling?.textContent).toBe("12");
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/quotes/${ID}`);
    expect(document.title).toBe("Quote by Seneca — Echoes");
  });

  it("says the quote was not found on a 404", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ error: "not_found", message: "Quote not found" }, { status: 404 })),
    );
    await renderWithProviders(<QuoteById id={ID} />);
    expect(await screen.findByRole("heading", { name: "Quote not found" })).toBeTruthy();
  });

  it("shows Failed to fetch quote with Retry on other errors", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("boom", { status: 500 })));
    await renderWithProviders(<QuoteById id={ID} />);
    expect(await screen.findByText("Failed to fetch quote")).toBeTruthy();
    expect(screen.getByText("500: boom")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
