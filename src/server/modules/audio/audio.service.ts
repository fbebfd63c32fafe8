import { EventEmitter } from "node:events";
import type { FastifyBaseLogger } from "fastify";
import {
  AUDIO_MESSAGES,
  WAVEFORM_DEFAULT_RESOLUTION,
  type AdminAudioFilters,
  type AdminAudioList,
  type AudioJob,
  type AudioVerifyResult,
  type BulkGenerateAccepted,
  type QuoteAudio,
  type TtsSettings,
  type TtsSettingsInput,
  type Waveform,
  type WaveformBody,
} from "#contracts/audio.ts";
import { can } from "#contracts/permissions.ts";
import type { Db } from "#server/db/client.ts";
import type { JobQueue } from "#server/jobs/job-queue.ts";
import type { MediaStore } from "#server/media/media-store.ts";
import type { AuthUser } from "#server/plugins/auth.ts";
import { badRequest, forbidden, HttpError, notFound } from "#server/plugins/errors.ts";
import { canViewQuote } from "#server/modules/quotes/quotes.public.ts";
import { encodeAudio, mp3Duration } from "#server/tts/encode.ts";
import { chooseVoice } from "#server/tts/voices.ts";
import { coalesce } from "#server/lib/coalesce.ts";
import type { PendingAudio } from "#contracts/audio-review.ts";
import { sniffAudio } from "./audio-sniff.ts";
import { AudioPublisher } from "./audio-publish.ts";
import { AudioReviewService } from "./audio-review.service.ts";
import { verifyAudioFiles } from "./audio-verify.ts";
import * as repo from "./audio.repository.ts";
import { narrationText, type Narration, type SpeechSynthesizer } from "./narration.ts";
import { parseNarrationSettings, planBulkNarration, settingsForQuote } from "./narration-settings.ts";
import { computePeaks, decodeMp3, decodeWav, pcmDuration, type Pcm } from "./pcm.ts";
import { checkAudioUpload } from "./upload-check.ts";

/** How long `POST /api/quotes/{id}/generate-audio` waits for its job before answering 202. */
export const GENERATE_WAIT_MS = 60_000;
/** Cross-process completion (BullMQ) is noticed by polling the job row this often. */
const POLL_MS = 250;
/** How often lists are rebuilt at most while background narrations finish one after another. */
const BACKGROUND_INVALIDATION_WINDOW_MS = 1_000;

export interface AudioServiceOptions {
  db: Db;
  media: MediaStore;
  queue: JobQueue;
  engine: SpeechSynthesizer;
  log: FastifyBaseLogger;
  /**
   * Drops the quote list and page caches (has_audio changed), in every process; `soft` for background narrations
   * (anonymous responses are served while rebuilt, see `QuoteEvents.invalidate`).
   */
  invalidateQuotes: (options?: { soft?: boolean }) => Promise<void> | void;
  waitMs?: number;
}

type Viewer = Pick<AuthUser, "id" | "role"> | null;

const jobFailed = (message: string = AUDIO_MESSAGES.generateFailed) => new HttpError(500, "generation_failed", message);

