import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  AUDIO_MESSAGES,
  type AdminAudioList,
  type AudioJob,
  type AudioVerifyResult,
  type BulkGenerateAccepted,
  type QuoteAudio,
  type Waveform,
} from "#contracts/audio.ts";
import type { PendingAudio } from "#contracts/audio-review.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { quoteAudio, quotes, waveforms } from "#server/db/schema/index.ts";
import { decodeMp3, decodeWav } from "#server/modules/audio/pcm.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fakeSpeech, FAKE_VOICES, mp3File, tone, type FakeSpeech } from "#tests/helpers/fake-speech.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Audio test thought ${++counter}: the river hums ${counter * 31} songs to the patient stones.`,
  author: "Ada Brook",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("audio on %s", (kind) => {
  let t: TestApp;
  let engine: FakeSpeech;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let mediaDir: string;

  beforeAll(async () => {
    engine = fakeSpeech({ failWhen: (text) => text.includes("CRASH") });
    t = await createTestApp(kind, { audio: { engine } });
    mediaDir = path.join(t.config.DATA_DIR, "media");
    [owner, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "DELETE" | "HEAD", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const approvedQuote = async (over: Record<string, unknown> = {}) =>
    (await createQuote(t.app, admin.headers, fresh({ status: "approved", ...over }))).id;
  const ownedQuote = async () => (await createQuote(t.app, owner.headers, fresh())).id;
  const generate = (id: string, body: object = {}, headers: Headers = admin.headers) =>
    inject("POST", `/api/quotes/${id}/generate-audio`, headers, body);
  async function generated(id: string, body: object = {}): Promise<QuoteAudio> {
    const res = await generate(id, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteAudio>();
  }
  const upload = (id: string, bytes: Uint8Array, headers: Headers, filename = "clip.mp3") => {
    const form = multipartFile(bytes, { filename });
    return t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/audio`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const audioFiles = () => {
    const dir = path.join(mediaDir, "audio");
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const filesOf = (quoteId: string) => audioFiles().filter((f) => f.startsWith(quoteId));
  const quoteRow = async (id: string) => (await t.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
  const mp3 = (seconds: number) => mp3File(tone(seconds, 22050), 64);
  const message = (res: { json: <T>() => T }) => res.json<ErrorEnvelope>().message;

  describe("generation", () => {
    it("needs an admin: anonymous 401, user 403", async () => {
      const id = await approvedQuote();
      expect((await generate(id, {}, {})).statusCode).toBe(401);
      expect((await generate(id, {}, owner.headers)).statusCode).toBe(403);
      expect((await inject("POST", "/api/audio/generate", {}, { quote_ids: [id] })).statusCode).toBe(401);
      expect((await inject("POST", "/api/audio/generate", owner.headers, { quote_ids: [id] })).statusCode).toBe(403);
      expect((await inject("GET", `/api/audio/jobs/${id}`, {})).statusCode).toBe(401);
      expect((await inject("GET", `/api/audio/jobs/${id}`, owner.headers)).statusCode).toBe(403);
      expect(engine.calls.length).toBe(0);
    });

    it("uses the defaults of docs/product/messages-and-limits.md and stores an mp3 whose decoded length matches the stored duration", async () => {
      const id = await approvedQuote();
      const audio = await generated(id);
      expect(audio).toMatchObject({
        quote_id: id,
        created_by_admin: true,
        tts_voice: FAKE_VOICES[0],
        tts_settings: { voice: FAKE_VOICES[0], speed: 1, pitch: 1, bitrate: "128k", codec: "mp3", temperature: 0.25 },
        file_missing: false,
      });
      expect(audio.audio_url).toMatch(new RegExp(`^/media/audio/${id}-[a-z0-9]+\\.mp3$`));
      expect(audio.audio_file_path).toBe(audio.audio_url.slice("/media/".length));
      // The narration reads the text, not the attribution.
      expect(engine.calls.at(-1)!.text).toMatch(/songs to the patient stones\.$/);

      const file = await inject("GET", audio.audio_url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("audio/mpeg");
      expect(Number(file.headers["content-length"])).toBe(audio.file_size);
      const decoded = await decodeMp3(file.rawPayload);
      expect(Math.abs(decoded.pcm.length / decoded.sampleRate - audio.duration)).toBeLessThan(0.1);

      const row = await quoteRow(id);
      expect(row.hasAudio).toBe(true);
      const wave = await inject("GET", `/api/audio/waveform/${id}`);
      expect(wave.statusCode).toBe(200);
      const peaks = wave.json<Waveform>();
      expect(peaks.peaks.length).toBe(peaks.resolution);
      expect(Math.max(...peaks.peaks)).toBe(1);
      expect(peaks.sampleRate).toBe(16000);
      expect((await inject("GET", `/api/quotes/${id}/audio`)).json<QuoteAudio>()).toEqual(audio);
    });

    it("honours voice, speed, pitch and codec: a wav of the right length", async () => {
      const id = await approvedQuote();
      const audio = await generated(id, { voice: FAKE_VOICES[2], speed: 2, pitch: 0.5, codec: "wav", bitrate: "64k" });
      expect(audio.tts_settings).toMatchObject({
        voice: FAKE_VOICES[2],
        speed: 2,
        pitch: 0.5,
        codec: "wav",
        bitrate: "64k",
      });
      expect(audio.audio_url).toMatch(/\.wav$/);
      const file = await inject("GET", audio.audio_url);
      expect(file.headers["content-type"]).toBe("audio/wav");
      const decoded = decodeWav(file.rawPayload);
      expect(Math.abs(decoded.pcm.length / decoded.sampleRate - audio.duration)).toBeLessThan(0.1);
      expect(engine.calls.at(-1)!.settings).toMatchObject({ speed: 2, pitch: 0.5 });
    });

    it("refuses an unknown voice listing the valid ones, and bad settings with their fields", async () => {
      const id = await approvedQuote();
      const voice = await generate(id, { voice: "nobody" });
      expect(voice.statusCode).toBe(400);
      expect(message(voice)).toBe(`Unknown voice. Valid voices: ${FAKE_VOICES.join(", ")}`);
      expect(message(voice)).toBe(AUDIO_MESSAGES.unknownVoice);
      expect(voice.json<ErrorEnvelope>().fields?.voice).toContain(FAKE_VOICES[9]);
      const bad = await generate(id, { speed: 3, pitch: 0.1, bitrate: "100k", codec: "flac", temperature: 2 });
      expect(bad.statusCode).toBe(400);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorEnvelope>().fields).toMatchObject({
        speed: AUDIO_MESSAGES.speed,
        pitch: AUDIO_MESSAGES.pitch,
        bitrate: AUDIO_MESSAGES.bitrate,
        codec: AUDIO_MESSAGES.codec,
        temperature: AUDIO_MESSAGES.temperature,
      });
      expect((await generate(id, { speed: "fast" })).json<ErrorEnvelope>().fields?.speed).toBe(AUDIO_MESSAGES.speed);
      expect((await generate("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
      expect((await quoteRow(id)).hasAudio).toBe(false);
    });

    it("regenerating replaces the file, leaving no orphan", async () => {
      const id = await approvedQuote();
      const first = await generated(id);
      const second = await generated(id, { codec: "wav" });
      expect(second.audio_file_path).not.toBe(first.audio_file_path);
      expect(filesOf(id)).toEqual([path.basename(second.audio_file_path)]);
      expect((await inject("GET", first.audio_url)).statusCode).toBe(404);
      expect((await inject("HEAD", second.audio_url)).statusCode).toBe(200);
      const rows = await t.database.db.select().from(quoteAudio).where(eq(quoteAudio.quoteId, id));
      expect(rows.length).toBe(1);
    });

    it("a crashing engine fails its job only; the next job succeeds", async () => {
      const crash = await approvedQuote({ text: "CRASH the narrator with this one, please and thank you." });
      const res = await generate(crash);
      expect(res.statusCode).toBe(500);
      expect(message(res)).toBe(AUDIO_MESSAGES.generateFailed);
      expect((await quoteRow(crash)).hasAudio).toBe(false);
      expect(filesOf(crash)).toEqual([]);
      const ok = await approvedQuote();
      expect((await generated(ok)).quote_id).toBe(ok);
    });

    it("bulk generation answers 202 with one job per quote, and the jobs report state and progress", async () => {
      const ids = [await approvedQuote(), await approvedQuote(), await ownedQuote()];
      const res = await inject("POST", "/api/audio/generate", admin.headers, {
        quote_ids: [...ids, ids[0]],
        voice: FAKE_VOICES[1],
        codec: "wav",
      });
      expect(res.statusCode, res.body).toBe(202);
      const accepted = res.json<BulkGenerateAccepted>();
      expect(accepted.job_ids.length).toBe(3);
      expect(accepted.jobs.map((j) => j.quote_id).sort()).toEqual([...ids].sort());
      for (const jobId of accepted.job_ids) {
        let job: AudioJob | undefined;
        for (let i = 0; i < 200; i++) {
          job = (await inject("GET", `/api/audio/jobs/${jobId}`, admin.headers)).json<AudioJob>();
          if (job.state === "completed" || job.state === "failed") break;
          expect(job.progress).toBeGreaterThanOrEqual(0);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(job).toMatchObject({ state: "completed", progress: 1 });
        expect(job!.result).toMatchObject({ tts_voice: FAKE_VOICES[1], tts_settings: { codec: "wav" } });
      }
      for (const id of ids) expect((await quoteRow(id)).hasAudio).toBe(true);
    });

    it("bulk generation takes 1 to 100 known quotes", async () => {
      const many = Array.from({ length: 101 }, () => "00000000-0000-4000-8000-000000000000");
      for (const quote_ids of [[], many, "x", ["not-a-uuid"]]) {
        const res = await inject("POST", "/api/audio/generate", admin.headers, { quote_ids });
        expect(res.statusCode, JSON.stringify(quote_ids).slice(0, 40)).toBe(400);
      }
      const unknown = await inject("POST", "/api/audio/generate", admin.headers, {
        quote_ids: ["00000000-0000-4000-8000-000000000000"],
      });
      expect(unknown.statusCode).toBe(400);
      expect(message(unknown)).toMatch(/^Unknown quotes: /);
      expect(
        (await inject("GET", "/api/audio/jobs/00000000-0000-4000-8000-000000000000", admin.headers)).statusCode,
      ).toBe(404);
    });
  });

  describe("the audio record, removal and verification", () => {
    it("is public for visible quotes and a 404 without audio or for hidden quotes", async () => {
      const id = await approvedQuote();
      const none = await inject("GET", `/api/quotes/${id}/audio`);
      expect(none.statusCode).toBe(404);
      expect(message(none)).toBe(AUDIO_MESSAGES.noAudio);
      const hidden = await ownedQuote(); // pending
      await generated(hidden);
      expect((await inject("GET", `/api/quotes/${hidden}/audio`)).statusCode).toBe(404);
      expect((await inject("GET", `/api/quotes/${hidden}/audio`, other.headers)).statusCode).toBe(404);
      expect((await inject("GET", `/api/quotes/${hidden}/audio`, owner.headers)).statusCode).toBe(200);
      expect((await inject("GET", `/api/audio/waveform/${hidden}`)).statusCode).toBe(404);
      expect((await inject("GET", `/api/audio/waveform/${hidden}`, owner.headers)).statusCode).toBe(200);
    });

    it("delete is for admins and removes row, file and waveform, clearing has_audio", async () => {
      const id = await approvedQuote();
      const audio = await generated(id);
      expect((await inject("DELETE", `/api/quotes/${id}/audio`)).statusCode).toBe(401);
      expect((await inject("DELETE", `/api/quotes/${id}/audio`, owner.headers)).statusCode).toBe(403);
      const res = await inject("DELETE", `/api/quotes/${id}/audio`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ quote_id: id, deleted: true });
      expect(filesOf(id)).toEqual([]);
      expect((await inject("HEAD", audio.audio_url)).statusCode).toBe(404);
      expect((await inject("GET", `/api/quotes/${id}/audio`)).statusCode).toBe(404);
      expect((await inject("GET", `/api/audio/waveform/${id}`)).statusCode).toBe(404);
      expect((await t.database.db.select().from(waveforms).where(eq(waveforms.quoteId, id))).length).toBe(0);
      expect((await quoteRow(id)).hasAudio).toBe(false);
      expect((await inject("DELETE", `/api/quotes/${id}/audio`, admin.headers)).statusCode).toBe(404);
    });

    it("has_audio drives the audio list filters at once (caches dropped)", async () => {
      const id = await approvedQuote();
      const withAudio = async () =>
        (await inject("GET", "/api/quotes?audio=with&limit=1000")).json<QuoteList>().quotes.map((q) => q.id);
      const popular = async () =>
        (await inject("GET", "/api/quotes/popular?limit=10&audioOnly=true")).json<QuoteList>().quotes.map((q) => q.id);
      expect(await withAudio()).not.toContain(id);
      await popular();
      await generated(id);
      expect(await withAudio()).toContain(id);
      expect(
        (await inject("GET", "/api/quotes?audio=without&limit=1000")).json<QuoteList>().quotes.map((q) => q.id),
      ).not.toContain(id);
      expect((await popular()).length).toBeGreaterThan(0);
      await inject("DELETE", `/api/quotes/${id}/audio`, admin.headers);
      expect(await withAudio()).not.toContain(id);
    });

    it("the admin's audio list pages narrated and not-yet-narrated quotes, searchable, with totals", async () => {
      const word = `Lumenwort${counter}`;
      const narratedId = await approvedQuote({ text: `The ${word} glows at dusk, number ${++counter}.` });
      const silentId = await approvedQuote({ text: `The ${word} sleeps at noon, number ${++counter}.` });
      const pending = (await createQuote(t.app, owner.headers, fresh({ text: `A pending ${word} ${++counter}.` }))).id;
      const audio = await generated(narratedId);
      const list = async (query: string, headers: Headers = admin.headers) => {
        const res = await inject("GET", `/api/admin/audio?${query}`, headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<AdminAudioList>();
      };
      expect((await inject("GET", "/api/admin/audio")).statusCode).toBe(401);
      expect((await inject("GET", "/api/admin/audio", owner.headers)).statusCode).toBe(403);
      expect((await inject("GET", "/api/admin/audio?limit=0", admin.headers)).statusCode).toBe(400);
      expect((await inject("GET", "/api/admin/audio?narrated=maybe", admin.headers)).statusCode).toBe(400);

      const narrated = await list(`q=${word}`);
      expect(narrated.items.map((item) => [item.quote.id, item.quote.status])).toEqual([[narratedId, "approved"]]);
      expect(narrated.items[0]!.quote.language).toBe("en");
      expect(narrated.items[0]!.audio).toEqual(audio);
      expect(narrated.total).toBe(1);
      const rows = await t.database.db.select().from(quoteAudio);
      expect(narrated.narrated_count).toBe(rows.length);
      expect(narrated.narrated_seconds).toBeCloseTo(
        rows.reduce((sum, row) => sum + row.duration, 0),
        0,
      );

      // Not narrated: approved quotes only (the pending one is left to moderation).
      const silent = await list(`narrated=false&q=${word.toLowerCase()}`);
      expect(silent.items.map((item) => item.quote.id)).toEqual([silentId]);
      expect(silent.items[0]!.audio).toBeNull();
      expect(silent.items.map((item) => item.quote.id)).not.toContain(pending);

      // Paging and a pattern taken literally.
      await approvedQuote();
      await approvedQuote();
      const all = await list("narrated=false&limit=2");
      expect(all.items.length).toBe(2);
      expect((await list("narrated=false&limit=2&offset=2")).items[0]?.quote.id).not.toBe(all.items[0]!.quote.id);
      expect((await list("q=%25_%25")).total).toBe(0);
    });

    it("verify lists missing files and flags their rows (admin)", async () => {
      const id = await approvedQuote();
      const audio = await generated(id);
      expect((await inject("POST", "/api/admin/audio/verify")).statusCode).toBe(401);
      expect((await inject("POST", "/api/admin/audio/verify", {}, undefined)).statusCode).toBe(401);
      expect((await inject("POST", "/api/admin/audio/verify", owner.headers)).statusCode).toBe(403);
      fs.rmSync(path.join(mediaDir, ...audio.audio_file_path.split("/")));
      const res = await inject("POST", "/api/admin/audio/verify", admin.headers);
      expect(res.statusCode).toBe(200);
      const result = res.json<AudioVerifyResult>();
      expect(result.checked).toBeGreaterThan(0);
      expect(result.missing).toContainEqual({
        quote_id: id,
        audio_url: audio.audio_url,
        audio_file_path: audio.audio_file_path,
      });
      expect(result.missing.length).toBe(1);
      expect((await inject("GET", `/api/quotes/${id}/audio`)).json<QuoteAudio>().file_missing).toBe(true);
      // Regenerating brings the file back and the flag down.
      expect((await generated(id)).file_missing).toBe(false);
      expect(
        (await inject("POST", "/api/admin/audio/verify", admin.headers)).json<AudioVerifyResult>().missing,
      ).toEqual([]);
    });

    it("deleting a quote removes its audio files; verify removes old files no record points at", async () => {
      const id = await approvedQuote();
      await generated(id);
      expect(filesOf(id).length).toBe(1);
      expect((await inject("DELETE", `/api/quotes/${id}`, admin.headers)).statusCode).toBeLessThan(300);
      for (let i = 0; i < 50 && filesOf(id).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(filesOf(id)).toEqual([]);

      // A stray file (e.g. a crash between writing and committing): kept while recent, removed once old.
      const stray = `audio/${id}-stray.mp3`;
      await t.app.media.put(stray, await mp3(1));
      const recent = await inject("POST", "/api/admin/audio/verify", admin.headers);
      expect(recent.json<AudioVerifyResult>().orphans_removed).toEqual([]);
      const file = path.join(mediaDir, "audio", `${id}-stray.mp3`);
      const hourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(file, hourAgo, hourAgo);
      const res = await inject("POST", "/api/admin/audio/verify", admin.headers);
      expect(res.json<AudioVerifyResult>().orphans_removed).toEqual([stray]);
      expect(fs.existsSync(file)).toBe(false);
    });
  });

  describe("waveforms", () => {
    it("GET is a 404 when there is none", async () => {
      const id = await approvedQuote();
      const res = await inject("GET", `/api/audio/waveform/${id}`);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(AUDIO_MESSAGES.noWaveform);
    });

    it("POST saves the browser's peaks once for the audio's owner; only an admin replaces them", async () => {
      const id = await ownedQuote();
      const body = { peaks: [0, 0.5, 1, 0.25], resolution: 4, sampleRate: 44100 };
      const stored = async () =>
        (await inject("GET", `/api/audio/waveform/${id}`, owner.headers)).json<Waveform>().peaks;
      expect((await inject("POST", `/api/audio/waveform/${id}`, owner.headers, body)).statusCode).toBe(404); // no audio yet
      const submitted = await upload(id, await mp3(1), owner.headers);
      expect(submitted.statusCode).toBe(202);
      expect((await inject("POST", `/api/audio/waveform/${id}`, owner.headers, body)).statusCode).toBe(404); // not yet
      const approval = `/api/admin/audio/pending/${submitted.json<PendingAudio>().id}/approve`;
      expect((await inject("POST", approval, admin.headers)).statusCode).toBe(200);
      expect((await inject("POST", `/api/audio/waveform/${id}`, {}, body)).statusCode).toBe(401);
      expect((await inject("POST", `/api/audio/waveform/${id}`, other.headers, body)).statusCode).toBe(404);
      // The approved MP3 already has the server's peaks: its owner may not redraw what everyone sees.
      const serverPeaks = await stored();
      expect(serverPeaks.length).toBeGreaterThan(0);
      const redraw = await inject("POST", `/api/audio/waveform/${id}`, owner.headers, body);
      expect(redraw.statusCode, redraw.body).toBe(403);
      expect(message(redraw)).toBe(AUDIO_MESSAGES.waveformAlreadySaved);
      expect(await stored()).toEqual(serverPeaks);
      // Audio the server could not draw (as an M4A or WebM): the owner's browser saves the first peaks.
      await t.database.db.delete(waveforms).where(eq(waveforms.quoteId, id));
      const saved = await inject("POST", `/api/audio/waveform/${id}`, owner.headers, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<Waveform>()).toMatchObject(body);
      expect(await stored()).toEqual(body.peaks);
      const again = await inject("POST", `/api/audio/waveform/${id}`, owner.headers, { ...body, peaks: [1, 1, 1, 1] });
      expect(again.statusCode).toBe(403);
      expect(await stored()).toEqual(body.peaks);
      expect(
        (await inject("POST", `/api/audio/waveform/${id}`, admin.headers, { ...body, resolution: 8 })).statusCode,
      ).toBe(200);

      const approved = await approvedQuote();
      await generated(approved);
      expect((await inject("POST", `/api/audio/waveform/${approved}`, other.headers, body)).statusCode).toBe(403);
    });

    it("POST validates the peaks", async () => {
      const id = await approvedQuote();
      await generated(id);
      for (const body of [
        { peaks: [], resolution: 1, sampleRate: 44100 },
        { peaks: [1.5], resolution: 1, sampleRate: 44100 },
        { peaks: Array(4097).fill(0.5), resolution: 4097, sampleRate: 44100 },
        { peaks: ["a"], resolution: 1, sampleRate: 44100 },
        { peaks: [0.5], sampleRate: 44100 },
      ]) {
        const res = await inject("POST", `/api/audio/waveform/${id}`, admin.headers, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
    });

    it("regenerate recomputes the peaks from the stored file (admin)", async () => {
      const id = await approvedQuote();
      await generated(id);
      await inject("POST", `/api/audio/waveform/${id}`, admin.headers, { peaks: [0.1], resolution: 1, sampleRate: 1 });
      expect((await inject("POST", `/api/audio/waveform/${id}/regenerate`)).statusCode).toBe(401);
      expect((await inject("POST", `/api/audio/waveform/${id}/regenerate`, owner.headers)).statusCode).toBe(403);
      const res = await inject("POST", `/api/audio/waveform/${id}/regenerate`, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      const wave = res.json<Waveform>();
      expect(wave.peaks.length).toBeGreaterThan(100);
      expect(wave.sampleRate).toBe(16000);
      const none = await approvedQuote();
      expect((await inject("POST", `/api/audio/waveform/${none}/regenerate`, admin.headers)).statusCode).toBe(404);
    });
  });
});
