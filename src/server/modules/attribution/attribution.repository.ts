import { and, asc, count, desc, eq, gt, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AttributionStatus } from "#contracts/constants.ts";
import type {
  AttributionChange,
  Correction,
  CorrectionList,
  CorrectionStatus,
  QuoteSourceInput,
} from "#contracts/attribution.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { attributionChanges, attributionCorrections, quotes, sources, users } from "#server/db/schema/index.ts";
import { quoteColumns, quoteVisibleTo, toAttribution, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";

type Executor = Db | Tx;

const displayName = (table: { firstname: AnyColumn; lastname: AnyColumn }) =>
  sql<string>`trim(${table.firstname} || ' ' || ${table.lastname})`;

// --- the quote ---------------------------------------------------------------------------------------------

/** The whole quote row, locked `for update` for the rest of the transaction (visibility is the caller's check). */
export async function lockQuoteRow(tx: Tx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select(quoteColumns).from(quotes).where(eq(quotes.id, id)).for("update");
  return row as QuoteRow | undefined;
}

export interface AttributionValues {
  status: AttributionStatus;
  actualAuthor: string | null;
  earliestDate: string | null;
  note: string | null;
}

/** Writes a quote's attribution; the quote's updated_at moves too (share images and rendered pages follow it). */
export async function writeQuoteAttribution(tx: Tx, id: string, values: AttributionValues): Promise<void> {
  await tx
    .update(quotes)
    .set({
      attributionStatus: values.status,
      attributionActualAuthor: values.actualAuthor,
      attributionEarliestDate: values.earliestDate,
      attributionNote: values.note,
      attributionUpdatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.id, id));
}

/** The quote row as it is now (inside the caller's transaction, after its writes). */
export async function readQuoteRow(tx: Executor, id: string): Promise<QuoteRow | undefined> {
  const [row] = await tx.select(quoteColumns).from(quotes).where(eq(quotes.id, id));
  return row as QuoteRow | undefined;
}

/** Which of these source ids exist. */
export async function existingSourceIds(tx: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: sources.id }).from(sources).where(inArray(sources.id, ids));
  return new Set(rows.map((r) => r.id));
}

// --- history -----------------------------------------------------------------------------------------------

/** One history row; its id (the notify job's id when the status changed). */
export async function insertAttributionChange(
  tx: Tx,
  values: {
    quoteId: string;
    oldStatus: AttributionStatus;
    newStatus: AttributionStatus;
    oldActualAuthor: string | null;
    newActualAuthor: string | null;
    note: string | null;
    changedBy: string;
    correctionId?: string | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(attributionChanges)
    .values({ ...values, correctionId: values.correctionId ?? null })
    .returning({ id: attributionChanges.id });
  return row!.id;
}

/** A quote's attribution history, newest first, at most `limit` changes. */
export async function findAttributionHistory(db: Db, quoteId: string, limit: number): Promise<AttributionChange[]> {
  const rows = await db
    .select({
      change: attributionChanges,
      curatorId: users.id,
      curatorName: displayName(users),
    })
    .from(attributionChanges)
    .leftJoin(users, eq(users.id, attributionChanges.changedBy))
    .where(eq(attributionChanges.quoteId, quoteId))
    .orderBy(desc(attributionChanges.createdAt), desc(attributionChanges.id))
    .limit(limit);
  return rows.map(({ change, curatorId, curatorName }) => ({
    id: change.id,
    old_status: change.oldStatus,
    new_status: change.newStatus,
    old_actual_author: change.oldActualAuthor,
    new_actual_author: change.newActualAuthor,
    note: change.note,
    created_at: change.createdAt.toISOString(),
    curator: curatorId ? { id: curatorId, display_name: curatorName } : null,
    correction_id: change.correctionId,
  }));
}

// --- corrections -------------------------------------------------------------------------------------------

export type CorrectionRow = typeof attributionCorrections.$inferSelect;
/** The cited source as stored: what the member gave, without an id. */
export type StoredSource = Omit<QuoteSourceInput, "id">;

/**
 * Serialises one member's proposals for the rest of the transaction (across processes): the rate limit and the
 * one-open-proposal-per-quote rule are then read and written without a race.
 */
export async function lockProposer(tx: Tx, proposerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`corrections:${proposerId}`}, 0))`);
}

/**
 * How many proposals the member made within the last `windowMs` (read through the proposer/created index) and,
 * once they reach `max`, in how many seconds the oldest of the newest `max` leaves the window (one more is then
 * allowed).
 */
export async function proposalsWithin(
  tx: Tx,
  proposerId: string,
  windowMs: number,
  max: number,
): Promise<{ count: number; retryAfterS: number }> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const inWindow = and(
    eq(attributionCorrections.proposerId, proposerId),
    gt(attributionCorrections.createdAt, sql`now() - ${window}`),
  );
  const [counted] = await tx.select({ n: count() }).from(attributionCorrections).where(inWindow);
  const n = counted?.n ?? 0;
  if (n < max) return { count: n, retryAfterS: 0 };
  const [row] = await tx
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${attributionCorrections.createdAt} + ${window} - now())))::int`,
    })
    .from(attributionCorrections)
    .where(inWindow)
    .orderBy(desc(attributionCorrections.createdAt))
    .offset(max - 1)
    .limit(1);
  return { count: n, retryAfterS: Math.max(1, Number(row?.seconds ?? 1)) };
}

