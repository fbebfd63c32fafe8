import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery } from "@tanstack/react-query";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import type { QuoteListItem } from "#contracts/quotes.ts";
import { createQueryClient } from "#client/lib/query-client.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { QuoteCardEngagement } from "./quote-card-engagement.tsx";
import { QuoteDetailEngagement } from "./quote-detail-engagement.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const ID = "00000000-0000-4000-8000-0000000000aa";
const KEY = queryKeys.quotes.list({ sort: "latest", limit: 20 });

/** A card reading its quote from the list cache, as the home list does. */
function CachedCard({ signedIn, onSignIn, detail }: { signedIn: boolean; onSignIn: () => void; detail?: boolean }) {
  const { data } = useQuery<{ quotes: QuoteListItem[] }>({ queryKey: KEY, queryFn: () => new Promise(() => {}) });
  const [quote] = data!.quotes;
  if (!quote) return null;
  const Controls = detail ? QuoteDetailEngagement : QuoteCardEngagement;
  return <Controls quote={quote} signedIn={signedIn} onSignInRequired={onSignIn} />;
}

function stubFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    respond(input instanceof Request ? input.url : input.toString(), init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function renderCard({
  signedIn = true,
  detail = false,
  quote = {},
}: { signedIn?: boolean; detail?: boolean; quote?: Partial<QuoteListItem> } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(KEY, { quotes: [makeQuote({ id: ID, status: "approved", ...quote })], total: 1 });
  const onSignIn = vi.fn();
  await renderWithProviders(<CachedCard signedIn={signedIn} onSignIn={onSignIn} detail={detail} />, { queryClient });
  return { queryClient, onSignIn, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("the bookmark toggle", () => {
  it("bookmarks at once, keeps the server's count and says Bookmark added", async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, queryClient } = await renderCard({ quote: { bookmark_count: 2 } });
    const button = screen.getByTestId("bookmark-button");
    await user.click(button);
    // Optimistic: pressed with the count moved before the server answers (once the click's code has loaded).
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(button.textContent).toContain("3");
    answer(
      Response.json(
        { quote_id: ID, bookmarked: true, bookmark_count: 7, created_at: "2026-01-01T00:00:00Z" },
        { status: 201 },
      ),
    );
    await waitFor(() => expect(button.textContent).toContain("7"));
    expect(toast.success).toHaveBeenCalledWith("Bookmark added", expect.anything());
    expect(queryClient.getQueryData<{ quotes: QuoteListItem[] }>(KEY)!.quotes[0]!.bookmarked).toBe(true);
  });

  it("rolls back and says Failed to remove bookmark when the call fails", async () => {
    const fetchMock = stubFetch(() => Response.json({ error: "x", message: "down" }, { status: 500 }));
    const { user } = await renderCard({ quote: { bookmarked: true, bookmark_count: 1 } });
    const button = screen.getByTestId("bookmark-button");
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to remove bookmark", expect.anything()));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toContain("1");
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/bookmarks/${ID}`);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("DELETE");
  });

  it("asks an anonymous visitor to sign in instead of calling the server", async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    const { user, onSignIn } = await renderCard({ signedIn: false });
    await user.click(screen.getByTestId("bookmark-button"));
    expect(onSignIn).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the reaction picker", () => {
  it("opens the eight reactions from the card's summary and reacts optimistically", async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await renderCard({ quote: { reaction_counts: { ...emptyReactionCounts(), like: 2 } } });
    const summary = screen.getByTestId("reaction-summary");
    expect(screen.getByRole("button", { name: "Reactions: 2 reactions" })).toBe(summary);
    await user.click(summary);
    const picker = await screen.findByRole("group", { name: "Reactions" });
    expect(within(picker).getAllByRole("button")).toHaveLength(8);
    await user.click(within(picker).getByRole("button", { name: "Inspiring 0" }));
    // The popover closes and the summary already counts the new reaction.
    await waitFor(() => expect(screen.queryByRole("group", { name: "Reactions" })).toBeNull());
    expect(screen.getByRole("button", { name: "Reactions: 3 reactions, yours: Inspiring" })).toBe(summary);
    answer(
      Response.json({ reactions: { ...emptyReactionCounts(), like: 2, inspiring: 1 }, userReaction: "inspiring" }),
    );
    await waitFor(() => expect(summary.getAttribute("data-mine")).toBe("inspiring"));
  });

  it("rolls back with the spec's message when the reaction fails", async () => {
    stubFetch(() => Response.json({ error: "x", message: "down" }, { status: 503 }));
    const { user } = await renderCard({
      detail: true,
      quote: { reaction_counts: { ...emptyReactionCounts(), like: 1 }, user_reaction: "like" },
    });
    const like = screen.getByRole("button", { name: "Like 1" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Funny 0" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to update reaction. Please try again.", expect.anything()),
    );
    expect(screen.getByRole("button", { name: "Like 1" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Funny 0" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("takes the reaction back when the same one is chosen again", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { user } = await renderCard({
      detail: true,
      quote: { reaction_counts: { ...emptyReactionCounts(), like: 1 }, user_reaction: "like" },
    });
    await user.click(screen.getByRole("button", { name: "Like 1" }));
    expect(screen.getByRole("button", { name: "Like 0" }).getAttribute("aria-pressed")).toBe("false");
  });
});
