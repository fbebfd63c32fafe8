import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { QuoteStatus } from "#contracts/constants.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Duplicate, QuoteListQuery, QuoteStatusCounts, Source, SourceInput } from "#contracts/quotes.ts";
import type { ParsedSearch } from "#contracts/search-syntax.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import {
  auditLog,
  bookmarks,
  quotes,
  quoteViewHours,
  quoteViewMarks,
  quoteVisits,
  reactions,
  sources,
  users,
} from "#server/db/schema/index.ts";
import { badRequest } from "#server/plugins/errors.ts";
import { listVisibility, publicQuotes } from "./quote-access.ts";
import { quoteColumns, toSource, type QuoteInsert, type QuoteRow } from "./quote-rows.ts";
import { afterCursor, INVALID_CURSOR_MESSAGE, keysetFor, type Keyset } from "./list-cursor.ts";

type Executor = Db | Tx;

/** `%value%` for LIKE, with the pattern characters of the value escaped. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

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

export type QuoteListRow = QuoteRow & { visitedAt?: Date };

export async function findQuotePage(
  db: Db,
  plan: QuoteListPlan,
  page: { limit: number; offset: number },
): Promise<QuoteListRow[]> {
  if (plan.visitsOf) {
    const rows = await db
      .select({ ...quoteColumns, visitedAt: quoteVisits.visitedAt })
      .from(quotes)
      .innerJoin(quoteVisits, and(eq(quoteVisits.quoteId, quotes.id), eq(quoteVisits.userId, plan.visitsOf)))
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(page.limit)
      .offset(page.offset);
    return rows as QuoteListRow[];
  }
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(and(plan.where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows as QuoteListRow[];
}

/** The ids of the first `limit` quotes of a (non-visits) list, in list order. */
export async function findQuoteIds(db: Db, plan: QuoteListPlan, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Quotes by id, in the order of `ids`. */
export async function findQuotesByIds(db: Db, ids: string[]): Promise<QuoteRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.select(quoteColumns).from(quotes).where(inArray(quotes.id, ids))) as QuoteRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is QuoteRow => r !== undefined);
}

export async function countQuotes(db: Db, plan: QuoteListPlan): Promise<number> {
  if (plan.visitsOf) {
    const [row] = await db
      .select({ total: count() })
      .from(quotes)
      .innerJoin(quoteVisits, and(eq(quoteVisits.quoteId, quotes.id), eq(quoteVisits.userId, plan.visitsOf)))
      .where(plan.where);
    return row?.total ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(quotes).where(plan.where);
  return row?.total ?? 0;
}

/** Whether free text yields any lexeme for the English full-text configuration (stop words alone do not). */
export async function hasLexemes(db: Db, text: string): Promise<boolean> {
  const result = await db.execute(sql`select numnode(websearch_to_tsquery('english', ${text}))::int as n`);
  return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0;
}

/** Approved quotes by reactions then views (optionally only those with audio). */
export async function findPopular(db: Db, limit: number, audioOnly: boolean): Promise<QuoteRow[]> {
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(and(publicQuotes(), audioOnly ? eq(quotes.hasAudio, true) : undefined))
    .orderBy(desc(quotes.reactionsCount), desc(quotes.views), desc(quotes.id))
    .limit(limit);
  return rows as QuoteRow[];
}

export async function countApprovedByCategory(db: Db): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: quotes.category, count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(publicQuotes())
    .groupBy(quotes.category)
    .orderBy(desc(sql`count(*)`), quotes.category);
}

/** Tags of approved quotes with how many quotes carry each, most used first. */
export async function countApprovedByTag(db: Db, limit = 1000): Promise<{ name: string; count: number }[]> {
  const result = await db.execute(sql`
    select tag as name, count(*)::int as count
    from ${quotes}, unnest(${quotes.tags}) as tag
    where ${publicQuotes()}
    group by tag
    order by count(*) desc, tag asc
    limit ${limit}`);
  return rowsOf<{ name: string; count: number }>(result);
}

