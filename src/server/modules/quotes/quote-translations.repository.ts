import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";
import { quoteVisibleTo } from "./quote-access.ts";
import { quoteColumns, type QuoteRow } from "./quote-rows.ts";

type Executor = Db | Tx;

/**
 * The most translations a quote's versions and GET /api/quotes/{id}/translations list (by language tag, then the
 * oldest first); with the original, one more row at most.
 */
export const TRANSLATIONS_MAX = 100;

/** What linking a translation needs to know of the quote it names. */
export interface LinkTarget {
  id: string;
  status: QuoteRow["status"];
  userId: string | null;
  language: string;
  translationOf: string | null;
}

/**
 * The quote a translation is about to name, locked `for key share` for the rest of the transaction: it cannot be
 * deleted, nor become a translation itself, until the link is written (an edit of it waits for the link instead).
 */
export async function lockLinkTarget(tx: Tx, id: string): Promise<LinkTarget | undefined> {
  const [row] = await tx
    .select({
      id: quotes.id,
      status: quotes.status,
      userId: quotes.userId,
      language: quotes.language,
      translationOf: quotes.translationOf,
    })
    .from(quotes)
    .where(eq(quotes.id, id))
    .for("key share");
  return row;
}

/** Whether any quote translates `id` (in `language`, when given). */
export async function hasTranslations(db: Executor, id: string, language?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.translationOf, id), language === undefined ? undefined : eq(quotes.language, language)))
    .limit(1);
  return row !== undefined;
}

/** Whether an approved quote translates `id` (its link is public: removing the original changes public data). */
export async function hasPublicTranslations(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.translationOf, id), eq(quotes.status, "approved")))
    .limit(1);
  return row !== undefined;
}

/**
 * The versions of a quote the viewer may see, other than the quote itself: its original (the root) and the
 * original's translations, the original first, then by language tag (byte order, the same on every database) and
 * age. One statement on the primary key and the translation index.
 */
function versionsOf(quote: Pick<QuoteRow, "id" | "translationOf">, viewer: QuoteViewer | null) {
  const root = quote.translationOf ?? quote.id;
  return {
    where: and(
      or(eq(quotes.id, root), eq(quotes.translationOf, root)),
      ne(quotes.id, quote.id),
      quoteVisibleTo(viewer),
    ),
    orderBy: [
      desc(sql`${quotes.id} = ${root}`),
      asc(sql`${quotes.language} collate "C"`),
      asc(quotes.createdAt),
      asc(quotes.id),
    ],
  };
}

/** The other versions of a quote, compact (for its page's "Also in"). */
export function findVersionLinks(db: Db, quote: Pick<QuoteRow, "id" | "translationOf">, viewer: QuoteViewer | null) {
  const { where, orderBy } = versionsOf(quote, viewer);
  return db
    .select({ id: quotes.id, urlSlug: quotes.urlSlug, language: quotes.language, translator: quotes.translator })
    .from(quotes)
    .where(where)
    .orderBy(...orderBy)
    .limit(TRANSLATIONS_MAX + 1);
}

/** The other versions of a quote, whole (for GET /api/quotes/{id}/translations). */
export async function findVersionRows(
  db: Db,
  quote: Pick<QuoteRow, "id" | "translationOf">,
  viewer: QuoteViewer | null,
): Promise<QuoteRow[]> {
  const { where, orderBy } = versionsOf(quote, viewer);
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(where)
    .orderBy(...orderBy)
    .limit(TRANSLATIONS_MAX + 1);
  return rows as QuoteRow[];
}
