import { asc, count, desc, eq, sql } from "drizzle-orm";
import { isUuid } from "#contracts/common.ts";
import type { AdminPendingAudioFilters, PendingAudio } from "#contracts/audio-review.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quoteAudio, quoteAudioPending, quotes, users } from "#server/db/schema/index.ts";
import type { QuoteAudioRow } from "./audio.repository.ts";

export type PendingAudioRow = typeof quoteAudioPending.$inferSelect;
export type NewPendingAudio = Omit<typeof quoteAudioPending.$inferInsert, "id" | "createdAt">;

export function toPendingAudio(row: PendingAudioRow): PendingAudio {
  return {
    id: row.id,
    quote_id: row.quoteId,
    state: "awaiting_review",
    format: row.format,
    file_size: row.fileSize,
    duration: Math.round(row.duration * 1000) / 1000,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findPending(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PendingAudioRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(quoteAudioPending).where(eq(quoteAudioPending.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findPendingForQuote(db: Db | Tx, quoteId: string): Promise<PendingAudioRow | undefined> {
  if (!isUuid(quoteId)) return undefined;
  const [row] = await db.select().from(quoteAudioPending).where(eq(quoteAudioPending.quoteId, quoteId));
  return row;
}

/** Inserts the quote's submission, or replaces the one waiting (a new id: an admin decides on what they heard). */
export async function replacePending(tx: Tx, values: NewPendingAudio): Promise<PendingAudioRow> {
  await tx.delete(quoteAudioPending).where(eq(quoteAudioPending.quoteId, values.quoteId));
  const [row] = await tx.insert(quoteAudioPending).values(values).returning();
  return row!;
}

export async function deletePending(tx: Tx, id: string) {
  await tx.delete(quoteAudioPending).where(eq(quoteAudioPending.id, id));
}

/** Submissions on the quotes `userId` owns, newest first. */
export async function pendingOfOwner(db: Db, userId: string): Promise<PendingAudioRow[]> {
  const rows = await db
    .select({ pending: quoteAudioPending })
    .from(quoteAudioPending)
    .innerJoin(quotes, eq(quotes.id, quoteAudioPending.quoteId))
    .where(eq(quotes.userId, userId))
    .orderBy(desc(quoteAudioPending.createdAt));
  return rows.map((r) => r.pending);
}

export async function allPendingPaths(db: Db): Promise<Set<string>> {
  const rows = await db.select({ path: quoteAudioPending.filePath }).from(quoteAudioPending);
  return new Set(rows.map((r) => r.path));
}

export interface AdminPendingRow {
  pending: PendingAudioRow;
  quote: { id: string; url_slug: string; text: string; author: string; language: string; status: string };
  submitter: { id: string; name: string } | null;
  current: QuoteAudioRow | null;
}

/** The admin's review queue, oldest submission first, with the narration each would replace. */
export async function listPendingForAdmin(
  db: Db,
  options: AdminPendingAudioFilters,
): Promise<{ rows: AdminPendingRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        pending: quoteAudioPending,
        quote: {
          id: quotes.id,
          url_slug: quotes.urlSlug,
          text: quotes.text,
          author: quotes.author,
          language: quotes.language,
          status: quotes.status,
        },
        submitterId: users.id,
        submitterName: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
        current: quoteAudio,
      })
      .from(quoteAudioPending)
      .innerJoin(quotes, eq(quotes.id, quoteAudioPending.quoteId))
      .leftJoin(users, eq(users.id, quoteAudioPending.submittedBy))
      .leftJoin(quoteAudio, eq(quoteAudio.quoteId, quoteAudioPending.quoteId))
      .orderBy(asc(quoteAudioPending.createdAt), asc(quoteAudioPending.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(quoteAudioPending),
  ]);
  return {
    rows: rows.map((r) => ({
      pending: r.pending,
      quote: r.quote,
      submitter: r.submitterId ? { id: r.submitterId, name: r.submitterName || "A member" } : null,
      current: r.current,
    })),
    total: counted?.n ?? 0,
  };
}
