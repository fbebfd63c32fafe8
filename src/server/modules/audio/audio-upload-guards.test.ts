import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIO_MESSAGES } from "#contracts/audio.ts";
import { tooManyAttemptsMessage } from "#contracts/auth.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { decodeMp3Capped } from "#server/modules/audio/capped-mp3-decoder.ts";
import { decodeMp3, decodeWav } from "#server/modules/audio/pcm.ts";
import { AUDIO_UPLOADS_PER_HOUR } from "#server/modules/audio/upload-limit.ts";
import { audioFixture, m4aWithLyingHeaders, opusOgg, recordedWebm, silentMp3 } from "#tests/helpers/audio-fixtures.ts";
import { mp3File, tone, wavFile } from "#tests/helpers/fake-speech.ts";
import { multipartFile } from "#tests/helpers/multipart.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

// The decoders, watched: a file that is too long must be refused before either runs.
vi.mock("#server/modules/audio/capped-mp3-decoder.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#server/modules/audio/capped-mp3-decoder.ts")>();
  return { ...real, decodeMp3Capped: vi.fn(real.decodeMp3Capped) };
});
vi.mock("#server/modules/audio/pcm.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#server/modules/audio/pcm.ts")>();
  return { ...real, decodeWav: vi.fn(real.decodeWav), decodeMp3: vi.fn(real.decodeMp3) };
});

/** 8-bit mono WAV at 8 kHz: 4.8 MB hold ten minutes. */
function longWav(seconds: number): Buffer {
  const frames = seconds * 8000;
  const file = Buffer.alloc(44 + frames, 0x80);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(36 + frames, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36, "ascii");
  file.writeUInt32LE(frames, 40);
  return file;
}

let counter = 0;
const fresh = () => ({
  text: `Upload guard thought ${++counter}: the lantern counts ${counter * 17} moths before dawn.`,
  author: "Ada Brook",
  category: "wisdom",
});

describe.each(DATABASE_KINDS)("audio upload guards on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(decodeMp3Capped).mockClear();
    vi.mocked(decodeWav).mockClear();
    vi.mocked(decodeMp3).mockClear();
  });

  /** A member with a quote of their own, so that each test has a full hourly allowance of uploads. */
  async function member() {
    const user = await createSignedInUser(t.app, t.database.db);
    const quoteId = (await createQuote(t.app, user.headers, fresh())).id;
    return { user, quoteId };
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
  const message = (res: { json: <T>() => T }) => res.json<ErrorEnvelope>().message;
  const mediaFiles = () => {
    const dir = path.join(t.config.DATA_DIR, "media");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
  };
  /** Accepted: stored at once (201) or held for an admin's review (202). */
  const accepted = (status: number) => expect([201, 202]).toContain(status);

  describe("too long, refused before decoding", () => {
    it.each([
      ["a 20-minute low-bitrate MP3", () => silentMp3(20 * 60)],
      ["a 20-minute MP3 whose Xing header declares 2 seconds", () => silentMp3(20 * 60, { xingFrames: 55 })],
    ])("%s", async (_name, make) => {
      const { user, quoteId } = await member();
      const file = make();
      expect(file.length).toBeLessThan(5 * 1024 * 1024);
      const before = mediaFiles();
      const memoryBefore = process.memoryUsage().rss;
      const started = performance.now();
      const res = await upload(quoteId, file, user.headers);
      const elapsed = performance.now() - started;
      const grown = process.memoryUsage().rss - memoryBefore;
      expect(res.statusCode, res.body).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.tooLong);
      expect(message(res)).toBe("Audio must be 60 seconds or shorter");
      // Counted from the frame headers: no decoder ran.
      expect(decodeMp3Capped).not.toHaveBeenCalled();
      expect(decodeMp3).not.toHaveBeenCalled();
      expect(mediaFiles()).toBe(before);
      // A full decode took 4–9 s and grew the server by ~120 MB a file; the frame count takes milliseconds.
      expect(elapsed).toBeLessThan(1_000);
      expect(grown).toBeLessThan(64 * 1024 * 1024);
    });

    it("a ten-minute WAV, by its header", async () => {
      const { user, quoteId } = await member();
      const res = await upload(quoteId, longWav(600), user.headers, "long.wav");
      expect(res.statusCode, res.body).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.tooLong);
      expect(decodeWav).not.toHaveBeenCalled();
    });

    it.each([
      [
        "an M4A whose movie and track headers say 10 seconds but whose samples last 61",
        () => m4aWithLyingHeaders(10),
        "take.m4a",
      ],
      ["an Opus Ogg whose every page says 1 second but whose packets last 61", () => opusOgg(61, 1), "take.ogg"],
    ])("%s", async (_name, make, name) => {
      const { user, quoteId } = await member();
      const before = mediaFiles();
      const res = await upload(quoteId, make(), user.headers, name);
      expect(res.statusCode, res.body).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.tooLong);
      expect(mediaFiles()).toBe(before);
    });

    it("a WebM that declares 10 seconds but holds 5 minutes of blocks", async () => {
      const { user, quoteId } = await member();
      const before = mediaFiles();
      const res = await upload(quoteId, recordedWebm(300, { declaredSeconds: 10 }), user.headers, "take.webm");
      expect(res.statusCode, res.body).toBe(400);
      expect(message(res)).toBe(AUDIO_MESSAGES.tooLong);
      expect(mediaFiles()).toBe(before);
    });
  });

  it("still takes a short file of each accepted format, decoding mp3 once under its cap", async () => {
    const { user, quoteId } = await member();
    const files: [string, Uint8Array][] = [
      ["short.mp3", await mp3File(tone(2, 22050), 64)],
      ["short.wav", wavFile(tone(1.5))],
      ["short.m4a", audioFixture("tone-2s.m4a")],
      ["short.ogg", audioFixture("tone-1_5s.ogg")],
      ["short.webm", recordedWebm(12, { declaredSeconds: 12 })],
    ];
    for (const [name, bytes] of files) accepted((await upload(quoteId, bytes, user.headers, name)).statusCode);
    expect(decodeMp3Capped).toHaveBeenCalledTimes(1);
    expect(decodeMp3).not.toHaveBeenCalled(); // the uncapped decoder, on the event loop
    expect(decodeWav).toHaveBeenCalledTimes(1);
    // An MP3 whose frames sit just under the limit is decoded and measured.
    accepted((await upload(quoteId, silentMp3(59.9), user.headers)).statusCode);
  });

  it(`lets a member send ${AUDIO_UPLOADS_PER_HOUR} files an hour, refused ones included, then answers 429`, async () => {
    const { user, quoteId } = await member();
    const junk = Buffer.from("This is not audio at all, only words.\n".repeat(20));
    for (let i = 0; i < AUDIO_UPLOADS_PER_HOUR - 1; i++) {
      expect((await upload(quoteId, junk, user.headers, "junk.mp3")).statusCode).toBe(415);
    }
    accepted((await upload(quoteId, recordedWebm(2), user.headers, "take.webm")).statusCode);
    const refused = await upload(quoteId, recordedWebm(2), user.headers, "take.webm");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(message(refused)).toBe(tooManyAttemptsMessage(retryAfter));

    // Another member is not held back, and admins are not limited.
    const other = await member();
    accepted((await upload(other.quoteId, recordedWebm(2), other.user.headers, "take.webm")).statusCode);
    for (let i = 0; i <= AUDIO_UPLOADS_PER_HOUR; i++) {
      expect((await upload(quoteId, recordedWebm(2), admin.headers, "take.webm")).statusCode).toBe(201);
    }
  });
});
