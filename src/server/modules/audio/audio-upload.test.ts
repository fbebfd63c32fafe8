import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_MESSAGES, type QuoteAudio } from "#contracts/audio.ts";
import type { PendingAudio } from "#contracts/audio-review.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fakeSpeech, mp3File, tone, wavFile } from "#tests/helpers/fake-speech.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { audioFixture, recordedWebm } from "#tests/helpers/audio-fixtures.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Upload test thought ${++counter}: the river hums ${counter * 31} songs to the patient stones.`,
  author: "Ada Brook",
  category: "wisdom",
  ...over,
});

/** Uploads and recordings: who may send them, and the checks of docs/product/audio.md by content (format, size, length). */
describe.each(DATABASE_KINDS)("audio uploads on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { audio: { engine: fakeSpeech() } });
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
  const mp3 = (seconds: number) => mp3File(tone(seconds, 22050), 64);
  const message = (res: { json: <T>() => T }) => res.json<ErrorEnvelope>().message;

  describe("upload and recording", () => {
    it("takes a file from the quote's owner (held for review: 202) or an admin (201), not from others", async () => {
      const id = await ownedQuote();
      const bytes = await mp3(2);
      expect((await upload(id, bytes, {})).statusCode).toBe(401);
      expect((await upload(id, bytes, other.headers)).statusCode).toBe(404); // pending: hidden from others
      const approved = await approvedQuote();
      expect((await upload(approved, bytes, other.headers)).statusCode).toBe(403);

      const res = await upload(id, bytes, owner.headers, "my recording.mp3");
      expect(res.statusCode, res.body).toBe(202);
      const pending = res.json<PendingAudio>();
      expect(pending).toMatchObject({ quote_id: id, state: "awaiting_review", format: "mp3" });
      expect(pending.file_size).toBe(bytes.length);
      expect(Math.abs(pending.duration - 2)).toBeLessThan(0.1);
      // Stored as sent, and not the quote's audio until an admin approves it.
      const file = await inject("GET", `/api/audio/pending/${pending.id}/file`, owner.headers);
      expect(file.rawPayload).toEqual(bytes);
      expect((await inject("GET", `/api/quotes/${id}/audio`, owner.headers)).statusCode).toBe(404);

      const byAdmin = await upload(approved, wavFile(tone(1)), admin.headers, "x.wav");
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      expect(byAdmin.json<QuoteAudio>()).toMatchObject({ created_by_admin: true });
      expect(byAdmin.json<QuoteAudio>().audio_url).toMatch(/\.wav$/);
    });

    it("checks the content, not the name: a renamed text file is refused", async () => {
      const id = await ownedQuote();
      const res = await upload(
        id,
        Buffer.from("This is not audio at all, only words.\n".repeat(20)),
        admin.headers,
        "song.mp3",
      );
      expect(res.statusCode).toBe(415);
      expect(message(res)).toBe(AUDIO_MESSAGES.invalidFormat);
      expect(message(res)).toBe("Invalid file format. Accepted formats: .mp3, .wav, .m4a, .webm, .ogg");
      // A real mp3 with the wrong name is fine.
      expect((await upload(id, await mp3(1), admin.headers, "notes.txt")).statusCode).toBe(201);
    });

    it("refuses a 61-second file", async () => {
      const id = await ownedQuote();
      const res = await upload(id, await mp3File(tone(61, 8000), 32), admin.headers);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.tooLong);
      expect(filesOf(id)).toEqual([]);
      expect((await upload(id, await mp3File(tone(59.5, 8000), 32), admin.headers)).statusCode).toBe(201);
    });

    it("takes an M4A (AAC) file measured by its content, and refuses one over 60 s", async () => {
      const id = await ownedQuote();
      // Named .mp3 on purpose: the content decides.
      const m4a = await upload(id, audioFixture("tone-2s.m4a"), admin.headers, "voice-memo.mp3");
      expect(m4a.statusCode, m4a.body).toBe(201);
      const saved = m4a.json<QuoteAudio>();
      expect(Math.abs(saved.duration - 2)).toBeLessThan(0.1); // AAC adds a frame or two of priming
      expect(saved.audio_url).toMatch(/\.m4a$/);
      expect((await inject("HEAD", saved.audio_url)).headers["content-type"]).toBe("audio/mp4");
      const long = await upload(id, audioFixture("tone-61s.m4a"), admin.headers, "long.m4a");
      expect(long.statusCode).toBe(400);
      expect(message(long)).toBe(AUDIO_MESSAGES.tooLong);
      expect(filesOf(id)).toEqual([path.basename(saved.audio_file_path)]);
    });

    it("takes Ogg and browser-recorded WebM files, measured by content, and refuses them over 60 s", async () => {
      const id = await ownedQuote();
      const ogg = await upload(id, audioFixture("tone-1_5s.ogg"), admin.headers, "take.ogg");
      expect(ogg.statusCode, ogg.body).toBe(201);
      expect(ogg.json<QuoteAudio>()).toMatchObject({ duration: 1.5, created_by_admin: true });
      expect(ogg.json<QuoteAudio>().audio_url).toMatch(/\.ogg$/);
      expect((await inject("HEAD", ogg.json<QuoteAudio>().audio_url)).headers["content-type"]).toBe("audio/ogg");
      // Ogg carries no peaks the server decodes: the browser sends them.
      expect((await inject("GET", `/api/audio/waveform/${id}`, owner.headers)).statusCode).toBe(404);
      const longOgg = await upload(id, audioFixture("tone-61s.ogg"), admin.headers, "long.ogg");
      expect(longOgg.statusCode).toBe(400);
      expect(message(longOgg)).toBe(AUDIO_MESSAGES.tooLong);

      const webm = await upload(id, recordedWebm(12), admin.headers, "recording.webm");
      expect(webm.statusCode, webm.body).toBe(201);
      expect(webm.json<QuoteAudio>().duration).toBeCloseTo(12, 1);
      expect((await inject("GET", webm.json<QuoteAudio>().audio_url)).headers["content-type"]).toBe("audio/webm");
      const longWebm = await upload(id, recordedWebm(62), admin.headers, "recording.webm");
      expect(longWebm.statusCode).toBe(400);
      expect(message(longWebm)).toBe(AUDIO_MESSAGES.tooLong);
      // The refused uploads left nothing behind; the accepted ones replaced each other.
      expect(filesOf(id)).toEqual([path.basename(webm.json<QuoteAudio>().audio_file_path)]);
    });

    it("refuses a 6 MB file, and takes one just under 5 MB", async () => {
      const id = await ownedQuote();
      const big = wavFile(tone(40, 48000)); // ~3.8 MB
      const near = await upload(id, wavFile(tone(54, 48000)), admin.headers, "near.wav"); // ~4.9 MB
      expect(near.statusCode, near.body).toBe(201);
      const six = Buffer.concat([big, Buffer.alloc(6 * 1024 * 1024 - big.length)]);
      const res = await upload(id, six, admin.headers, "big.wav");
      expect(res.statusCode).toBe(413);
      expect(message(res)).toBe("File size must be less than 5MB");
      expect(filesOf(id)).toEqual([path.basename(near.json<QuoteAudio>().audio_file_path)]);
    });

    it("refuses a request without a file", async () => {
      const id = await ownedQuote();
      const res = await inject("POST", `/api/quotes/${id}/audio`, owner.headers, { file: "nope" });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.noFile);
    });
  });
});