/** Whether the member has an open proposal on the quote. */
export async function hasOpenProposal(tx: Tx, quoteId: string, proposerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: attributionCorrections.id })
    .from(attributionCorrections)
    .where(
      and(
        eq(attributionCorrections.quoteId, quoteId),
        eq(attributionCorrections.proposerId, proposerId),
        eq(attributionCorrections.status, "open"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCorrection(
  tx: Tx,
  values: {
    quoteId: string;
    proposerId: string;
    proposedStatus: AttributionStatus;
    actualAuthor: string | null;
    note: string;
    source: StoredSource | null;
  },
): Promise<string> {
  const [row] = await tx
    .insert(attributionCorrections)
    .values({ ...values, status: "open" })
    .returning({ id: attributionCorrections.id });
  return row!.id;
}

/** The correction row, locked `for update`: two curators deciding it at once take turns. */
export async function lockCorrection(tx: Tx, id: string): Promise<CorrectionRow | undefined> {
  const [row] = await tx.select().from(attributionCorrections).where(eq(attributionCorrections.id, id)).for("update");
  return row;
}

export async function decideCorrection(
  tx: Tx,
  id: string,
  values: { status: Exclude<CorrectionStatus, "open">; reason: string | null; decidedBy: string },
): Promise<void> {
  await tx
    .update(attributionCorrections)
    .set({ status: values.status, reason: values.reason, decidedBy: values.decidedBy, decidedAt: sql`now()` })
    .where(eq(attributionCorrections.id, id));
}

const proposer = alias(users, "proposer");
const decider = alias(users, "decider");

/** Corrections as curators review them, with their quote's current attribution and the people's display names. */
async function selectCorrections(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<Correction[]> {
  const rows = await db
    .select({
      correction: attributionCorrections,
      quote: {
        id: quotes.id,
        urlSlug: quotes.urlSlug,
        text: quotes.text,
        author: quotes.author,
        attributionStatus: quotes.attributionStatus,
        attributionActualAuthor: quotes.attributionActualAuthor,
        attributionEarliestDate: quotes.attributionEarliestDate,
        attributionNote: quotes.attributionNote,
        attributionUpdatedAt: quotes.attributionUpdatedAt,
      },
      proposerId: proposer.id,
      proposerName: displayName(proposer),
      deciderId: decider.id,
      deciderName: displayName(decider),
    })
    .from(attributionCorrections)
    .innerJoin(quotes, eq(quotes.id, attributionCorrections.quoteId))
    .leftJoin(proposer, eq(proposer.id, attributionCorrections.proposerId))
    .leftJoin(decider, eq(decider.id, attributionCorrections.decidedBy))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ correction: c, quote, proposerId, proposerName, deciderId, deciderName }) => ({
    id: c.id,
    quote: {
      id: quote.id,
      url_slug: quote.urlSlug,
      text: quote.text,
      author: quote.author,
      attribution: toAttribution(quote),
    },
    proposed_status: c.proposedStatus,
    actual_author: c.actualAuthor,
    note: c.note,
    source: storedSource(c.source),
    status: c.status as CorrectionStatus,
    reason: c.reason,
    proposer: proposerId ? { id: proposerId, display_name: proposerName } : null,
    decided_by: deciderId ? { id: deciderId, display_name: deciderName } : null,
    created_at: c.createdAt.toISOString(),
    decided_at: c.decidedAt ? c.decidedAt.toISOString() : null,
  }));
}

/** The stored source in the response shape (every field present, type defaulted). */
function storedSource(value: unknown): Correction["source"] {
  if (!value || typeof value !== "object") return null;
  const s = value as Partial<StoredSource>;
  return {
    name: s.name ?? "",
    type: s.type ?? "other",
    author: s.author ?? null,
    publication_date: s.publication_date ?? null,
    url: s.url ?? null,
    location: s.location ?? null,
    description: s.description ?? null,
  };
}

/**
 * The review queue of one status, on quotes the curator may see: open ones oldest first (first come, first
 * decided), decided ones newest decision first.
 */
export async function findCorrections(
  db: Db,
  query: { status: CorrectionStatus; limit: number; offset: number },
  viewer: QuoteViewer,
): Promise<CorrectionList> {
  const where = and(eq(attributionCorrections.status, query.status), quoteVisibleTo(viewer));
  const order =
    query.status === "open"
      ? [asc(attributionCorrections.createdAt), asc(attributionCorrections.id)]
      : [sql`${attributionCorrections.decidedAt} desc nulls last`, desc(attributionCorrections.id)];
  const [corrections, [total]] = await Promise.all([
    selectCorrections(db, where, order, query),
    db
      .select({ n: count() })
      .from(attributionCorrections)
      .innerJoin(quotes, eq(quotes.id, attributionCorrections.quoteId))
      .where(where),
  ]);
  return { corrections, total: total?.n ?? 0 };
}

/** One correction in the review shape. */
export async function findCorrection(db: Executor, id: string): Promise<Correction | undefined> {
  const [row] = await selectCorrections(db, eq(attributionCorrections.id, id), [], { limit: 1, offset: 0 });
  return row;
}
