import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { QuoteEngagement } from "#contracts/engagement.ts";
import { isUnder, QUOTE_HOLDERS, queryKeys } from "#client/lib/query-keys.ts";

/** A cached quote with the fields a toggle changes on every copy of it. */
export type EngagedQuote = { id: string } & QuoteEngagement;
type Patch = (quote: EngagedQuote) => EngagedQuote;

/** Query keys of lists that depend on the caller's bookmarks or reactions. */
export function isPersonalEngagementList(queryKey: QueryKey): boolean {
  if (isUnder(queryKey, queryKeys.bookmarks.all)) return true;
  if (!isUnder(queryKey, queryKeys.quotes.list({}))) return false;
  const params = queryKey[2];
  if (!params || typeof params !== "object") return false;
  const p = params as Record<string, unknown>;
  return (
    p.bookmarked === true ||
    p.bookmarked === "true" ||
    p.reacted === true ||
    p.reacted === "true" ||
    p.userFilter === "reacted"
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function patchQuote(value: unknown, id: string, patch: Patch): unknown {
  if (!isObject(value) || value.id !== id || !("reaction_counts" in value)) return value;
  return patch(value as unknown as EngagedQuote);
}

function patchArray(list: unknown[], map: (item: unknown) => unknown): unknown[] {
  let changed = false;
  const next = list.map((item) => {
    const mapped = map(item);
    if (mapped !== item) changed = true;
    return mapped;
  });
  return changed ? next : list;
}

/**
 * Applies `patch` to every copy of quote `id` inside cached data of any shape the quote calls answer: infinite
 * list pages, lists, bookmark lists, a quote page and its related quotes. Untouched data keeps its identity.
 */
export function patchQuoteInData(data: unknown, id: string, patch: Patch): unknown {
  if (!isObject(data)) return data;
  let next: Record<string, unknown> = data;
  const set = (key: string, value: unknown) => {
    if (value !== next[key]) next = { ...next, [key]: value };
  };
  if (Array.isArray(data.pages))
    set(
      "pages",
      patchArray(data.pages, (page) => patchQuoteInData(page, id, patch)),
    );
  if (Array.isArray(data.quotes))
    set(
      "quotes",
      patchArray(data.quotes, (quote) => patchQuote(quote, id, patch)),
    );
  if (Array.isArray(data.bookmarks)) {
    set(
      "bookmarks",
      patchArray(data.bookmarks, (entry) => {
        if (!isObject(entry)) return entry;
        const quote = patchQuote(entry.quote, id, patch);
        return quote === entry.quote ? entry : { ...entry, quote };
      }),
    );
  }
  if (Array.isArray(data.related))
    set(
      "related",
      patchArray(data.related, (quote) => patchQuote(quote, id, patch)),
    );
  if (data.id === id && "reaction_counts" in data) {
    const patched = patch(next as unknown as EngagedQuote) as unknown as Record<string, unknown>;
    next = patched;
  }
  return next;
}

/** Patches every cached copy of quote `id`. */
export function patchCachedQuote(queryClient: QueryClient, id: string, patch: Patch) {
  for (const queryKey of QUOTE_HOLDERS) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) => patchQuoteInData(data, id, patch));
  }
}

/**
 * Cancels the fetches of quote data in flight as a toggle starts: begun before the toggle is saved, their answer
 * would land after it and show the state from before the click (the refetch a page makes once the session is
 * known, say). Answers what fetches them again, once the toggle is settled.
 */
export async function holdQuoteFetches(queryClient: QueryClient): Promise<() => Promise<void>> {
  const inFlight = queryClient.getQueryCache().findAll({
    fetchStatus: "fetching",
    predicate: (query) => QUOTE_HOLDERS.some((key) => isUnder(query.queryKey, key)),
  });
  await Promise.all(inFlight.map((query) => queryClient.cancelQueries({ queryKey: query.queryKey, exact: true })));
  return () => queryClient.invalidateQueries({ predicate: (query) => inFlight.includes(query) });
}

/** After a toggle is confirmed: lists of the caller's bookmarks and reactions refetch when next shown. */
export function invalidatePersonalLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isPersonalEngagementList(query.queryKey) });
}
