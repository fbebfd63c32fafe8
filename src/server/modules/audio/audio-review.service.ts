import type { FastifyBaseLogger } from "fastify";
import { AUDIO_MESSAGES, type QuoteAudio } from "#contracts/audio.ts";
import {
  AUDIO_REVIEW_MESSAGES,
  type AdminPendingAudioFilters,
  type AdminPendingAudioList,
  type MyPendingAudio,
  type PendingAudio,
  type PendingAudioRejected,
  type QuotePendingAudio,
} from "#contracts/audio-review.ts";
import { can } from "#contracts/permissions.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { PRIVATE_MEDIA_PREFIX, type MediaStore } from "#server/media/media-store.ts";
import type { AuthUser } from "#server/plugins/auth.ts";
import { notFound } from "#server/plugins/errors.ts";
import { canViewQuote } from "#server/modules/quotes/quotes.public.ts";
import { FORMAT_MIME, type UploadFormat } from "./audio-sniff.ts";
import { audioKey, type AudioPublisher } from "./audio-publish.ts";
import * as review from "./audio-review.repository.ts";
import * as repo from "./audio.repository.ts";

/** Where submissions wait: the media store's `private/` prefix, which /media/ never serves. */
export const PENDING_AUDIO_PREFIX = `${PRIVATE_MEDIA_PREFIX}audio/`;

type Member = Pick<AuthUser, "id" | "role">;

const gone = () => notFound(AUDIO_REVIEW_MESSAGES.gone);
const mayReview = (user: Member) => can(user.role, "approveQuotes");

/** What the audit log keeps of a decision: the quote's words, the submission, and what approval replaced. */
function auditDetails(quote: repo.QuoteForAudio | undefined, pending: review.PendingAudioRow) {
  return {
    ...(quote ? { text: quote.text } : {}),
    pending_id: pending.id,
    submitted_by: pending.submittedBy,
    duration: Math.round(pending.duration * 10) / 10,
  };
}

/**
 * Members' audio awaiting review: a member's upload or recording is kept aside (never served publicly) until an
 * admin approves it — it then becomes the quote's audio, replacing the previous one — or rejects it (deleted).
 */
export class AudioReviewService {
  constructor(
    private readonly options: { db: Db; media: MediaStore; publisher: AudioPublisher; log: FastifyBaseLogger },
  ) {}

  /** Keeps a checked upload aside for review, replacing the quote's earlier submission (and its file). */
  async submit(input: {
    quoteId: string;
    bytes: Buffer;
    format: UploadFormat;
    duration: number;
    waveform: { peaks: number[]; sampleRate: number } | undefined;
    submittedBy: string;
  }): Promise<PendingAudio> {
    const { db, media } = this.options;
    const key = audioKey(PENDING_AUDIO_PREFIX, input.quoteId, input.format);
    const stored = await media.put(key, input.bytes);
    let outcome: { row: review.PendingAudioRow; previousPath: string | undefined };
    try {
      outcome = await db.transaction(async (tx) => {
        // The quote first, as publishing and deciding lock it: one order, no deadlock.
        if (!(await repo.findQuoteForAudio(tx, input.quoteId, { forUpdate: true }))) throw notFound("Quote not found");
        const previous = await review.findPendingForQuote(tx, input.quoteId);
        const row = await review.replacePending(tx, {
          quoteId: input.quoteId,
          submittedBy: input.submittedBy,
          filePath: key,
          format: input.format,
          fileSize: stored.size,
          duration: input.duration,
          peaks: input.waveform?.peaks ?? null,
          peaksSampleRate: input.waveform?.sampleRate ?? null,
        });
        return { row, previousPath: previous?.filePath };
      });
    } catch (err) {
      await media.delete(key).catch(() => false);
      throw err;
    }
    if (outcome.previousPath) await this.options.publisher.removeFile(outcome.previousPath);
    return review.toPendingAudio(outcome.row);
  }

  /** The quote's submission or null, for its owner or an admin (anyone else: 404, nothing to see). */
  async forQuote(quoteId: string, user: Member): Promise<QuotePendingAudio> {
    const quote = await repo.findQuoteForAudio(this.options.db, quoteId);
    if (!quote || !canViewQuote(quote, user)) throw notFound("Quote not found");
    if (quote.userId !== user.id && !mayReview(user)) throw notFound(AUDIO_REVIEW_MESSAGES.noneAwaiting);
    const row = await review.findPendingForQuote(this.options.db, quoteId);
    return { pending: row ? review.toPendingAudio(row) : null };
  }

