import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { invalidateAfterDelete } from "./quote-cache.ts";
import { queryKeys } from "./query-keys.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

const quote = { id: "11111111-1111-4111-8111-111111111111", slug: "ada-words", url_slug: "ada-words" };

describe("invalidateAfterDelete", () => {
  it("marks the deleted quote's own pages stale without refetching them and refetches other quote data", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const fetched: string[] = [];
    const keys = [
      queryKeys.quotes.detail(quote.id),
      queryKeys.quotes.comments(quote.id),
      queryKeys.quotes.bySlug("ada-words"),
      queryKeys.quotes.list({ limit: 20 }),
      queryKeys.quotes.tags,
      adminQueryKeys.quoteCounts,
      queryKeys.lists.all,
    ];
    // Observed queries are active, as on a mounted page.
    for (const key of keys) {
      const observer = new QueryObserver(client, {
        queryKey: key,
        queryFn: () => {
          fetched.push(JSON.stringify(key));
          return Promise.resolve(key);
        },
      });
      observer.subscribe(() => undefined);
    }
    await vi.waitFor(() =>
      expect(
        client
          .getQueryCache()
          .getAll()
          .every((query) => query.state.fetchStatus === "idle"),
      ).toBe(true),
    );
    expect(fetched).toHaveLength(7);
    fetched.length = 0;

    await invalidateAfterDelete(client, quote);

    expect(fetched.sort()).toEqual(
      [queryKeys.quotes.list({ limit: 20 }), queryKeys.quotes.tags, adminQueryKeys.quoteCounts]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
    expect(client.getQueryState(queryKeys.quotes.detail(quote.id))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.quotes.comments(quote.id))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.quotes.bySlug("ada-words"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.lists.all)?.isInvalidated).toBe(false);
  });
});
