import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { isPersonalEngagementList, patchCachedQuote, patchQuoteInData } from "./engagement-cache.ts";
import { bookmarkPatch } from "./optimistic.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

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
    client.setQueryData(queryKeys.quotes.list({ sort: "latest" }), { quotes: [a, b], total: 2 });
    client.setQueryData(queryKeys.quotes.detail(A), { ...a, source: null, related: [] });
    client.setQueryData(queryKeys.bookmarks.of("u"), {
      bookmarks: [{ id: "x", quote_id: A, created_at: "", quote: a }],
    });
    client.setQueryData(queryKeys.profiles.of("u"), { pages: [{ quotes: [a] }], pageParams: [0] });
    client.setQueryData(queryKeys.quotes.categories, [
      { name: "wisdom", count: 1, id: A, reaction_counts: emptyReactionCounts() },
    ]);
    client.setQueryData(adminQueryKeys.stats, { id: A, reaction_counts: emptyReactionCounts() });
    patchCachedQuote(client, A, mark);
    expect(
      client.getQueryData<{ quotes: { bookmarked: boolean }[] }>(queryKeys.quotes.list({ sort: "latest" }))!.quotes[0]!
        .bookmarked,
    ).toBe(true);
    expect(client.getQueryData<{ bookmarked: boolean }>(queryKeys.quotes.detail(A))!.bookmarked).toBe(true);
    type Bookmarks = { bookmarks: { quote: { bookmarked: boolean } }[] };
    expect(client.getQueryData<Bookmarks>(queryKeys.bookmarks.of("u"))!.bookmarks[0]!.quote.bookmarked).toBe(true);
    type Pages = { pages: { quotes: { bookmarked: boolean }[] }[] };
    expect(client.getQueryData<Pages>(queryKeys.profiles.of("u"))!.pages[0]!.quotes[0]!.bookmarked).toBe(true);
    expect(
      client.getQueryData<{ bookmarked?: boolean }[]>(queryKeys.quotes.categories)![0]!.bookmarked,
    ).toBeUndefined();
    expect(client.getQueryData<{ bookmarked?: boolean }>(adminQueryKeys.stats)!.bookmarked).toBeUndefined();
  });
});

describe("isPersonalEngagementList", () => {
  it("knows the lists that depend on the caller's bookmarks and reactions", () => {
    expect(isPersonalEngagementList(queryKeys.bookmarks.of("u"))).toBe(true);
    expect(isPersonalEngagementList(queryKeys.quotes.list({ bookmarked: "true", limit: 20 }))).toBe(true);
    expect(isPersonalEngagementList(queryKeys.quotes.list({ reacted: "true" }))).toBe(true);
    expect(isPersonalEngagementList(queryKeys.quotes.list({ userFilter: "reacted" }))).toBe(true);
    expect(isPersonalEngagementList(queryKeys.quotes.list({ sort: "latest" }))).toBe(false);
    expect(isPersonalEngagementList(queryKeys.quotes.detail(A))).toBe(false);
    expect(isPersonalEngagementList(queryKeys.quotes.inspire({ bookmarked: "true" }, "random"))).toBe(false);
  });
});