/** Audio narration: generation jobs, uploads and recordings, the stored files, waveforms. */
export class AudioService {
  private readonly db: Db;
  private readonly media: MediaStore;
  private readonly queue: JobQueue;
  private readonly engine: SpeechSynthesizer;
  private readonly log: FastifyBaseLogger;
  private readonly invalidateQuotes: AudioServiceOptions["invalidateQuotes"];
  private readonly publisher: AudioPublisher;
  /** Members' uploads and recordings awaiting an admin. */
  readonly review: AudioReviewService;
  private readonly waitMs: number;
  /** `done:<job id>` when a job of this process finishes. */
  private readonly finished = new EventEmitter().setMaxListeners(0);
  /** Requests waiting for a job (`generate`): released at once when the server begins to stop. */
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(options: AudioServiceOptions) {
    this.db = options.db;
    this.media = options.media;
    this.queue = options.queue;
    this.engine = options.engine;
    this.log = options.log;
    this.invalidateQuotes = options.invalidateQuotes;
    // At most once a second for background narrations: a bulk generation finishes quote after quote.
    const invalidateQuotesSoon = coalesce(() => {
      void Promise.resolve(options.invalidateQuotes({ soft: true })).catch((err: unknown) =>
        this.log.warn({ err }, "could not drop the quote caches after narrations"),
      );
    }, BACKGROUND_INVALIDATION_WINDOW_MS);
    this.publisher = new AudioPublisher({
      db: this.db,
      media: this.media,
      log: this.log,
      invalidateQuotes: () => options.invalidateQuotes(),
      invalidateQuotesSoon,
    });
    this.review = new AudioReviewService({ db: this.db, media: this.media, publisher: this.publisher, log: this.log });
    this.waitMs = options.waitMs ?? GENERATE_WAIT_MS;
  }

  /** Starts the job queue, taking up jobs an earlier process left unfinished. */
  async start() {
    await this.queue.start(
      (id) => this.runJob(id),
      () => repo.unfinishedJobIds(this.db),
    );
  }

  /**
   * The server is stopping: requests waiting for a job answer now (202 with the job, which the next process
   * takes up) instead of holding the shutdown for up to a minute.
   */
  releaseWaiting() {
    for (const release of [...this.waiters]) release();
  }

  /**
   * Stops: the queue takes no more jobs, the engine stops (running syntheses end at once; their jobs stay queued or
   * running in the database, and are taken up by another process on a shared queue or at the next start), then
   * the queue closes.
   */
  async close() {
    this.closed = true;
    this.releaseWaiting();
    // The queue learns first that this process stops (a shared queue hands cut-short jobs to other processes).
    const queueClosed = this.queue.close();
    await this.engine.close?.();
    await queueClosed;
  }

  // --- generation ---------------------------------------------------------------------------------------

  /**
   * Queues a generation for one quote and waits for it (up to a minute): the audio record when it finished
   * in time, else the job to poll.
   */
  async generate(
    quoteId: string,
    input: TtsSettingsInput,
    admin: AuthUser,
  ): Promise<{ audio: QuoteAudio } | { job: AudioJob }> {
    const request = parseNarrationSettings(input, this.engine.voiceIds());
    const quote = await repo.findQuoteForAudio(this.db, quoteId);
    if (!quote) throw notFound("Quote not found");
    const settings = settingsForQuote(request, quote.language);
    const [job] = await repo.insertJobs(this.db, [{ quoteId, settings, requestedBy: admin.id }]);
    const done = this.waitForJob(job!.id, this.waitMs);
    await this.queue.add(job!.id);
    const finished = await done;
    if (finished?.state === "completed") {
      const audio = await repo.findAudio(this.db, quoteId);
      if (audio) return { audio: repo.toQuoteAudio(audio) };
    }
    if (finished?.state === "failed") throw jobFailed();
    return { job: repo.toAudioJob(finished ?? job!) };
  }

