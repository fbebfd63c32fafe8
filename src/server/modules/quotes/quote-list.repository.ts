import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { QuoteStatusCounts } from "#contracts/quotes.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { quotes, quoteVisits } from "#server/db/schema/index.ts";
import { publicQuotes } from "./quote-access.ts";
import type { QuoteListPlan } from "./quote-list-plan.ts";
import { quoteColumns, type QuoteRow } from "./quote-rows.ts";
import { webSearchQuery } from "./text-search-config.ts";

/** The reads of lists of quotes: a planned list page, its total, popular quotes and the catalogue's aggregates. */

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

/**
 * Free text parsed as a web search with each configuration: the tsquery as text, in the order of `configs`; ""
 * where the text is stop words alone in that configuration.
 */
export async function webSearchQueries(db: Db, text: string, configs: readonly string[]): Promise<string[]> {
  if (configs.length === 0) return [];
  const parsed = configs.map((config, i) => sql`${webSearchQuery([config], text)}::text as ${sql.raw(`q${i}`)}`);
  const result = await db.execute(sql`select ${sql.join(parsed, sql`, `)}`);
  const row = rowsOf<Record<string, string>>(result)[0] ?? {};
  return configs.map((_config, i) => row[`q${i}`] ?? "");
}

/**
 * The primary language subtags of every quote in the catalogue, whatever its status (`en`, `fr`, …): a walk
 * through quotes_language_status_created_idx, one step per language rather than a pass over the table.
 */
export async function findCatalogueLanguages(db: Db): Promise<string[]> {
  const primary = sql`split_part(${quotes.language}, '-', 1)`;
  const result = await db.execute(sql`
    with recursive found(tag) as (
      (select ${primary} from ${quotes} order by 1 limit 1)
      union all
      select (select ${primary} from ${quotes} where ${primary} > found.tag order by 1 limit 1)
      from found where found.tag is not null
    )
    select tag from found where tag is not null`);
  return rowsOf<{ tag: string }>(result).map((r) => r.tag);
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
