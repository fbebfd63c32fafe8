import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import { QuoteList } from "./quote-list.tsx";

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
    expect(urls).toEqual(["/api/quotes?limit=20&offset=0", "/api/quotes?limit=20&offset=20"]);
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
