import { describe, expect, it } from "vitest";
import type { QuoteList } from "#contracts/quotes.ts";
import { quotesInfiniteQueryOptions } from "./get-quotes.ts";

const page = (count: number, total: number, next_cursor: string | null = null): QuoteList => ({
  quotes: Array.from({ length: count }, () => ({}) as QuoteList["quotes"][number]),
  total,
  next_cursor,
});

describe("the quote list's paging", () => {
  const { getNextPageParam, initialPageParam } = quotesInfiniteQueryOptions({ sort: "latest" });
  const next = (pages: QuoteList[]) => getNextPageParam(pages.at(-1)!, pages, initialPageParam, []);

  it("starts at offset 0", () => {
    expect(initialPageParam).toEqual({ offset: 0 });
  });

  it("continues after the last page's cursor when the server gives one", () => {
    expect(next([page(20, 95), page(20, 95, "abc")])).toEqual({ offset: 40, cursor: "abc" });
  });

  it("continues at the number loaded when there is no cursor (lists ordered by relevance)", () => {
    expect(next([page(20, 95)])).toEqual({ offset: 20 });
  });

  it("stops at the deepest offset the server takes when there is no cursor, never when there is one", () => {
    const pages = (count: number, cursor: string | null) => Array.from({ length: count }, () => page(20, 5000, cursor));
    expect(next(pages(50, null))).toEqual({ offset: 1000 });
    expect(next(pages(51, null))).toBeUndefined();
    expect(next(pages(51, "abc"))).toEqual({ offset: 1020, cursor: "abc" });
  });

  it("stops at the total or at an empty page", () => {
    expect(next([page(20, 40), page(20, 40, "abc")])).toBeUndefined();
    expect(next([page(20, 95), page(0, 95)])).toBeUndefined();
  });
});
