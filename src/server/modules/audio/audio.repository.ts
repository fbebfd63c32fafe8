import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "#contracts/common.ts";
import type { AudioJob, QuoteAudio, TtsSettings } from "#contracts/audio.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { audioJobs, quoteAudio, quotes, waveforms } from "#server/db/schema/index.ts";
import { publicQuotes } from "#server/modules/quotes/quotes.public.ts";

export type QuoteAudioRow = typeof quoteAudio.$inferSelect;
export type AudioJobRow = typeof audioJobs.$inferSelect;
export type WaveformRow = typeof waveforms.$inferSelect;

export function toQuoteAudio(row: QuoteAudioRow): QuoteAudio {
  return {
    quote_id: row.quoteId,
    audio_url: row.audioUrl,
    audio_file_path: row.audioFilePath,
    created_by_admin: row.createdByAdmin,
    tts_voice: row.ttsVoice,
    tts_settings: (row.ttsSettings as TtsSettings | null) ?? null,
    file_size: row.fileSize,
    duration: Math.round(row.duration * 1000) / 1000,
    file_missing: row.fileMissing,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAudioJob(row: AudioJobRow, result?: QuoteAudio): AudioJob {
  return {
    id: row.id,
    state: row.state,
    progress: Math.min(1, Math.max(0, row.progress)),
    quote_id: row.quoteId,
    ...(row.error ? { error: row.error } : {}),
    ...(result ? { result } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface QuoteForAudio {
  id: string;
  status: "draft" | "pending" | "rejected" | "approved";
  userId: string | null;
  text: string;
  author: string;
  /** BCP 47: narration speaks it. */
  language: string;
  hasAudio: boolean;
}

const quoteFields = {
  id: quotes.id,
  status: quotes.status,
  userId: quotes.userId,
  text: quotes.text,
  author: quotes.author,
  language: quotes.language,
  hasAudio: quotes.hasAudio,
};

export async function findQuoteForAudio(
  db: Db | Tx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteForAudio | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select(quoteFields).from(quotes).where(eq(quotes.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The language of each quote that exists among `ids`. */
export async function quoteLanguages(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: quotes.id, language: quotes.language })
    .from(quotes)
    .where(inArray(quotes.id, ids));
  return new Map(rows.map((r) => [r.id, r.language]));
}

export async function findAudio(db: Db | Tx, quoteId: string): Promise<QuoteAudioRow | undefined> {
  if (!isUuid(quoteId)) return undefined;
  const [row] = await db.select().from(quoteAudio).where(eq(quoteAudio.quoteId, quoteId));
  return row;
}

export async function allAudio(db: Db): Promise<QuoteAudioRow[]> {
  return db.select().from(quoteAudio).orderBy(asc(quoteAudio.createdAt));
}

/** `%`, `_` and `\\` taken literally in an ILIKE pattern. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const quoteListFields = {
  id: quotes.id,
  url_slug: quotes.urlSlug,
  text: quotes.text,
  author: quotes.author,
  language: quotes.language,
  status: quotes.status,
};
export interface AdminAudioRow {
  quote: { id: string; url_slug: string; text: string; author: string; language: string; status: string };
  audio: QuoteAudioRow | null;
}

/**
 * The admin's Audio tab: narrated quotes newest narration first, or approved quotes without narration newest
 * first; optionally those whose text or author contains `q`.
 */
export async function listForAdmin(
  db: Db,
  options: { narrated: boolean; q?: string; limit: number; offset: number },
): Promise<{ rows: AdminAudioRow[]; total: number }> {
  const search: SQL | undefined = options.q
    ? or(ilike(quotes.text, likeContaining(options.q)), ilike(quotes.author, likeContaining(options.q)))
    : undefined;
  if (options.narrated) {
    const where = search;
    const [rows, [counted]] = await Promise.all([
      db
        .select({ quote: quoteListFields, audio: quoteAudio })
        .from(quoteAudio)
        .innerJoin(quotes, eq(quotes.id, quoteAudio.quoteId))
        .where(where)
        .orderBy(desc(quoteAudio.createdAt), asc(quotes.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ n: count() }).from(quoteAudio).innerJoin(quotes, eq(quotes.id, quoteAudio.quoteId)).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
  const where = and(publicQuotes(), eq(quotes.hasAudio, false), search);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ quote: quoteListFields })
      .from(quotes)
      .where(where)
      .orderBy(desc(quotes.createdAt), asc(quotes.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, audio: null })), total: counted?.n ?? 0 };
}

/** How many quotes have narration, and its total length in seconds. */
export async function narrationTotals(db: Db): Promise<{ count: number; seconds: number }> {
  const [row] = await db
    .select({ count: count(), seconds: sql<string>`coalesce(sum(${quoteAudio.duration}), 0)` })
    .from(quoteAudio);
  return { count: row?.count ?? 0, seconds: Number(row?.seconds ?? 0) };
}

export async function setFileMissing(db: Db, quoteIds: string[], missing: boolean) {
  if (quoteIds.length === 0) return;
  await db.update(quoteAudio).set({ fileMissing: missing }).where(inArray(quoteAudio.quoteId, quoteIds));
}

export type NewAudio = Omit<typeof quoteAudio.$inferInsert, "id" | "createdAt" | "fileMissing">;

/** Inserts or replaces the quote's audio row (one per quote). */
export async function upsertAudio(tx: Tx, values: NewAudio): Promise<QuoteAudioRow> {
  const now = new Date();
  const [row] = await tx
    .insert(quoteAudio)
    .values({ ...values, fileMissing: false, createdAt: now })
    .onConflictDoUpdate({
      target: quoteAudio.quoteId,
      set: { ...values, fileMissing: false, createdAt: now },
    })
    .returning();
  return row!;
}

export async function deleteAudioRow(tx: Tx, quoteId: string) {
  await tx.delete(quoteAudio).where(eq(quoteAudio.quoteId, quoteId));
}

export async function setHasAudio(tx: Tx, quoteId: string, hasAudio: boolean) {
  await tx.update(quotes).set({ hasAudio }).where(eq(quotes.id, quoteId));
}

export async function findWaveform(db: Db | Tx, quoteId: string): Promise<WaveformRow | undefined> {
  if (!isUuid(quoteId)) return undefined;
  const [row] = await db.select().from(waveforms).where(eq(waveforms.quoteId, quoteId));
  return row;
}

export async function upsertWaveform(
  db: Db | Tx,
  quoteId: string,
  waveform: { peaks: number[]; resolution: number; sampleRate: number },
): Promise<WaveformRow> {
  const values = { ...waveform, generatedAt: new Date() };
  const [row] = await db
    .insert(waveforms)
    .values({ quoteId, ...values })
    .onConflictDoUpdate({ target: waveforms.quoteId, set: values })
    .returning();
  return row!;
}

/** Stores peaks only where the quote has none yet; undefined when it already had some. */
export async function insertWaveformIfAbsent(
  db: Db | Tx,
  quoteId: string,
  waveform: { peaks: number[]; resolution: number; sampleRate: number },
): Promise<WaveformRow | undefined> {
  const [row] = await db
    .insert(waveforms)
    .values({ quoteId, ...waveform, generatedAt: new Date() })
    .onConflictDoNothing({ target: waveforms.quoteId })
    .returning();
  return row;
}

export async function deleteWaveform(tx: Db | Tx, quoteId: string) {
  await tx.delete(waveforms).where(eq(waveforms.quoteId, quoteId));
}

// --- jobs ---------------------------------------------------------------------------------------------

export async function insertJobs(
  db: Db,
  jobs: { quoteId: string; settings: TtsSettings; requestedBy: string | null }[],
): Promise<AudioJobRow[]> {
  if (jobs.length === 0) return [];
  return db.insert(audioJobs).values(jobs).returning();
}

export async function findJob(db: Db | Tx, id: string): Promise<AudioJobRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(audioJobs).where(eq(audioJobs.id, id));
  return row;
}

/** Marks a queued (or interrupted running) job running (progress 0.1, then 1 once stored); undefined when it is finished or gone. */
export async function claimJob(db: Db, id: string): Promise<AudioJobRow | undefined> {
  const [row] = await db
    .update(audioJobs)
    .set({ state: "running", attempts: sql`${audioJobs.attempts} + 1`, progress: 0.1, updatedAt: new Date() })
    .where(and(eq(audioJobs.id, id), inArray(audioJobs.state, ["queued", "running"])))
    .returning();
  return row;
}

export async function completeJob(tx: Tx, id: string) {
  const now = new Date();
  await tx
    .update(audioJobs)
    .set({ state: "completed", progress: 1, error: null, updatedAt: now, finishedAt: now })
    .where(eq(audioJobs.id, id));
}

export async function failJob(db: Db, id: string, error: string) {
  const now = new Date();
  await db
    .update(audioJobs)
    .set({ state: "failed", error, updatedAt: now, finishedAt: now })
    .where(eq(audioJobs.id, id));
}

/** Jobs a stopped process left queued or running, oldest first. */
export async function unfinishedJobIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: audioJobs.id })
    .from(audioJobs)
    .where(inArray(audioJobs.state, ["queued", "running"]))
    .orderBy(asc(audioJobs.createdAt));
  return rows.map((r) => r.id);
}
