import { randomBytes } from "node:crypto";
import { LIST_FILTER_VALUE_MAX, LIST_FILTER_VALUES_MAX, QUOTE_OFFSET_MAX } from "#contracts/quotes.ts";
import type { CursorSamples } from "./quotes-list-seed.ts";

/** The requests bench/quotes-list.ts measures, one case at a time. */

const SEARCH_WORDS = [
  "love",
  "life",
  "happiness",
  "courage",
  "dream",
  "friend",
  "time",
  "heart",
  "truth",
  "success",
  "fear",
  "mind",
  "peace",
  "change",
  "hope",
  "world",
  "wisdom",
  "imagination",
  "future",
  "kindness",
];

interface Case {
  name: string;
  path: string;
  /** A different path per request (page cache misses), else the fixed `path`. */
  vary?: (samples: CursorSamples) => () => string;
  /** Request the page as a browser does (HTML, accepting brotli or gzip) rather than the JSON list. */
  html?: boolean;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

export const CASES: Case[] = [
  { name: "home (latest, 20), JSON", path: "/api/quotes" },
  { name: "home, server-rendered HTML (as a browser asks)", path: "/", html: true },
  { name: "category filter, JSON", path: "/api/quotes?categories=love" },
  { name: "category filter, HTML (as a browser asks)", path: "/?categories=love", html: true },
  { name: "full-text search, JSON", path: "/api/quotes?q=imagination" },
  { name: "tag filter, JSON", path: "/api/quotes?tags=hope" },
  { name: "attribution filter, JSON", path: "/api/quotes?attribution=verified,misattributed" },
  {
    name: "attribution filter, 10 pages (uncached)",
    path: "/api/quotes",
    vary: () => () =>
      `/api/quotes?attribution=${pick(["verified", "disputed", "misattributed"])}&offset=${20 * Math.floor(Math.random() * 10)}`,
  },
  {
    name: "deep pages by cursor, anywhere (uncached)",
    path: "/api/quotes",
    vary: (samples) => () =>
      Math.random() < 0.5
        ? `/api/quotes?cursor=${pick(samples.latest)}`
        : `/api/quotes?sort=popular&cursor=${pick(samples.popular)}`,
  },
  {
    name: "search, 20 words x 10 pages (uncached)",
    path: "/api/quotes",
    vary: () => () => `/api/quotes?q=${pick(SEARCH_WORDS)}&offset=${20 * Math.floor(Math.random() * 10)}`,
  },
  {
    name: `deep pages by offset, up to ${QUOTE_OFFSET_MAX} (uncached)`,
    path: "/api/quotes",
    vary: () => () =>
      `/api/quotes?offset=${Math.floor(Math.random() * QUOTE_OFFSET_MAX)}&sort=${Math.random() < 0.5 ? "latest" : "popular"}`,
  },
  {
    name: `the costliest filter allowed: ${LIST_FILTER_VALUES_MAX} authors and tags (uncached)`,
    path: "/api/quotes",
    vary: () => () => `/api/quotes?authors=${worstList("a")}&tags=${worstList("t")}&offset=${QUOTE_OFFSET_MAX}`,
  },
  // Refused by the contract (400 counts as non-2xx): what an offset beyond the bound costs now.
  {
    name: `offset beyond ${QUOTE_OFFSET_MAX}: refused`,
    path: "/api/quotes",
    vary: (samples) => () =>
      `/api/quotes?offset=${QUOTE_OFFSET_MAX + 1 + Math.floor(Math.random() * samples.approved)}`,
  },
];

/** As many distinct values of the longest length as a list filter takes: each is a substring match. */
function worstList(prefix: string): string {
  return Array.from({ length: LIST_FILTER_VALUES_MAX }, (_, i) =>
    `${prefix}${i}${randomBytes(4).toString("hex")}`.padEnd(LIST_FILTER_VALUE_MAX, "e"),
  ).join(",");
}
