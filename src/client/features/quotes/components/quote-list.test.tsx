import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import { EMPTY_FILTERS } from "../search-params.ts";
import { filterChips } from "../chips.ts";
import { preloadQuoteListParts, QuoteList } from "./quote-list.tsx";

// The skeletons and empty states load lazily (when the page is idle): have them ready, as a page soon has.
beforeAll(() => preloadQuoteListParts());

function makeQuote(index: number) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    url_slug: `quote-${index}`,
    text: `Quote number ${index}`,
    author: `Author ${index}`,
    category: "wisdom",
    tags: ["a", "b"],
  };
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** Answers /api/quotes from a list of `total` quotes and /api/categories with two categories. */
function serveQuotes(total: number, { failFirst = false } = {}) {
  let calls = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(requestUrl(input), "http://localhost");
    if (url.pathname === "/api/categories")
      return Response.json([
        { name: "wisdom", count: total },
        { name: "love", count: 0 },
      ]);
    calls += 1;
    if (failFirst && calls === 1)
      return Response.json({ error: "internal", message: "Database unavailable" }, { status: 500 });
    const limit = Number(url.searchParams.get("limit"));
    const offset = Number(url.searchParams.get("offset"));
    const quotes = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      makeQuote(offset + i),
    );
    return Response.json({ quotes, total });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderList() {
  return renderWithProviders(<QuoteList />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("QuoteList", () => {
  it("shows skeletons, then the cards and the total, and loads 20 more", async () => {
    const fetchMock = serveQuotes(2616);
    const user = userEvent.setup();
    await renderList();
    expect(screen.getAllByTestId("quote-card-skeleton").length).toBeGreaterThan(0);

    expect(await screen.findByText("2,616 quotes")).toBeTruthy();
    expect(screen.getAllByTestId("quote-card")).toHaveLength(20);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Quote number 39")).toBeTruthy();
    expect(screen.getAllByTestId("quote-card")).toHaveLength(40);
    const urls = fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((u) => u.startsWith("/api/quotes"));
    expect(urls).toEqual(["/api/quotes?sort=latest&limit=20&offset=0", "/api/quotes?sort=latest&limit=20&offset=20"]);
  });

  it("hides Load more once everything is loaded", async () => {
    serveQuotes(3);
    await renderList();
    expect(await screen.findByText("3 quotes")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows the empty state", async () => {
    serveQuotes(0);
    await renderList();
    expect(await screen.findByText("No quotes yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("sends the filters, says what they are, and offers Clear filters when nothing matches", async () => {
    const fetchMock = serveQuotes(0);
    const onClear = vi.fn();
    const chips = filterChips({ ...EMPTY_FILTERS, author: "Mark Twain", tags: ["hope"] });
    const user = userEvent.setup();
    await renderWithProviders(
      <QuoteList
        query={{ authors: "Mark Twain", tags: "hope", sort: "popular" }}
        chips={chips}
        onClearFilters={onClear}
      />,
    );
    expect(await screen.findByText("No quotes match these filters")).toBeTruthy();
    expect(screen.getByTestId("quotes-summary").textContent).toBe("0 quotes for author: Mark Twain, tag: hope");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledOnce();
    const url = requestUrl(fetchMock.mock.calls.find(([input]) => requestUrl(input).startsWith("/api/quotes"))![0]);
    expect(url).toBe("/api/quotes?authors=Mark+Twain&tags=hope&sort=popular&limit=20&offset=0");
  });

  it("announces the count in a polite live region", async () => {
    serveQuotes(12);
    await renderWithProviders(<QuoteList chips={filterChips({ ...EMPTY_FILTERS, author: "Mark Twain" })} />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Loading quotes...");
    await screen.findByText("12 quotes");
    expect(status.textContent).toBe("12 quotes for author: Mark Twain");
  });

  it("lays cards out as a grid or as full-width rows, in the display mode asked for", async () => {
    serveQuotes(2);
    await renderWithProviders(<QuoteList view="list" display="clean" />);
    await screen.findByText("2 quotes");
    expect(screen.getByTestId("quote-list").dataset.view).toBe("list");
    for (const card of screen.getAllByTestId("quote-card")) {
      expect(card.dataset.layout).toBe("list");
      expect(card.dataset.display).toBe("clean");
    }
  });

  it("shows Failed to fetch quotes with a Retry button that fetches again", async () => {
    serveQuotes(5, { failFirst: true });
    const user = userEvent.setup();
    await renderList();
    expect(await screen.findByText("Failed to fetch quotes")).toBeTruthy();
    expect(screen.getByText("Database unavailable")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("5 quotes")).toBeTruthy();
    expect(screen.getAllByTestId("quote-card")).toHaveLength(5);
  });
});