  /** The signed-in member's submissions awaiting review, on the quotes they own. */
  async mine(user: Member): Promise<MyPendingAudio> {
    return { items: (await review.pendingOfOwner(this.options.db, user.id)).map(review.toPendingAudio) };
  }

  /** The submitted file's bytes, for the quote's owner or an admin (never cached, never public). */
  async file(id: string, user: Member): Promise<{ bytes: Buffer; mime: string }> {
    const { db, media } = this.options;
    const row = await review.findPending(db, id);
    const quote = row && (await repo.findQuoteForAudio(db, row.quoteId));
    if (!row || !quote || !(mayReview(user) || quote.userId === user.id)) throw gone();
    const bytes = await media.read(row.filePath);
    if (!bytes) throw notFound(AUDIO_MESSAGES.audioFileMissing);
    return { bytes, mime: FORMAT_MIME[row.format as UploadFormat] ?? "application/octet-stream" };
  }

  /** The admin's review queue, oldest first, with the narration each submission would replace. */
  async list(query: AdminPendingAudioFilters): Promise<AdminPendingAudioList> {
    const page = await review.listPendingForAdmin(this.options.db, query);
    return {
      items: page.rows.map((row) => ({
        pending: review.toPendingAudio(row.pending),
        quote: row.quote,
        submitted_by: row.submitter,
        current: row.current ? repo.toQuoteAudio(row.current) : null,
      })),
      total: page.total,
    };
  }

  /**
   * Makes the submission the quote's audio (admin, audited): the previous file is deleted once the new record
   * points elsewhere, the submission's private file after the commit. A submission replaced or decided since the
   * admin listened is a 404: an admin approves only what they heard.
   */
  async approve(id: string, admin: Member): Promise<QuoteAudio> {
    const { db, media, publisher } = this.options;
    const pending = await review.findPending(db, id);
    if (!pending) throw gone();
    const bytes = await media.read(pending.filePath);
    if (!bytes) throw notFound(AUDIO_MESSAGES.audioFileMissing);
    const peaks = pending.peaks?.length && pending.peaksSampleRate ? pending.peaks : undefined;
    const audio = await publisher.publish({
      quoteId: pending.quoteId,
      bytes,
      extension: pending.format,
      duration: pending.duration,
      createdByAdmin: false,
      createdBy: pending.submittedBy,
      settings: null,
      waveform: peaks ? { peaks, resolution: peaks.length, sampleRate: pending.peaksSampleRate! } : undefined,
      alsoInTransaction: async (tx, quote, current) => {
        if (!(await review.findPending(tx, id, { forUpdate: true }))) throw gone();
        await review.deletePending(tx, id);
        await this.audit(tx, admin, "audio.approve", quote, pending, {
          replaced: current ? (current.createdByAdmin ? "admin" : "member") : null,
        });
      },
    });
    await publisher.removeFile(pending.filePath);
    return audio;
  }

  /** Deletes the submission and its file (admin, audited); the quote keeps the audio it had. */
  async reject(id: string, admin: Member): Promise<PendingAudioRejected> {
    const { db, publisher } = this.options;
    const found = await review.findPending(db, id);
    if (!found) throw gone();
    const pending = await db.transaction(async (tx) => {
      const quote = await repo.findQuoteForAudio(tx, found.quoteId, { forUpdate: true });
      const row = await review.findPending(tx, id, { forUpdate: true });
      if (!row) throw gone();
      await review.deletePending(tx, id);
      await this.audit(tx, admin, "audio.reject", quote, row);
      return row;
    });
    await publisher.removeFile(pending.filePath);
    return { id, quote_id: pending.quoteId, rejected: true };
  }

  /** Submission files of a deleted quote (its rows went by cascade). */
  async removeFilesOfDeletedQuote(quoteId: string) {
    const prefix = `${PENDING_AUDIO_PREFIX}${quoteId}-`;
    for (const key of await this.options.media.list(PENDING_AUDIO_PREFIX)) {
      if (key.startsWith(prefix)) await this.options.publisher.removeFile(key);
    }
  }

  private audit(
    tx: Tx,
    admin: Member,
    action: "audio.approve" | "audio.reject",
    quote: repo.QuoteForAudio | undefined,
    pending: review.PendingAudioRow,
    extra: Record<string, unknown> = {},
  ) {
    return writeAuditEntry(tx, {
      actorId: admin.id,
      action,
      entityType: "quote",
      entityId: pending.quoteId,
      details: { ...auditDetails(quote, pending), ...extra },
    });
  }
}
