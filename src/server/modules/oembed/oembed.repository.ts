import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import { executePlanned } from "#server/db/planned.ts";
import { quotes } from "#server/db/schema/index.ts";
import { isQuoteId, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";
import type { QuotePageRef } from "./quote-page-url.ts";

/** What an oEmbed answer says of a quote, and what deciding whether anyone may see it needs. */
export type EmbedQuoteRow = Pick<
  QuoteRow,
  | "id"
  | "urlSlug"
  | "text"
  | "author"
  | "authorSlug"
  | "status"
  | "userId"
  | "attributionStatus"
  | "attributionActualAuthor"
  | "updatedAt"
>;

const COLUMNS = sql`${quotes.id} as id, ${quotes.urlSlug} as "urlSlug", ${quotes.text} as text, ${quotes.author} as author,
  ${quotes.authorSlug} as "authorSlug", ${quotes.status} as status, ${quotes.userId} as "userId",
  ${quotes.attributionStatus} as "attributionStatus", ${quotes.attributionActualAuthor} as "attributionActualAuthor",
  ${quotes.updatedAt} as "updatedAt"`;

/**
 * The quote a page URL names, as the page finds it: by id, or by its url_slug (else its slug, as the quote page and
 * the embed card resolve one). Whether it may be shown is for the caller to decide (the quotes' access rule).
 * Each of the two statements is one unique-index probe per branch, planned once on PGlite (`executePlanned`); the
 * slug form asks each index on its own rather than one `or`, which plans and runs several times faster.
 */
export async function findQuoteOfPage(db: Db, ref: QuotePageRef): Promise<EmbedQuoteRow | undefined> {
  let statement;
  if ("id" in ref) {
    if (!isQuoteId(ref.id)) return undefined;
    statement = sql`select ${COLUMNS} from ${quotes} where ${quotes.id} = ${ref.id}`;
  } else {
    statement = sql`select * from (
        (select 0 as preference, ${COLUMNS} from ${quotes} where ${quotes.urlSlug} = ${ref.slug})
        union all
        (select 1 as preference, ${COLUMNS} from ${quotes} where ${quotes.slug} = ${ref.slug})
      ) found order by preference limit 1`;
  }
  const [row] = rowsOf<EmbedQuoteRow & { preference?: number; updatedAt: Date | string }>(
    await executePlanned(db, statement),
  );
  if (!row) return undefined;
  const { preference: _preference, ...quote } = row;
  return { ...quote, updatedAt: new Date(row.updatedAt) };
}
