import { randomBytes } from "node:crypto";
import { CATEGORIES } from "#contracts/constants.ts";
import { LIST_FILTER_VALUE_MAX, LIST_FILTER_VALUES_MAX, QUOTE_OFFSET_MAX } from "#contracts/quotes.ts";
import { FOREIGN_SEARCH_WORDS } from "./quotes-list-languages.ts";
import type { CursorSamples } from "./quotes-list-seed.ts";

/** The requests bench/quotes-list.ts measures, one case at a time. */

export const SEARCH_WORDS = [
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

export interface Case {
  name: string;
  path: string;
  /** A different path per request (page cache misses), else the fixed `path`. */
  vary?: (samples: CursorSamples) => () => string;
  /** Request the page as a browser does (HTML, accepting brotli or gzip) rather than the JSON list. */
  html?: boolean;
  /** Ask for a compressed response (brotli or gzip), as browsers and most clients do. */
  compressed?: boolean;
  /** The name of the English case this one is held against (within 10% of its req/s in the same run). */
  english?: string;
  /**
   * A page served from memory is held against the English search whose page compresses to the nearest size:
   * `englishLike(word)` is that search's query. Both are the same code path (a URL looked up, stored bytes sent),
   * so what differs between two such pages is their bytes, which the load generator pays for too.
   */
  englishLike?: (word: string) => string;
  /** A case of the languages budget (`--cases languages` measures only these). */
  language?: boolean;
  /** A case of oEmbed (`--cases oembed` measures only these). */
  oembed?: boolean;
  /** A case of GET /api/quotes/random (`--cases random` measures only these). */
  random?: boolean;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const somePage = () => 20 * Math.floor(Math.random() * 10);

/**
 * Lists in another language, each measured in turn with its English equivalent. Compressed, as browsers ask: the
 * load generator reads every body it gets into a string, which costs it more for text beyond ASCII (accents)
 * than for English, and on this machine it shares the cores with the server.
 */
const LANGUAGE_CASES: Case[] = [
  ...(["en", "fr"] as const).flatMap((language): Case[] => {
    const english = language === "en" ? undefined : (name: string) => name.replace("=fr", "=en");
    const cases: Case[] = [
      { name: `language=${language}, JSON, br`, path: `/api/quotes?language=${language}` },
      {
        name: `language=${language}, 10 pages (uncached), br`,
        path: "/api/quotes",
        vary: () => () => `/api/quotes?language=${language}&offset=${somePage()}`,
      },
      {
        name: `language=${language}, deep pages by cursor (uncached), br`,
        path: "/api/quotes",
        vary: (samples) => () => `/api/quotes?language=${language}&cursor=${pick(samples.latest)}`,
      },
    ];
    return cases.map((c) => ({ ...c, compressed: true, english: english?.(c.name) }));
  }),
  ...(
    [
      ["search pensée, JSON, br", "pensée", (word: string) => word],
      ["search lang:fr amour, JSON, br", "lang:fr amour", (word: string) => `lang:en ${word}`],
    ] as const
  ).map(([name, q, englishLike]) => ({
    name,
    path: `/api/quotes?q=${encodeURIComponent(q)}`,
    compressed: true,
    englishLike,
  })),
  {
    name: "search, 20 English words x 10 pages (uncached), br",
    path: "/api/quotes",
    vary: () => () => `/api/quotes?q=${pick(SEARCH_WORDS)}&offset=${somePage()}`,
    compressed: true,
  },
  {
    name: "search, 20 words in 6 other languages x 10 pages (uncached), br",
    path: "/api/quotes",
    vary: () => () => `/api/quotes?q=${encodeURIComponent(pick(FOREIGN_SEARCH_WORDS))}&offset=${somePage()}`,
    compressed: true,
    english: "search, 20 English words x 10 pages (uncached), br",
  },
];

/** The app's PUBLIC_URL in the benchmark: the quote pages oEmbed is asked about are under it. */
export const BENCH_PUBLIC_URL = "https://echoes.example";

const oembedOf = (slug: string, bounds = "") =>
  `/api/oembed?url=${encodeURIComponent(`${BENCH_PUBLIC_URL}/quote/${slug}`)}&format=json${bounds}`;

/**
 * oEmbed answers: one quote asked again and again (kept after its first look-up), and quotes spread over the
 * catalogue (20,000 sampled, more than are kept: most are looked up), with the bounds editors send.
 */
const OEMBED_CASES: Case[] = [
  { name: "oEmbed, one quote (kept), JSON", path: "/api/oembed", vary: (samples) => () => oembedOf(samples.slugs[0]!) },
  {
    name: "oEmbed, 20k quotes, editors' bounds (mostly looked up), JSON",
    path: "/api/oembed",
    vary: (samples) => () =>
      oembedOf(pick(samples.slugs), pick(["", "&maxwidth=600&maxheight=900", "&maxwidth=360", "&maxwidth=1200"])),
  },
];

/**
 * GET /api/quotes/random: every answer is drawn afresh (nothing caches a random answer), so each request samples
 * the in-memory index and fetches its quotes by primary key.
 */
const RANDOM_CASES: Case[] = [
  { name: "random, no filter", path: "/api/quotes/random" },
  {
    name: "random x5: category + max_seconds + exclude_authors",
    path: "/api/quotes/random?count=5&categories=love&max_seconds=10&exclude_authors=einstein",
  },
  {
    name: "random x5: 7 categories x 3 max_seconds x 2 exclusions",
    path: "/api/quotes/random",
    vary: () => () =>
      `/api/quotes/random?count=5&categories=${pick(CATEGORIES)}&max_seconds=${pick([6, 10, 15])}` +
      `&exclude_authors=${pick(["einstein", "twain"])}&exclude_tags=${pick(["life", "love"])}`,
  },
  {
    name: "random, rare tag",
    path: "/api/quotes/random",
    vary: (samples) => () => `/api/quotes/random?tags=${samples.rareTag}`,
  },
];

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
  ...LANGUAGE_CASES.map((c) => ({ ...c, language: true })),
  ...OEMBED_CASES.map((c) => ({ ...c, oembed: true })),
  ...RANDOM_CASES.map((c) => ({ ...c, random: true })),
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
