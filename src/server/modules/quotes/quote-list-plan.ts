import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  inArray,
  like,
  not,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { primaryLanguage } from "#contracts/languages.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { QuoteListQuery } from "#contracts/quotes.ts";
import type { ParsedSearch } from "#contracts/search-syntax.ts";
import { bookmarks, quotes, quoteVisits, reactions } from "#server/db/schema/index.ts";
import { containsPattern } from "#server/lib/like-pattern.ts";
import { badRequest } from "#server/plugins/errors.ts";
import { afterCursor, INVALID_CURSOR_MESSAGE, keysetFor, type Keyset } from "./list-cursor.ts";
import { listVisibility } from "./quote-access.ts";
import { webSearchQuery, type TextSearchPlan } from "./text-search-config.ts";

/**
 * The list-query planner of GET /api/quotes: from the parsed filters and the viewer to the conditions, the order
 * and the way of paging (quote-list.repository.ts runs the plan).
 */

/** A list query with the search syntax of `q` already split out. */
export interface QuoteListFilters extends Omit<QuoteListQuery, "q"> {
  search: ParsedSearch;
  /** How the free text is matched (quote-text-search.ts), when there is free text. */
  textSearch?: TextSearchPlan;
}

export interface QuoteListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** Joins the viewer's visits (userFilter=visited) and returns visited_at. */
  visitsOf?: string;
  /** Ordered by full-text rank, which costs a pass over every match. */
  ranked: boolean;
  /** How the list pages by cursor, when it can (not by relevance, not the visits list). */
  keyset: Keyset | undefined;
  /** Where a cursor starts the page; not part of what the list (and its total) is. */
  after?: SQL;
}

/** The conditions and order of GET /api/quotes for a viewer. */
export function planQuoteList(filters: QuoteListFilters, viewer: QuoteViewer | null): QuoteListPlan {
  const { search } = filters;
  const conditions: (SQL | undefined)[] = [listVisibility(viewer, filters)];

  const categories = filters.categories ?? [];
  if (categories.length === 1) conditions.push(eq(quotes.category, categories[0] as string));
  else if (categories.length > 1) conditions.push(inArray(quotes.category, categories));
  if (search.category) conditions.push(eq(quotes.category, search.category));

  const authorMatches = (value: string) => like(sql`lower(${quotes.author})`, containsPattern(value.toLowerCase()));
  const authors = filters.authors ?? [];
  if (authors.length > 0) conditions.push(or(...authors.map(authorMatches)));
  if (search.author) conditions.push(authorMatches(search.author));

  const tags = [...new Set([...(filters.tags ?? []), ...search.tags])];
  if (tags.length > 0) conditions.push(arrayContains(quotes.tags, tags));

  for (const phrase of search.phrases) conditions.push(sql`${quotes.text} ilike ${containsPattern(phrase)}`);

  // Exclusions (-author:, -category:, -tag:, -"phrase"): whatever the same term without `-` finds is left out.
  const { exclude } = search;
  for (const author of exclude.authors) conditions.push(not(authorMatches(author)));
  if (exclude.categories.length > 0) conditions.push(notInArray(quotes.category, exclude.categories));
  if (exclude.tags.length > 0) conditions.push(not(arrayOverlaps(quotes.tags, exclude.tags)));
  for (const phrase of exclude.phrases) conditions.push(sql`${quotes.text} not ilike ${containsPattern(phrase)}`);
  for (const d of search.description) conditions.push(sql`${quotes.description} ilike ${containsPattern(d)}`);
  for (const c of search.context) conditions.push(sql`${quotes.context} ilike ${containsPattern(c)}`);

  let rank: SQL | undefined;
  if (search.text) {
    const contains = sql`${quotes.text} ilike ${containsPattern(search.text)}`;
    const { configs = [], substringLanguages = [] } = filters.textSearch ?? {};
    if (configs.length > 0) {
      const tsQuery = webSearchQuery(configs, search.text);
      const matches = sql`${quotes.searchVector} @@ ${tsQuery}`;
      conditions.push(
        substringLanguages.length > 0 ? or(matches, and(contains, primaryLanguageIn(substringLanguages))) : matches,
      );
      rank = textRank(configs, search.text);
    } else {
      conditions.push(contains);
    }
  }

  conditions.push(languageFilter(listLanguages(filters.language, search.languages)));

  const attribution = [...new Set([...(filters.attribution ?? []), ...search.attribution])];
  if (attribution.length === 1) conditions.push(eq(quotes.attributionStatus, attribution[0]!));
  else if (attribution.length > 1) conditions.push(inArray(quotes.attributionStatus, attribution));

  if (filters.audio === "with") conditions.push(eq(quotes.hasAudio, true));
  else if (filters.audio === "without") conditions.push(eq(quotes.hasAudio, false));

  const userId = viewer?.id;
  if (userId && filters.bookmarked) {
    conditions.push(
      sql`exists (select 1 from ${bookmarks} where ${bookmarks.quoteId} = ${quotes.id} and ${bookmarks.userId} = ${userId})`,
    );
  }
  if (userId && (filters.reacted || filters.userFilter === "reacted")) {
    conditions.push(
      sql`exists (select 1 from ${reactions} where ${reactions.quoteId} = ${quotes.id} and ${reactions.userId} = ${userId})`,
    );
  }
  const visitsOf = userId && filters.userFilter === "visited" ? userId : undefined;

  const newest = [desc(quotes.createdAt), desc(quotes.id)];
  let orderBy: SQL[];
  switch (filters.sort) {
    case "popular":
      orderBy = [desc(quotes.reactionsCount), desc(quotes.views), desc(quotes.id)];
      break;
    case "views":
      orderBy = [desc(quotes.views), desc(quotes.id)];
      break;
    case "latest":
      orderBy = newest;
      break;
    case "oldest":
      orderBy = [asc(quotes.createdAt), asc(quotes.id)];
      break;
    default:
      if (visitsOf) orderBy = [desc(quoteVisits.visitedAt), desc(quotes.id)];
      else if (rank) orderBy = [desc(rank), ...newest];
      else orderBy = newest;
  }
  const ranked = rank !== undefined && filters.sort === undefined && !visitsOf;
  const keyset = ranked || visitsOf ? undefined : keysetFor(filters.sort);
  let after: SQL | undefined;
  if (filters.cursor !== undefined) {
    if (!keyset) throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
    after = afterCursor(keyset, filters.cursor);
  }
  return { where: and(...conditions), orderBy, visitsOf, ranked, keyset, after };
}

