/**
 * The search box syntax of docs/product/quotes-and-search.md, parsed once for the server (the `q` parameter)
 * and the client (turning typed prefixes into filter chips).
 *
 *   author:Twain  a:"Mark Twain"   one author; the last one wins
 *   category:love c:love           one category (lower-cased); the last one wins
 *   tag:hope t:hope                tags (lower-cased), accumulated without duplicates
 *   description:x desc:x d:x       words or "phrases" the description must contain, accumulated
 *   ctx:x                          words or "phrases" the context must contain, accumulated
 *   is:verified is:misattributed   attribution statuses (verified, attributed, disputed, misattributed), any of them
 *   lang:fr lang:pt-BR             languages (BCP 47 tags, canonical case), any of them
 *   "exact phrase"                 the quote text must contain it (case-insensitive), accumulated
 *   -author:x -category:x -tag:x   exclusions: quotes that author:, category: or tag: would find are left out
 *   -"exact phrase"                quotes whose text contains the phrase are left out; exclusions accumulate
 *   anything else                  free text, ranked by full-text search
 *
 * Prefixes are case-insensitive and take a bare value (up to the next space) or a quoted one.
 * Straight quotes and typographic quotes (“…”, „…“, «…») both delimit; inside straight quotes
 * `\"` stands for a quote character. An unknown prefix (`foo:bar`, `http://x`), an unterminated
 * quote and a prefix without a value are left in the free text (the empty prefix is dropped), and so are an `is:`
 * naming no attribution status and a `lang:` naming no language tag. Only author:, category:, tag: and phrases
 * take a leading `-`; any other `-word` stays in the free text (where full-text search reads it as "not word").
 */

import { ATTRIBUTION_STATUSES, type AttributionStatus } from "./constants.ts";
import { normaliseLanguageTag } from "./languages.ts";

export const SEARCH_PREFIXES = {
  author: ["author", "a"],
  category: ["category", "c"],
  tag: ["tag", "t"],
  description: ["description", "desc", "d"],
  context: ["ctx"],
  attribution: ["is"],
  language: ["lang"],
} as const;

export type SearchPrefixKind = keyof typeof SEARCH_PREFIXES;

/** The prefixes a leading `-` turns into an exclusion, with the list each adds to. */
const EXCLUSION_LISTS = { author: "authors", category: "categories", tag: "tags" } as const;
type NegatableKind = keyof typeof EXCLUSION_LISTS;

/** What a search leaves out: a quote matching any of these is not in the results. */
export interface SearchExclusions {
  /** -author: values, as typed (trimmed), without (case-insensitive) duplicates. */
  authors: string[];
  /** -category: values, lower-cased, without duplicates. */
  categories: string[];
  /** -tag: values, lower-cased, without duplicates. */
  tags: string[];
  /** -"phrases", without (case-insensitive) duplicates. */
  phrases: string[];
}

export interface ParsedSearch {
  /** Free text left once prefixes and phrases are taken out, single-spaced; "" when none. */
  text: string;
  /** Quoted exact phrases, in order, without (case-insensitive) duplicates. */
  phrases: string[];
  /** The last author: value, as typed (trimmed). */
  author?: string;
  /** The last category: value, lower-cased. */
  category?: string;
  /** tag: values, lower-cased, without duplicates. */
  tags: string[];
  /** description: values, without (case-insensitive) duplicates. */
  description: string[];
  /** ctx: values, without (case-insensitive) duplicates. */
  context: string[];
  /** is: attribution statuses, without duplicates; a quote matches any of them. */
  attribution: AttributionStatus[];
  /** lang: tags, canonicalised, without duplicates; a quote matches any of them. */
  languages: string[];
  /** The `-` terms. */
  exclude: SearchExclusions;
}

const isAttributionStatus = (value: string): value is AttributionStatus =>
  (ATTRIBUTION_STATUSES as readonly string[]).includes(value);

