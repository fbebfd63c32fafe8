import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { waitFor } from "@testing-library/react";
import { QueryObserver } from "@tanstack/react-query";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { createQueryClient } from "#client/lib/query-client.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { chooseReaction, toggleBookmark } from "./engagement-actions.ts";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = "00000000-0000-4000-8000-0000000000ab";
const KEY = queryKeys.quotes.detail(ID);
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

/**
 * A quote page's refetch begun before the click (as a page refetches once the session is known), answered after
 * the toggle is saved with the state from before it.
 */
function pageWithSlowRefetch(saved: () => Partial<QuoteDetail>) {
  const queryClient = createQueryClient();
  const before = makeQuote({ id: ID, status: "approved" }) as unknown as QuoteDetail;
  queryClient.setQueryData(KEY, before);
  let answerStale: () => void = () => {};
  let fetches = 0;
  // The page shows the quote (an observer), and its data is stale: the observer fetches it at once.
  const observer = new QueryObserver(queryClient, {
    queryKey: KEY,
    staleTime: 0,
    queryFn: () => {
      fetches++;
      if (fetches > 1) return Promise.resolve({ ...before, ...saved() });
      return new Promise<QuoteDetail>((resolve) => (answerStale = () => resolve(before)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, unsubscribe, answerStale: () => answerStale(), fetches: () => fetches };
}

/** Lets the stale answer land, if anything still waits for it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => vi.unstubAllGlobals());

describe("a toggle and a fetch begun before it", () => {
  it("a bookmark saved while the page refetches stays bookmarked, and the page is fetched again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ bookmarked: true, bookmark_count: 1 })),
    );
    const page = pageWithSlowRefetch(() => ({ bookmarked: true, bookmark_count: 1 }));
    onTestFinished(page.unsubscribe);
    toggleBookmark(page.queryClient, { quoteId: ID, was: { bookmarked: false, bookmark_count: 0 } });
    await waitFor(() => expect(page.queryClient.getQueryData<QuoteDetail>(KEY)?.bookmarked).toBe(true));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    page.answerStale();
    await settled();
    expect(page.queryClient.getQueryData<QuoteDetail>(KEY)).toMatchObject({ bookmarked: true, bookmark_count: 1 });
    await waitFor(() => expect(page.fetches()).toBe(2));
  });

  it("a reaction saved while the page refetches stays chosen", async () => {
    const reactions = { ...emptyReactionCounts(), like: 1 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ reactions, userReaction: "like" })),
    );
    const page = pageWithSlowRefetch(() => ({ user_reaction: "like", reaction_counts: reactions }));
    onTestFinished(page.unsubscribe);
    const was = page.queryClient.getQueryData<QuoteDetail>(KEY)!;
    chooseReaction(page.queryClient, {
      quoteId: ID,
      chosen: "like",
      was: { reaction_counts: was.reaction_counts, user_reaction: null },
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    page.answerStale();
    await settled();
    expect(page.queryClient.getQueryData<QuoteDetail>(KEY)).toMatchObject({ user_reaction: "like" });
    await waitFor(() => expect(page.fetches()).toBe(2));
  });
});