/**
 * How well a quote matches: its best rank among the configurations' queries, so that each language ranks as it
 * would alone (an AND of words by their proximity), which one OR-ed query would not.
 */
function textRank(configs: readonly string[], text: string): SQL {
  const ranks = configs.map((config) => sql`ts_rank(${quotes.searchVector}, ${webSearchQuery([config], text)})`);
  return ranks.length === 1 ? ranks[0]! : sql`greatest(${sql.join(ranks, sql`, `)})`;
}

/** The languages a list asks for: `language=` and `lang:` together, without duplicates. */
export function listLanguages(filter: readonly string[] | undefined, search: readonly string[]): string[] {
  return [...new Set([...(filter ?? []), ...search])];
}

/** The quote's primary language subtag, as quotes_language_status_created_idx indexes it. */
const quotePrimaryLanguage = sql`split_part(${quotes.language}, '-', 1)`;

function primaryLanguageIn(primaries: readonly string[]): SQL {
  if (primaries.length === 1) return sql`${quotePrimaryLanguage} = ${primaries[0]}`;
  return sql`${quotePrimaryLanguage} in (${sql.join(
    primaries.map((p) => sql`${p}`),
    sql`, `,
  )})`;
}

/**
 * Quotes in any of `tags`: a primary tag (`pt`) finds `pt` and `pt-BR`, a longer tag (`pt-BR`) only itself. The
 * primary subtag comes first, so that the index on it serves every such filter.
 */
function languageFilter(tags: readonly string[]): SQL | undefined {
  if (tags.length === 0) return undefined;
  const whole = tags.filter((tag) => !tag.includes("-"));
  const exact = tags.filter((tag) => tag.includes("-") && !whole.includes(primaryLanguage(tag)));
  const primaries = primaryLanguageIn([...new Set([...whole, ...exact.map(primaryLanguage)])]);
  if (exact.length === 0) return primaries;
  const exactly = exact.length === 1 ? eq(quotes.language, exact[0]!) : inArray(quotes.language, exact);
  return and(primaries, whole.length > 0 ? or(primaryLanguageIn(whole), exactly) : exactly);
}