const PREFIX_KIND = new Map<string, SearchPrefixKind>(
  Object.entries(SEARCH_PREFIXES).flatMap(([kind, names]) =>
    names.map((name) => [name, kind as SearchPrefixKind] as const),
  ),
);

/** Characters that open a quoted phrase or value. */
const OPENING_QUOTES = new Set(['"', "“", "”", "„", "«"]);

/** Whether `ch` closes a run opened by `open`: straight by straight, « by », typographic by any double quote. */
function closesQuote(open: string, ch: string): boolean {
  if (open === '"') return ch === '"';
  if (open === "«") return ch === "»";
  return ch === "”" || ch === "“" || ch === '"';
}

const isQuote = (ch: string | undefined) => ch !== undefined && OPENING_QUOTES.has(ch);

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/u.test(ch);

interface Token {
  /** The token as written, for putting it back into the free text. */
  raw: string;
  prefix?: string;
  value: string;
  quoted: boolean;
  /** Written with a leading `-`: an exclusion. */
  negated?: boolean;
}

/** Reads a quoted run starting at `start` (an opening quote). Returns undefined when it never closes. */
function readQuoted(input: string, start: number): { value: string; end: number } | undefined {
  const open = input[start] as string;
  let value = "";
  for (let i = start + 1; i < input.length; i++) {
    const ch = input[i] as string;
    if (open === '"' && ch === "\\" && input[i + 1] === '"') {
      value += '"';
      i++;
      continue;
    }
    if (closesQuote(open, ch)) {
      return { value, end: i + 1 };
    }
    value += ch;
  }
  return undefined;
}