export async function countByStatus(db: Db): Promise<QuoteStatusCounts> {
  const rows = await db
    .select({ status: quotes.status, count: sql<number>`count(*)::int` })
    .from(quotes)
    .groupBy(quotes.status);
  const counts: QuoteStatusCounts = { draft: 0, pending: 0, rejected: 0, approved: 0, total: 0 };
  for (const row of rows) {
    counts[row.status] = row.count;
    counts.total += row.count;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Single quotes
// ---------------------------------------------------------------------------------------------

export async function findQuoteById(db: Executor, id: string) {
  const [row] = await db.select(quoteColumns).from(quotes).where(eq(quotes.id, id));
  return row as QuoteRow | undefined;
}

/** A quote by its slug or its url_slug. */
export async function findQuoteBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .where(or(eq(quotes.urlSlug, slug), eq(quotes.slug, slug)))
    .orderBy(sql`(${quotes.urlSlug} = ${slug}) desc`)
    .limit(1);
  return row as QuoteRow | undefined;
}

export async function findSource(db: Executor, id: string): Promise<Source | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ? toSource(row) : null;
}

/** Up to `limit` approved quotes by the same author or sharing a tag: same author first, then most shared tags. */
export async function findRelated(db: Db, quote: QuoteRow, limit = 6): Promise<QuoteRow[]> {
  const sameAuthor = sql`lower(${quotes.author}) = lower(${quote.author})`;
  const related = quote.tags.length > 0 ? or(sameAuthor, arrayOverlaps(quotes.tags, quote.tags)) : sameAuthor;
  const tagsParam = sql`${sql.param(quote.tags)}::text[]`;
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(and(publicQuotes(), ne(quotes.id, quote.id), related))
    .orderBy(
      desc(sameAuthor),
      desc(sql`cardinality(array(select unnest(${quotes.tags}) intersect select unnest(${tagsParam})))`),
      desc(quotes.reactionsCount),
      desc(quotes.createdAt),
      desc(quotes.id),
    )
    .limit(limit);
  return rows as QuoteRow[];
}

/**
 * Counts a view unless this visitor (a client address: see visitorKey) already counted one in the last day; the
 * mark, the counter and the hour's view bucket (trending) move in one statement. Answers the quote's views
 * afterwards, or undefined when not counted.
 */
export async function countView(db: Db, quoteId: string, visitor: string): Promise<number | undefined> {
  const result = await db.execute(sql`
    with mark as (
      insert into ${quoteViewMarks} (quote_id, visitor, viewed_at) values (${quoteId}, ${visitor}, now())
      on conflict (quote_id, visitor) do update set viewed_at = excluded.viewed_at
        where ${quoteViewMarks}.viewed_at <= now() - interval '1 day'
      returning 1
    ),
    hourly as (
      insert into ${quoteViewHours} (quote_id, hour, views)
      select ${quoteId}, date_trunc('hour', now()), 1 where exists (select 1 from mark)
      on conflict (quote_id, hour) do update set views = ${quoteViewHours}.views + 1
    )
    update ${quotes} set views = views + 1
    where id = ${quoteId} and exists (select 1 from mark)
    returning views`);
  return rowsOf<{ views: number }>(result)[0]?.views;
}

/**
 * Forgets view marks older than a day (they no longer hold anything back) and hourly view buckets older
 * than the longest trending window.
 */
export async function pruneViewMarks(db: Db): Promise<void> {
  await db.execute(sql`delete from ${quoteViewMarks} where viewed_at <= now() - interval '1 day'`);
  await db.execute(sql`delete from ${quoteViewHours} where hour < now() - interval '31 days'`);
}

