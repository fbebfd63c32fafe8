import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { QuoteAudio, TtsSettings } from "#contracts/audio.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import { notFound } from "#server/plugins/errors.ts";
import * as repo from "./audio.repository.ts";

export interface PublishAudio {
  quoteId: string;
  bytes: Buffer;
  extension: string;
  duration: number;
  createdByAdmin: boolean;
  createdBy: string | null;
  settings: TtsSettings | null;
  waveform: { peaks: number[]; resolution: number; sampleRate: number } | undefined;
  jobId?: string;
  /** False for background narrations: the quote lists are dropped at most once a second. */
  promptly?: boolean;
  /**
   * More of the same transaction, run once the quote is locked and before the audio is written (an approval
   * removes its submission and writes the audit log); `current` is the audio being replaced. May throw to cancel.
   */
  alsoInTransaction?: (tx: Tx, quote: repo.QuoteForAudio, current: repo.QuoteAudioRow | undefined) => Promise<void>;
}

/** A fresh media key for a quote's audio file; never reused, so the file may be cached for a year. */
export const audioKey = (prefix: string, quoteId: string, extension: string) =>
  `${prefix}${quoteId}-${Date.now().toString(36)}${randomBytes(8).toString("hex")}.${extension}`;

/** Makes a file the quote's public audio: generated narrations, admins' uploads, approved submissions. */
export class AudioPublisher {
  constructor(
    private readonly options: {
      db: Db;
      media: MediaStore;
      log: FastifyBaseLogger;
      invalidateQuotes: () => Promise<void> | void;
      invalidateQuotesSoon: () => void;
    },
  ) {}

  /**
   * Stores a new file and points the quote at it in one transaction (audio row, has_audio, waveform, job);
   * the replaced file is removed afterwards, the new one if the transaction fails: no orphans either way.
   */
  async publish(input: PublishAudio): Promise<QuoteAudio> {
    const { db, media } = this.options;
    const key = audioKey("audio/", input.quoteId, input.extension);
    const stored = await media.put(key, input.bytes);
    let outcome: { row: repo.QuoteAudioRow; previousKey: string | undefined; hadAudio: boolean };
    try {
      outcome = await db.transaction(async (tx) => {
        const quote = await repo.findQuoteForAudio(tx, input.quoteId, { forUpdate: true });
        if (!quote) throw notFound("Quote not found");
        const previous = await repo.findAudio(tx, input.quoteId);
        await input.alsoInTransaction?.(tx, quote, previous);
        const row = await repo.upsertAudio(tx, {
          quoteId: input.quoteId,
          audioUrl: media.urlFor(key),
          audioFilePath: key,
          createdByAdmin: input.createdByAdmin,
          createdBy: input.createdBy,
          ttsVoice: input.settings?.voice ?? null,
          ttsSettings: input.settings,
          fileSize: stored.size,
          duration: input.duration,
        });
        if (!quote.hasAudio) await repo.setHasAudio(tx, input.quoteId, true);
        // The old peaks describe the old file: replace them, or drop them for the client to send new ones.
        if (input.waveform) await repo.upsertWaveform(tx, input.quoteId, input.waveform);
        else await repo.deleteWaveform(tx, input.quoteId);
        if (input.jobId) await repo.completeJob(tx, input.jobId);
        return { row, previousKey: previous?.audioFilePath, hadAudio: quote.hasAudio };
      });
    } catch (err) {
      await media.delete(key).catch(() => false);
      throw err;
    }
    if (outcome.previousKey && outcome.previousKey !== key) await this.removeFile(outcome.previousKey);
    if (!outcome.hadAudio) {
      if (input.promptly === false) this.options.invalidateQuotesSoon();
      else await this.options.invalidateQuotes();
    }
    return repo.toQuoteAudio(outcome.row);
  }

  /** Removes a file no row points at any more; a failure is logged (verify removes it later). */
  async removeFile(key: string) {
    try {
      await this.options.media.delete(key);
    } catch (err) {
      this.options.log.warn({ err, key }, "could not remove a replaced audio file");
    }
  }
}
