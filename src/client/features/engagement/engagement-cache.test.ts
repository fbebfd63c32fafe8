import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { isPersonalEngagementList, patchCachedQuote, patchQuoteInData } from "./engagement-cache.ts";
import { bookmarkPatch } from "./optimistic.ts";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const a = makeQuote({ id: A, text: "A" });
const b = makeQuote({ id: B, text: "B" });
const mark = bookmarkPatch(true);

describe("patchQuoteInData", () => {
  it("patches the quote in infinite list pages and keeps the other pages as they were", () => {
    const data = {
      pages: [
        { quotes: [a, b], total: 2 },
        { quotes: [b], total: 2 },
      ],
      pageParams: [{ offset: 0 }],
    };
    const next = patchQuoteInData(data, A, mark) as typeof data;
    expect(next.pages[0]!.quotes[0]).toMatchObject({ id: A, bookmarked: true, bookmark_count: 1 });
    expect(next.pages[0]!.quotes[1]).toBe(b);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
    expect(data.pages[0]!.quotes[0]!.bookmarked).toBe(false);
  });

  it("patches a quote page, its related quotes and bookmark lists", () => {
    const page = { ...a, source: null, related: [b] };
    expect(patchQuoteInData(page, A, mark)).toMatchObject({ bookmarked: true, related: [b] });
    expect((patchQuoteInData(page, B, mark) as typeof page).related[0]).toMatchObject({ bookmarked: true });
    const bookmarks = { bookmarks: [{ id: "x", quote_id: B, created_at: "", quote: b }], total: 1 };
    expect((patchQuoteInData(bookmarks, B, mark) as typeof bookmarks).bookmarks[0]!.quote.bookmarked).toBe(true);
  });

  it("answers the same data when the quote is not in it (or data is null)", () => {
    const data = { quotes: [b], total: 1 };
    expect(patchQuoteInData(data, A, mark)).toBe(data);
    expect(patchQuoteInData(null, A, mark)).toBeNull();
  });

  it("patches every cached query that may hold the quote, and nothing else", () => {
    const client = new QueryClient();
    client.setQueryData(["/api/quotes", { sort: "latest" }], { quotes: [a, b], total: 2 });
    client.setQueryData(["/api/quotes", A], { ...a, source: null, related: [] });
    client.setQueryData(
      ["/api/categories"],
      [{ name: "wisdom", count: 1, id: A, reaction_counts: emptyReactionCounts() }],
    );
    patchCachedQuote(client, A, mark);
    expect(
      client.getQueryData<{ quotes: { bookmarked: boolean }[] }>(["/api/quotes", { sort: "latest" }])!.quotes[0]!
        .bookmarked,
    ).toBe(true);
    expect(client.getQueryData<{ bookmarked: boolean }>(["/api/quotes", A])!.bookmarked).toBe(true);
    expect(client.getQueryData<{ bookmarked?: boolean }[]>(["/api/categories"])![0]!.bookmarked).toBeUndefined();
  });
});

describe("isPersonalEngagementList", () => {
  it("knows the lists that depend on the caller's bookmarks and reactions", () => {
    expect(isPersonalEngagementList(["/api/bookmarks", { user: "u" }])).toBe(true);
    expect(isPersonalEngagementList(["/api/quotes", { bookmarked: "true", limit: 20 }])).toBe(true);
    expect(isPersonalEngagementList(["/api/quotes", { reacted: "true" }])).toBe(true);
    expect(isPersonalEngagementList(["/api/quotes", { userFilter: "reacted" }])).toBe(true);
    expect(isPersonalEngagementList(["/api/quotes", { sort: "latest" }])).toBe(false);
    expect(isPersonalEngagementList(["/api/quotes", A])).toBe(false);
  });
});