/** The submitting member's id and public name, for the quote page's "Submitted by" link (none when disabled). */
export async function findSubmitter(db: Db, userId: string): Promise<{ id: string; display_name: string } | null> {
  const [row] = await db
    .select({ id: users.id, display_name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})` })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
  return row ?? null;
}

export async function recordVisit(db: Db, quoteId: string, userId: string): Promise<void> {
  await db
    .insert(quoteVisits)
    .values({ quoteId, userId })
    .onConflictDoUpdate({ target: [quoteVisits.userId, quoteVisits.quoteId], set: { visitedAt: sql`now()` } });
}

/** Texts shorter than this (letters and digits) are too short for a meaningful similarity. */
const MIN_SIMILARITY_TEXT = 10;

/**
 * Quotes whose text is at least `threshold` similar (pg_trgm) to `text`, most similar first.
 * The trigram index filters at the same threshold (`pg_trgm.similarity_threshold`, set for this
 * transaction only), which keeps the candidates to recheck few.
 */
export async function findSimilar(
  db: Db,
  text: string,
  options: { excludeId?: string; statuses: readonly QuoteStatus[]; threshold?: number; limit?: number },
): Promise<Duplicate[]> {
  if (text.replace(/[^\p{L}\p{N}]/gu, "").length < MIN_SIMILARITY_TEXT) return [];
  const threshold = options.threshold ?? 0.5;
  const similarity = sql<number>`similarity(${quotes.text}, ${text})`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
    return tx
      .select({
        id: quotes.id,
        url_slug: quotes.urlSlug,
        text: quotes.text,
        author: quotes.author,
        status: quotes.status,
        similarity: sql<number>`${similarity}::float8`,
      })
      .from(quotes)
      .where(
        and(
          sql`${quotes.text} % ${text}`,
          inArray(quotes.status, [...options.statuses]),
          options.excludeId ? ne(quotes.id, options.excludeId) : undefined,
        ),
      )
      .orderBy(desc(similarity), asc(quotes.id))
      .limit(options.limit ?? 3);
  });
  return rows.map((r) => ({ ...r, similarity: Math.round(Number(r.similarity) * 1000) / 1000 }));
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** Slugs already used (as slug or url_slug) that start with `base`. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const pattern = `${base}%`;
  const rows = await db
    .select({ slug: quotes.slug, urlSlug: quotes.urlSlug })
    .from(quotes)
    .where(or(like(quotes.slug, pattern), like(quotes.urlSlug, pattern)));
  return new Set(rows.flatMap((r) => [r.slug, r.urlSlug]));
}

/** Inserts unless a unique slug is taken meanwhile; answers undefined then, so the caller picks another. */
export async function insertQuote(tx: Executor, values: QuoteInsert): Promise<QuoteRow | undefined> {
  const [row] = await tx.insert(quotes).values(values).onConflictDoNothing().returning(quoteColumns);
  return row as QuoteRow | undefined;
}

export async function updateQuote(tx: Executor, id: string, values: Partial<QuoteInsert>): Promise<QuoteRow> {
  const [row] = await tx
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning(quoteColumns);
  return row as QuoteRow;
}

export async function deleteQuote(tx: Executor, id: string): Promise<void> {
  await tx.delete(quotes).where(eq(quotes.id, id));
}

/** An identical source (same name, author, url, date and type) when one exists, else a new row. */
export async function findOrCreateSource(tx: Executor, input: SourceInput): Promise<Source> {
  const same = (column: AnyPgColumn, value: string | null | undefined) =>
    value ? sql`${column} = ${value}` : sql`${column} is null`;
  const [existing] = await tx
    .select()
    .from(sources)
    .where(
      and(
        sql`lower(${sources.name}) = lower(${input.name})`,
        same(sources.author, input.author),
        same(sources.url, input.url),
        same(sources.publicationDate, input.publication_date),
        same(sources.type, input.type),
      ),
    )
    .limit(1);
  if (existing) {
    if (input.description && !existing.description) {
      const [updated] = await tx
        .update(sources)
        .set({ description: input.description })
        .where(eq(sources.id, existing.id))
        .returning();
      return toSource(updated ?? existing);
    }
    return toSource(existing);
  }
  const [row] = await tx
    .insert(sources)
    .values({
      name: input.name,
      description: input.description ?? null,
      url: input.url ?? null,
      author: input.author ?? null,
      publicationDate: input.publication_date ?? null,
      type: input.type ?? null,
    })
    .returning();
  return toSource(row!);
}

export async function writeAudit(
  tx: Executor,
  entry: { actorId: string | null; action: string; entityId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: "quote",
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