  /**
   * Queues one job per quote (≤ 100) with one set of settings, the voice picked per quote: the one asked for where
   * it speaks the quote's language, else that language's default voice. Quotes in a language no voice speaks are
   * skipped and listed with the reason.
   */
  async generateMany(quoteIds: string[], input: TtsSettingsInput, admin: AuthUser): Promise<BulkGenerateAccepted> {
    const request = parseNarrationSettings(input, this.engine.voiceIds());
    const unique = [...new Set(quoteIds)];
    const found = await repo.quoteLanguages(this.db, unique);
    const unknown = unique.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      const message = `Unknown quotes: ${unknown.join(", ")}`;
      throw badRequest(message, { quote_ids: message });
    }
    const { planned, skipped } = planBulkNarration(request, new Map(unique.map((id) => [id, found.get(id)!])));
    const jobs = await repo.insertJobs(
      this.db,
      planned.map(({ quoteId, settings }) => ({ quoteId, settings, requestedBy: admin.id })),
    );
    for (const job of jobs) await this.queue.add(job.id);
    return {
      jobs: jobs.map((j) => ({
        job_id: j.id,
        quote_id: j.quoteId,
        state: j.state,
        voice: (j.settings as TtsSettings).voice,
      })),
      job_ids: jobs.map((j) => j.id),
      skipped,
    };
  }

  async job(id: string): Promise<AudioJob> {
    const row = await repo.findJob(this.db, id);
    if (!row) throw notFound(AUDIO_MESSAGES.jobNotFound);
    const audio = row.state === "completed" ? await repo.findAudio(this.db, row.quoteId) : undefined;
    return repo.toAudioJob(row, audio ? repo.toQuoteAudio(audio) : undefined);
  }

  /** Resolves with the job's row once it is completed or failed, or undefined after `ms`. */
  private async waitForJob(id: string, ms: number): Promise<repo.AudioJobRow | undefined> {
    const deadline = Date.now() + ms;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (row: repo.AudioJobRow | undefined) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        this.finished.off(`done:${id}`, onDone);
        this.waiters.delete(release);
        resolve(row);
      };
      const release = () => void repo.findJob(this.db, id).then(finish, () => finish(undefined));
      this.waiters.add(release);
      const check = async () => {
        const row = await repo.findJob(this.db, id).catch(() => undefined);
        if (row && (row.state === "completed" || row.state === "failed")) finish(row);
        else if (Date.now() >= deadline) finish(row);
      };
      const onDone = () => void check();
      this.finished.on(`done:${id}`, onDone);
      const timer = setTimeout(() => void check().then(() => finish(undefined)), ms);
      const poll = setInterval(() => void check(), POLL_MS);
      timer.unref();
      poll.unref();
    });
  }

  /** Runs one job: synthesis, encoding, peaks, then the file and rows at once. A failure fails this job only. */
  private async runJob(id: string) {
    const job = await repo.claimJob(this.db, id);
    if (!job) return;
    try {
      const settings = job.settings as TtsSettings;
      const quote = await repo.findQuoteForAudio(this.db, job.quoteId);
      if (!quote) throw new Error("The quote no longer exists");
      // The quote's language may have changed since the job was queued.
      const choice = chooseVoice(quote.language, settings.voice);
      if ("refusal" in choice) throw new Error(choice.refusal);
      const narration = await this.narrate(narrationText(quote), settings, quote.language);
      if (this.closed) return; // taken up again at the next start
      await this.publisher.publish({
        quoteId: job.quoteId,
        bytes: narration.audio,
        extension: narration.extension,
        duration: narration.duration,
        createdByAdmin: true,
        createdBy: job.requestedBy,
        settings,
        waveform: { peaks: narration.peaks, resolution: narration.peaks.length, sampleRate: narration.sampleRate },
        jobId: id,
        // A request of this process waiting for the job sees its lists at once; background jobs coalesce.
        promptly: this.finished.listenerCount(`done:${id}`) > 0,
      });
    } catch (err) {
      if (this.closed) return;
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, jobId: id, quoteId: job.quoteId }, "audio generation failed");
      await repo.failJob(this.db, id, message.slice(0, 500));
    } finally {
      this.finished.emit(`done:${id}`);
    }
  }

  /** Synthesis, encoding and peaks: by the engine when it can (off the main thread), else here. */
  private async narrate(text: string, settings: TtsSettings, language: string): Promise<Narration> {
    const narration = this.engine.narrate
      ? await this.engine.narrate(text, settings, language)
      : await narrationFromPcm(await this.engine.synthesize(text, settings, language), settings);
    if (narration.audio.length === 0 || !(narration.duration > 0))
      throw new Error("The speech engine produced no audio");
    return narration;
  }

  /** A deleted quote's files (named after it) go with it; its rows went by cascade. */
  async removeFilesOfDeletedQuote(quoteId: string) {
    const prefix = `audio/${quoteId}-`;
    for (const key of await this.media.list("audio/")) {
      if (key.startsWith(prefix)) await this.publisher.removeFile(key);
    }
    await this.review.removeFilesOfDeletedQuote(quoteId);
  }

  // --- records ------------------------------------------------------------------------------------------

  /** The quote's audio for anyone who may see the quote; 404 when there is none. */
  async get(quoteId: string, viewer: Viewer): Promise<QuoteAudio> {
    await this.visibleQuote(quoteId, viewer);
    const row = await repo.findAudio(this.db, quoteId);
    if (!row) throw notFound(AUDIO_MESSAGES.noAudio);
    return repo.toQuoteAudio(row);
  }

  /** The admin's Audio tab: a page of narrated (or not yet narrated) quotes and the catalogue's totals. */
  async listForAdmin(query: AdminAudioFilters): Promise<AdminAudioList> {
    const [page, totals] = await Promise.all([repo.listForAdmin(this.db, query), repo.narrationTotals(this.db)]);
    return {
      items: page.rows.map((row) => ({ quote: row.quote, audio: row.audio ? repo.toQuoteAudio(row.audio) : null })),
      total: page.total,
      narrated_count: totals.count,
      narrated_seconds: Math.round(totals.seconds * 10) / 10,
    };
  }

  /** Removes the row, the waveform and the file, and clears has_audio (admin). */
  async remove(quoteId: string): Promise<{ quote_id: string; deleted: true }> {
    const key = await this.db.transaction(async (tx) => {
      const quote = await repo.findQuoteForAudio(tx, quoteId, { forUpdate: true });
      if (!quote) throw notFound("Quote not found");
      const audio = await repo.findAudio(tx, quoteId);
      if (!audio) throw notFound(AUDIO_MESSAGES.noAudio);
      await repo.deleteAudioRow(tx, quoteId);
      await repo.deleteWaveform(tx, quoteId);
      await repo.setHasAudio(tx, quoteId, false);
      return audio.audioFilePath;
    });
    await this.publisher.removeFile(key);
    await this.invalidateQuotes();
    return { quote_id: quoteId, deleted: true };
  }

  /**
   * Checks every audio row's file: missing ones are listed and flagged, found ones unflagged. Files no row
   * points at (a deleted quote's) are removed once they are older than any write still in progress (admin).
   */
  verify(): Promise<AudioVerifyResult> {
    return verifyAudioFiles(this.db, this.media);
  }

  // --- uploads and recordings ---------------------------------------------------------------------------

  /** Who may upload for this quote: its owner or an admin (hidden quotes are a 404, others' a 403). */
  async assertMayUpload(quoteId: string, user: AuthUser) {
    const quote = await this.visibleQuote(quoteId, user);
    if (!can(user.role, "editAnyQuote") && quote.userId !== user.id) throw forbidden();
  }

  /**
   * Stores an uploaded or recorded file as sent, after checking it by content: an admin's becomes the quote's
   * audio at once; a member's waits for an admin, whatever the quote's status (its moderation does not play
   * audio, and an admin's narration must never be replaced without an admin).
   */
  async upload(quoteId: string, bytes: Buffer, user: AuthUser): Promise<QuoteAudio | PendingAudio> {
    await this.assertMayUpload(quoteId, user);
    const checked = await checkAudioUpload(bytes);
    const waveform = checked.decoded ? peaksOf(checked.decoded) : undefined;
    if (!can(user.role, "generateAudio")) {
      const { format, duration } = checked;
      return this.review.submit({ quoteId, bytes, format, duration, waveform, submittedBy: user.id });
    }
    return this.publisher.publish({
      quoteId,
      bytes,
      extension: checked.format,
      duration: checked.duration,
      createdByAdmin: true,
      createdBy: user.id,
      settings: null,
      waveform,
    });
  }

  // --- waveforms ----------------------------------------------------------------------------------------

  async waveform(quoteId: string, viewer: Viewer): Promise<Waveform> {
    await this.visibleQuote(quoteId, viewer);
    const row = await repo.findWaveform(this.db, quoteId);
    if (!row) throw notFound(AUDIO_MESSAGES.noWaveform);
    return toWaveform(row);
  }

  /**
   * Peaks the browser computed, for audio the server cannot decode: saved once by whoever made the quote's
   * audio or its quote's owner; only an admin replaces peaks that are already there, since everyone sees them.
   */
  async saveWaveform(quoteId: string, body: WaveformBody, user: AuthUser): Promise<Waveform> {
    const quote = await this.visibleQuote(quoteId, user);
    const audio = await repo.findAudio(this.db, quoteId);
    if (!audio) throw notFound(AUDIO_MESSAGES.noAudio);
    if (can(user.role, "generateAudio")) return toWaveform(await repo.upsertWaveform(this.db, quoteId, body));
    const owner = audio.createdBy === user.id || (!audio.createdByAdmin && quote.userId === user.id);
    if (!owner) throw forbidden();
    const saved = await repo.insertWaveformIfAbsent(this.db, quoteId, body);
    if (!saved) throw forbidden(AUDIO_MESSAGES.waveformAlreadySaved);
    return toWaveform(saved);
  }

  /** Recomputes the peaks from the stored file (mp3 and wav; admin). */
  async regenerateWaveform(quoteId: string): Promise<Waveform> {
    const audio = await repo.findAudio(this.db, quoteId);
    if (!audio) throw notFound(AUDIO_MESSAGES.noAudio);
    const bytes = await this.media.read(audio.audioFilePath);
    if (!bytes) {
      await repo.setFileMissing(this.db, [quoteId], true);
      throw notFound(AUDIO_MESSAGES.audioFileMissing);
    }
    let pcm: Pcm;
    try {
      const format = sniffAudio(bytes);
      if (format === "wav") pcm = decodeWav(bytes);
      else if (format === "mp3") pcm = await decodeMp3(bytes);
      else throw new Error(`cannot decode ${format ?? "unknown"} audio on the server`);
    } catch (err) {
      const message = `${AUDIO_MESSAGES.waveformRegenerateFailed}: ${err instanceof Error ? err.message : "unreadable file"}`;
      throw new HttpError(422, "undecodable_audio", message);
    }
    return toWaveform(await repo.upsertWaveform(this.db, quoteId, peaksOf(pcm)));
  }

  private async visibleQuote(quoteId: string, viewer: Viewer): Promise<repo.QuoteForAudio> {
    const quote = await repo.findQuoteForAudio(this.db, quoteId);
    if (!quote || !canViewQuote(quote, viewer)) throw notFound("Quote not found");
    return quote;
  }
}

async function narrationFromPcm(pcm: Pcm, settings: TtsSettings): Promise<Narration> {
  const audio = await encodeAudio(pcm.pcm, pcm.sampleRate, settings.codec, settings.bitrate);
  const { peaks, sampleRate } = peaksOf(pcm);
  const duration = settings.codec === "wav" ? pcmDuration(pcm) : mp3Duration(audio);
  return { audio, extension: settings.codec, duration, peaks, sampleRate };
}

function peaksOf(pcm: Pcm) {
  const peaks = computePeaks(pcm.pcm, WAVEFORM_DEFAULT_RESOLUTION);
  return { peaks, resolution: peaks.length, sampleRate: pcm.sampleRate };
}

function toWaveform(row: repo.WaveformRow): Waveform {
  return {
    peaks: row.peaks,
    resolution: row.resolution,
    sampleRate: row.sampleRate,
    generatedAt: row.generatedAt.toISOString(),
  };
}
