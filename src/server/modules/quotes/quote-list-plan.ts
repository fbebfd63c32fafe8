import { and, arrayContains, asc, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { QuoteListQuery } from "#contracts/quotes.ts";
import type { ParsedSearch } from "#contracts/search-syntax.ts";
import { bookmarks, quotes, quoteVisits, reactions } from "#server/db/schema/index.ts";
import { containsPattern } from "#server/lib/like-pattern.ts";
import { badRequest } from "#server/plugins/errors.ts";
import { afterCursor, INVALID_CURSOR_MESSAGE, keysetFor, type Keyset } from "./list-cursor.ts";
import { listVisibility } from "./quote-access.ts";

/**
 * The list-query planner of GET /api/quotes: from the parsed filters and the viewer to the conditions, the order
 * and the way of paging (quote-list.repository.ts runs the plan).
 */

/** A list query with the search syntax of `q` already split out. */
export interface QuoteListFilters extends Omit<QuoteListQuery, "q"> {
  search: ParsedSearch;
  /** Whether the free text yields a full-text query; stop words alone fall back to a substring match. */
  textHasLexemes: boolean;
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
  for (const d of search.description) conditions.push(sql`${quotes.description} ilike ${containsPattern(d)}`);
  for (const c of search.context) conditions.push(sql`${quotes.context} ilike ${containsPattern(c)}`);

  let rank: SQL | undefined;
  if (search.text) {
    if (filters.textHasLexemes) {
      const tsQuery = sql`websearch_to_tsquery('english', ${search.text})`;
      conditions.push(sql`${quotes.searchVector} @@ ${tsQuery}`);
      rank = sql`ts_rank(${quotes.searchVector}, ${tsQuery})`;
    } else {
      conditions.push(sql`${quotes.text} ilike ${containsPattern(search.text)}`);
    }
  }

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
