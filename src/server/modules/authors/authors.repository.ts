import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AuthorCounts, AuthorUpdate } from "#contracts/authors.ts";
import { ATTRIBUTION_STATUSES, type AttributionStatus } from "#contracts/constants.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { authors, quotes } from "#server/db/schema/index.ts";
import { quoteColumns, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";
import type { AuthorCursor } from "./author-cursor.ts";

/**
 * An author is the approved quotes whose author_slug is theirs, read through the partial index
 * quotes_author_page_idx (author_slug, attribution_status, created_at desc, id desc) where status = 'approved'.
 * The status is written as a literal so that the planner matches the index's predicate whatever the plan.
 */
const approvedOf = (slug: string) => and(eq(quotes.authorSlug, slug), sql`${quotes.status} = 'approved'`);

export interface AuthorSummary {
  /** The commonest spelling of the author among their approved quotes. */
  name: string;
  counts: AuthorCounts;
}

/** The page's order: verified first, then attributed, disputed, misattributed, each newest first. */
const pageOrder = [asc(quotes.attributionStatus), desc(quotes.createdAt), desc(quotes.id)];

/**
 * How many of an author's quotes their name is read from, in the page's order: every one for nearly all authors, a
 * bounded read for the most prolific (whose commonest spelling shows long before).
 */
const NAME_SAMPLE = 500;

/** The author's name and counts by attribution status, or undefined when no approved quote has this slug. */
export async function findAuthorSummary(db: Db, slug: string): Promise<AuthorSummary | undefined> {
  const sample = db
    .select({ author: quotes.author })
    .from(quotes)
    .where(approvedOf(slug))
    .orderBy(...pageOrder)
    .limit(NAME_SAMPLE)
    .as("sample");
  const [byStatus, spellings] = await Promise.all([
    // The index alone answers it.
    db
      .select({ status: quotes.attributionStatus, n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(approvedOf(slug))
      .groupBy(quotes.attributionStatus),
    db
      .select({ author: sample.author, n: sql<number>`count(*)::int` })
      .from(sample)
      .groupBy(sample.author),
  ]);
  if (byStatus.length === 0 || spellings.length === 0) return undefined;
  const counts: AuthorCounts = { quotes: 0, verified: 0, attributed: 0, disputed: 0, misattributed: 0 };
  for (const { status, n } of byStatus) {
    counts.quotes += n;
    counts[status] += n;
  }
  // The commonest spelling; between equals, the first in code-point order, so that every process says the same.
  let name = "";
  let best = -1;
  for (const { author, n } of spellings) {
    if (n > best || (n === best && author < name)) {
      name = author;
      best = n;
    }
  }
  return { name, counts };
}

/** What curators add to an author derived from quotes. */
export interface CuratedAuthor {
  born: string | null;
  died: string | null;
  description: string | null;
}

/** What a curator added to the author, when anything. */
export async function findCuratedAuthor(db: Db | Tx, slug: string): Promise<CuratedAuthor | undefined> {
  const [row] = await db
    .select({ born: authors.born, died: authors.died, description: authors.description })
    .from(authors)
    .where(eq(authors.slug, slug));
  return row;
}

const statusParam = (status: AttributionStatus) => sql`${status}::attribution_status`;

/**
 * Only these statuses: a range of the index when they follow one another in its order (the author's own quotes,
 * verified to disputed), else a list.
 */
function statusesWhere(statuses: readonly AttributionStatus[] | undefined): SQL | undefined {
  if (!statuses || statuses.length === 0) return undefined;
  const positions = statuses.map((status) => ATTRIBUTION_STATUSES.indexOf(status)).sort((a, b) => a - b);
  const first = positions[0]!;
  const last = positions.at(-1)!;
  if (last - first + 1 !== positions.length) return inArray(quotes.attributionStatus, [...statuses]);
  if (first === last) return eq(quotes.attributionStatus, ATTRIBUTION_STATUSES[first]!);
  return sql`${quotes.attributionStatus} between ${statusParam(ATTRIBUTION_STATUSES[first]!)} and ${statusParam(ATTRIBUTION_STATUSES[last]!)}`;
}

/**
 * `limit` of the author's approved quotes after `cursor` (from the start without one), of the given statuses (all
 * without): verified first, then attributed, disputed, misattributed, each newest first. Past a cursor, the rest of
 * its status and the statuses after it are two range scans of the index (a row comparison cannot span its mixed
 * directions).
 */
export async function findAuthorQuotes(
  db: Db,
  slug: string,
  page: { limit: number; cursor?: AuthorCursor; statuses?: readonly AttributionStatus[] },
): Promise<QuoteRow[]> {
  const { limit, cursor, statuses } = page;
  const select = () => db.select(quoteColumns).from(quotes);
  const only = statusesWhere(statuses);
  if (!cursor) {
    return (await select()
      .where(and(approvedOf(slug), only))
      .orderBy(...pageOrder)
      .limit(limit)) as QuoteRow[];
  }
  const at = sql`${cursor.createdAt}::timestamptz`;
  const rest =
    statuses && !statuses.includes(cursor.status)
      ? []
      : ((await select()
          .where(
            and(
              approvedOf(slug),
              eq(quotes.attributionStatus, cursor.status),
              // The bound on created_at alone lets the planner see where the range starts.
              sql`${quotes.createdAt} <= ${at} and (${quotes.createdAt}, ${quotes.id}) < (${at}, ${cursor.id}::uuid)`,
            ),
          )
          .orderBy(...pageOrder)
          .limit(limit)) as QuoteRow[]);
  if (rest.length >= limit || cursor.status === "misattributed") return rest;
  const later = (await select()
    .where(and(approvedOf(slug), sql`${quotes.attributionStatus} > ${statusParam(cursor.status)}`, only))
    .orderBy(...pageOrder)
    .limit(limit - rest.length)) as QuoteRow[];
  return [...rest, ...later];
}

/**
 * Writes a curator's changes (fields left out stay as they were) and answers the author's curated fields before
 * and after; the row is locked for the transaction.
 */
export async function upsertCuratedAuthor(
  tx: Tx,
  slug: string,
  changes: AuthorUpdate,
  userId: string,
): Promise<{ before: CuratedAuthor; after: CuratedAuthor }> {
  const [current] = await tx
    .select({ born: authors.born, died: authors.died, description: authors.description })
    .from(authors)
    .where(eq(authors.slug, slug))
    .for("update");
  const before: CuratedAuthor = current ?? { born: null, died: null, description: null };
  const after: CuratedAuthor = {
    born: changes.born === undefined ? before.born : changes.born,
    died: changes.died === undefined ? before.died : changes.died,
    description: changes.description === undefined ? before.description : changes.description,
  };
  await tx
    .insert(authors)
    .values({ slug, ...after, updatedBy: userId })
    .onConflictDoUpdate({ target: authors.slug, set: { ...after, updatedBy: userId, updatedAt: new Date() } });
  return { before, after };
}
