import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { REVIEW_MESSAGES, REVIEW_READINGS_PER_HOUR } from "#contracts/review.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { defaultVoiceFor, type VoiceId } from "#contracts/voices.ts";
import type { Db } from "#server/db/client.ts";
import { isQuoteId } from "#server/modules/quotes/quotes.public.ts";
import { conflict, notFound } from "#server/plugins/errors.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";
import { synthesisLimiter } from "#server/tts/limiter.ts";
import type { SpeechService } from "#server/tts/speech-service.ts";
import { findVoice } from "#server/tts/voices.ts";
import { findQuoteRows, findSavedAt } from "./review.repository.ts";

/** Bumped when how a reading is made changes (voice settings, encoding). */
const READING_VERSION = 1;
const HOUR_MS = 3_600_000;

export interface Reading {
  audio: Buffer;
  etag: string;
}

/**
 * Hearing a saved quote that has no narration: the quote's text in its language's default voice, synthesised once
 * (in the speech workers, one synthesis per core at most) and kept in `DATA_DIR/review-readings/` under a hash of
 * what it says and how, so that every later request — by anyone who saved it — is a file read. Only a member who
 * saved the quote and may still see it may ask; each member may start `REVIEW_READINGS_PER_HOUR` new syntheses an
 * hour (readings already made do not count).
 */
export class ReviewReadings {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly options: { db: Db; dir: string; speech: () => SpeechService; counters: () => CounterStore },
  ) {}

  async read(viewer: QuoteViewer, quoteId: string): Promise<Reading> {
    if (!isQuoteId(quoteId) || !(await findSavedAt(this.options.db, viewer, quoteId))) {
      throw notFound(REVIEW_MESSAGES.notSaved);
    }
    const [quote] = await findQuoteRows(this.options.db, [quoteId]);
    const voiceId = quote && defaultVoiceFor(quote.language);
    const voice = voiceId && findVoice(voiceId);
    if (!quote || !voice) throw conflict(REVIEW_MESSAGES.readingUnavailable);
    const key = createHash("sha256")
      .update(JSON.stringify([READING_VERSION, voice.id, voice.engine, voice.preset, quote.language, quote.text]))
      .digest("hex")
      .slice(0, 24);
    const file = path.join(this.options.dir, `${key}.mp3`);
    const etag = `"reading-${key}"`;
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return { audio: stored, etag };
    let pending = this.inFlight.get(key);
    if (!pending) {
      await enforceLimit(this.options.counters(), `review-reading:${viewer.id}`, REVIEW_READINGS_PER_HOUR, HOUR_MS);
      pending = this.synthesise(quote.text, voice.id, quote.language, file).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return { audio: await pending, etag };
  }

  private async synthesise(text: string, voice: VoiceId, language: string, file: string): Promise<Buffer> {
    const audio = await synthesisLimiter.run(async () => {
      const settings = { voice, codec: "mp3", bitrate: "96k" } as const;
      return (await this.options.speech().narrate(text, settings, language)).audio;
    });
    await mkdir(this.options.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, audio);
    await rename(temporary, file);
    return audio;
  }
}