/** Reads a phrase or a known prefix with its value at `i`; undefined when there is neither (or the phrase never closes). */
function readTerm(input: string, i: number): { token: Omit<Token, "raw">; end: number } | undefined {
  if (isQuote(input[i])) {
    const quoted = readQuoted(input, i);
    return quoted && { token: { value: quoted.value, quoted: true }, end: quoted.end };
  }
  // prefix:value or prefix:"quoted value"
  const prefixMatch = /^([\p{L}]+):/u.exec(input.slice(i, i + 40));
  const prefix = prefixMatch?.[1]?.toLowerCase();
  if (!prefixMatch || !prefix || !PREFIX_KIND.has(prefix)) return undefined;
  const valueStart = i + prefixMatch[0].length;
  if (isQuote(input[valueStart])) {
    const quoted = readQuoted(input, valueStart);
    if (quoted) return { token: { prefix, value: quoted.value, quoted: true }, end: quoted.end };
  }
  let end = valueStart;
  while (end < input.length && !isSpace(input[end])) end++;
  let value = input.slice(valueStart, end);
  // An unterminated quoted value: drop the quote mark.
  if (isQuote(value[0])) value = value.slice(1);
  return { token: { prefix, value, quoted: false }, end };
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    if (isSpace(input[i])) {
      i++;
      continue;
    }
    // A leading "-" makes an exclusion of a phrase or a negatable prefix; before anything else it is part of a word.
    const negated = input[i] === "-";
    const term = readTerm(input, negated ? i + 1 : i);
    const prefixKind = term?.token.prefix === undefined ? undefined : PREFIX_KIND.get(term.token.prefix);
    if (term && (!negated || prefixKind === undefined || prefixKind in EXCLUSION_LISTS)) {
      tokens.push({ ...term.token, raw: input.slice(i, term.end), negated });
      i = term.end;
      continue;
    }
    // An unterminated phrase: the quote mark is dropped and the rest reads as ordinary words.
    if (!negated && isQuote(input[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end < input.length && !isSpace(input[end])) end++;
    const word = input.slice(i, end);
    tokens.push({ raw: word, value: word, quoted: false });
    i = end;
  }
  return tokens;
}

const collapse = (value: string) => value.replace(/\s+/gu, " ").trim();

function addUnique(list: string[], value: string, key: (v: string) => string = (v) => v.toLowerCase()) {
  const k = key(value);
  if (!list.some((existing) => key(existing) === k)) list.push(value);
}

/** Adds a `-` term to the exclusions (`prefix` undefined for a phrase). */
function addExclusion(exclude: SearchExclusions, prefix: string | undefined, value: string) {
  const kind = prefix && PREFIX_KIND.get(prefix);
  if (kind) addUnique(exclude[EXCLUSION_LISTS[kind as NegatableKind]], kind === "author" ? value : value.toLowerCase());
  else addUnique(exclude.phrases, value);
}

/** Splits search-box text into free text and the filters its prefixes and phrases name. */
export function parseSearchQuery(input: string | null | undefined): ParsedSearch {
  const result: ParsedSearch = {
    text: "",
    phrases: [],
    tags: [],
    description: [],
    context: [],
    attribution: [],
    languages: [],
    exclude: { authors: [], categories: [], tags: [], phrases: [] },
  };
  if (!input) return result;
  const free: string[] = [];
  for (const token of tokenize(input.normalize("NFC"))) {
    const value = collapse(token.value);
    if (token.negated) {
      if (value) addExclusion(result.exclude, token.prefix, value);
      continue;
    }
    if (!token.prefix) {
      if (token.quoted) {
        if (value) addUnique(result.phrases, value);
      } else {
        free.push(token.raw);
      }
      continue;
    }
    if (!value) continue;
    switch (PREFIX_KIND.get(token.prefix)) {
      case "author":
        result.author = value;
        break;
      case "category":
        result.category = value.toLowerCase();
        break;
      case "tag":
        addUnique(result.tags, value.toLowerCase());
        break;
      case "description":
        addUnique(result.description, value);
        break;
      case "context":
        addUnique(result.context, value);
        break;
      case "attribution": {
        const status = value.toLowerCase();
        if (isAttributionStatus(status)) {
          if (!result.attribution.includes(status)) result.attribution.push(status);
        } else {
          free.push(token.raw);
        }
        break;
      }
      case "language": {
        const tag = normaliseLanguageTag(value);
        if (tag === undefined) free.push(token.raw);
        else if (!result.languages.includes(tag)) result.languages.push(tag);
        break;
      }
    }
  }
  result.text = collapse(free.join(" "));
  return result;
}

/** A value as the syntax writes it: bare when it has no space or quote, else in escaped double quotes. */
function formatValue(value: string): string {
  if (value && !/[\s"“”„«»]/u.test(value)) return value;
  return `"${value.replaceAll('"', '\\"')}"`;
}

const formatPhrase = (phrase: string) => `"${phrase.replaceAll('"', '\\"')}"`;

/** The inverse of parseSearchQuery: search-box text for the given parts (long prefix names). */
export function formatSearchQuery(
  parts: Partial<Omit<ParsedSearch, "exclude">> & { exclude?: Partial<SearchExclusions> },
): string {
  const out: string[] = [];
  if (parts.author) out.push(`author:${formatValue(parts.author)}`);
  if (parts.category) out.push(`category:${formatValue(parts.category)}`);
  for (const tag of parts.tags ?? []) out.push(`tag:${formatValue(tag)}`);
  for (const d of parts.description ?? []) out.push(`description:${formatValue(d)}`);
  for (const c of parts.context ?? []) out.push(`ctx:${formatValue(c)}`);
  for (const status of parts.attribution ?? []) out.push(`is:${status}`);
  for (const tag of parts.languages ?? []) out.push(`lang:${tag}`);
  for (const p of parts.phrases ?? []) out.push(formatPhrase(p));
  const { authors = [], categories = [], tags = [], phrases = [] } = parts.exclude ?? {};
  for (const [prefix, values] of Object.entries({ author: authors, category: categories, tag: tags })) {
    for (const value of values) out.push(`-${prefix}:${formatValue(value)}`);
  }
  for (const p of phrases) out.push(`-${formatPhrase(p)}`);
  if (parts.text) out.push(parts.text);
  return out.join(" ");
}
