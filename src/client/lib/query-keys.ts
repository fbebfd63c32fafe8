import { partialMatchKey, type QueryKey } from "@tanstack/react-query";

/**
 * Every query's key, built here and nowhere else. A key is a path from its family down (`["quotes", "detail", id,
 * "comments"]`), so a family or one quote's queries are matched by prefix: what a write changes is named by these
 * factories, not by patterns over URLs, and no feature needs to know another's keys.
 *
 * - `quotes`: everything that shows quotes or is derived from them (lists, pages, audio, comments, trending, the
 *   quote of the day, categories and tags). One quote's own data lives under `quotes.detail(id)`.
 * - `admin`: the admin area's tables and counts (admin-query-keys.ts, which only admin pages load).
 * - `bookmarks`, `profiles`: a member's bookmarks and public pages, which hold quotes too.
 */
export const queryKeys = {
  quotes: {
    all: ["quotes"] as const,
    /** A list page by its query (filters, paging, the dashboard's `userFilter`, the moderation queue). */
    list: (query: object) => ["quotes", "list", query] as const,
    inspire: (filters: object, mode: string) => ["quotes", "inspire", filters, mode] as const,
    detail: (id: string) => ["quotes", "detail", id] as const,
    audio: (id: string) => ["quotes", "detail", id, "audio"] as const,
    pendingAudio: (id: string) => ["quotes", "detail", id, "audio", "pending"] as const,
    comments: (id: string) => ["quotes", "detail", id, "comments"] as const,
    duplicates: (id: string) => ["quotes", "detail", id, "duplicates"] as const,
    attributionHistory: (id: string) => ["quotes", "detail", id, "attribution-history"] as const,
    bySlug: (slug: string) => ["quotes", "slug", slug] as const,
    /** An author's page (/author/{slug}); `part`: their own quotes, or those misattributed to them. */
    author: (slug: string, part?: "own" | "misattributed") =>
      part ? (["quotes", "author", slug, part] as const) : (["quotes", "author", slug] as const),
    trending: (window: string) => ["quotes", "trending", { window }] as const,
    today: ["quotes", "today"] as const,
    categories: ["quotes", "categories"] as const,
    tags: ["quotes", "tags"] as const,
  },
  /** The admin area's queries: their keys are in admin-query-keys.ts, all under this prefix. */
  admin: { all: ["admin"] as const },
  bookmarks: {
    all: ["bookmarks"] as const,
    of: (userId: string) => ["bookmarks", { user: userId }] as const,
  },
  profiles: {
    all: ["profiles"] as const,
    of: (userId: string) => ["profiles", userId] as const,
  },
  lists: {
    all: ["lists"] as const,
    of: (userId: string, quoteId: string | null) => ["lists", { user: userId, quote: quoteId }] as const,
    detail: (listId: string) => ["lists", listId] as const,
  },
  audio: {
    job: (jobId: string) => ["audio", "jobs", jobId] as const,
    waveform: (quoteId: string) => ["audio", "waveform", quoteId] as const,
    myPending: { all: ["audio", "mine"] as const, of: (userId: string) => ["audio", "mine", userId] as const },
  },
  /** A member's notices (the header's bell and the dashboard's list). */
  notifications: {
    all: ["notifications"] as const,
    of: (userId: string) => ["notifications", { user: userId }] as const,
    list: (userId: string, query: object) => ["notifications", { user: userId }, query] as const,
  },
  /** A member's morning e-mail settings and deliveries. */
  subscriptions: { of: (userId: string) => ["subscriptions", { user: userId }] as const },
  voices: ["voices"] as const,
  debugQuote: (id: string) => ["debug", "quote", id] as const,
};

/** Whether `queryKey` is `prefix` or lies under it. */
export const isUnder = (queryKey: QueryKey, prefix: QueryKey): boolean => partialMatchKey(queryKey, prefix);

/** What a quote write (create, edit, delete, moderation, audio) may change: quotes and the admin area. */
export const isQuoteData = (queryKey: QueryKey): boolean =>
  isUnder(queryKey, queryKeys.quotes.all) || isUnder(queryKey, queryKeys.admin.all);

/** Data that may hold copies of a quote (lists, pages, bookmarks, member pages): what a toggle patches. */
export const QUOTE_HOLDERS: readonly QueryKey[] = [
  queryKeys.quotes.all,
  queryKeys.bookmarks.all,
  queryKeys.profiles.all,
];
