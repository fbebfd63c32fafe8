import { formatSearchQuery, parseSearchQuery, type SearchExclusions } from "#contracts/search-syntax.ts";
import type { AudioFilter, QuoteFilters } from "./search-params.ts";

/**
 * The home list's active filters as removable chips (docs/product/screens.md): only the home page shows them, so they
 * load with it rather than with the filter links every page's cards draw (search-params.ts).
 */

export type ChipKind =
  | "text"
  | "phrase"
  | "description"
  | "context"
  | "author"
  | "category"
  | "tag"
  | "status"
  | "attribution"
  | "language"
  | "audio"
  | "bookmarked"
  | "reacted"
  | ExclusionKind;

/** Chips of what the search leaves out (-author:, -category:, -tag:, -"phrase"). */
export type ExclusionKind = "not-author" | "not-category" | "not-tag" | "not-phrase";

/** Each exclusion chip's list in the parsed search. */
const EXCLUSIONS: Record<ExclusionKind, keyof SearchExclusions> = {
  "not-author": "authors",
  "not-category": "categories",
  "not-tag": "tags",
  "not-phrase": "phrases",
};

export interface FilterChip {
  /** Unique within the list, stable for React keys. */
  id: string;
  kind: ChipKind;
  value: string;
  /** What the chip says: "author: Mark Twain". */
  label: string;
}

const AUDIO_LABELS: Record<AudioFilter, string> = { with: "with audio", without: "without audio" };

const chip = (kind: ChipKind, value: string, label: string): FilterChip => ({
  id: `${kind}:${value.toLowerCase()}`,
  kind,
  value,
  label,
});

/**
 * One removable chip per active filter, in a stable order. A language chip names its language with `languageName`
 * (the table of names loads apart from the page, see language-names.ts), else with its tag.
 */
export function filterChips(filters: QuoteFilters, languageName: (tag: string) => string = (tag) => tag): FilterChip[] {
  const chips: FilterChip[] = [];
  const parsed = parseSearchQuery(filters.q);
  if (parsed.text) chips.push(chip("text", parsed.text, `search: ${parsed.text}`));
  for (const phrase of parsed.phrases) chips.push(chip("phrase", phrase, `"${phrase}"`));
  if (filters.author) chips.push(chip("author", filters.author, `author: ${filters.author}`));
  if (filters.category) chips.push(chip("category", filters.category, `category: ${filters.category}`));
  for (const tag of filters.tags) chips.push(chip("tag", tag, `tag: ${tag}`));
  for (const d of parsed.description) chips.push(chip("description", d, `description: ${d}`));
  for (const c of parsed.context) chips.push(chip("context", c, `context: ${c}`));
  if (filters.status) chips.push(chip("status", filters.status, `status: ${filters.status}`));
  for (const status of filters.attribution) chips.push(chip("attribution", status, `attribution: ${status}`));
  for (const tag of filters.languages) chips.push(chip("language", tag, `language: ${languageName(tag)}`));
  if (filters.audio) chips.push(chip("audio", filters.audio, `audio: ${AUDIO_LABELS[filters.audio]}`));
  if (filters.bookmarked) chips.push(chip("bookmarked", "true", "bookmarked"));
  if (filters.reacted) chips.push(chip("reacted", "true", "reacted"));
  for (const [kind, list] of Object.entries(EXCLUSIONS) as [ExclusionKind, keyof SearchExclusions][]) {
    for (const value of parsed.exclude[list]) {
      chips.push(chip(kind, value, `not ${kind.slice(4)}: ${value}`));
    }
  }
  return chips;
}

const sameText = (a: string) => (b: string) => a.toLowerCase() !== b.toLowerCase();

/** The filters without one chip. */
export function withoutChip(filters: QuoteFilters, removed: Pick<FilterChip, "kind" | "value">): QuoteFilters {
  const { kind, value } = removed;
  const parsed = parseSearchQuery(filters.q);
  const rewriteQ = (parts: Partial<typeof parsed>) =>
    formatSearchQuery({
      text: parsed.text,
      phrases: parsed.phrases,
      description: parsed.description,
      context: parsed.context,
      exclude: parsed.exclude,
      ...parts,
    });
  switch (kind) {
    case "text":
      return { ...filters, q: rewriteQ({ text: "" }) };
    case "phrase":
      return { ...filters, q: rewriteQ({ phrases: parsed.phrases.filter(sameText(value)) }) };
    case "description":
      return { ...filters, q: rewriteQ({ description: parsed.description.filter(sameText(value)) }) };
    case "context":
      return { ...filters, q: rewriteQ({ context: parsed.context.filter(sameText(value)) }) };
    case "author":
      return { ...filters, author: undefined };
    case "category":
      return { ...filters, category: undefined };
    case "tag":
      return { ...filters, tags: filters.tags.filter(sameText(value)) };
    case "status":
      return { ...filters, status: undefined };
    case "attribution":
      return { ...filters, attribution: filters.attribution.filter((status) => status !== value) };
    case "language":
      return { ...filters, languages: filters.languages.filter((tag) => tag !== value) };
    case "audio":
      return { ...filters, audio: undefined };
    case "bookmarked":
      return { ...filters, bookmarked: false };
    case "reacted":
      return { ...filters, reacted: false };
    default: {
      // An exclusion: rewritten without this value.
      const list = EXCLUSIONS[kind];
      return {
        ...filters,
        q: rewriteQ({ exclude: { ...parsed.exclude, [list]: parsed.exclude[list].filter(sameText(value)) } }),
      };
    }
  }
}
