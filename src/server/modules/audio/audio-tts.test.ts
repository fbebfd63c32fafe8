import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteAudio, Waveform } from "#contracts/audio.ts";
import { DEFAULT_VOICE_ID, STANDARD_VOICE_IDS } from "#contracts/voices.ts";
import { decodeMp3, decodeWav } from "#server/modules/audio/pcm.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { loudness, SPEECH_MIN_RMS, SPEECH_MIN_VOICED } from "#tests/helpers/loudness.ts";

/** Generation with the real speech engine (Flite in worker processes). */
describe.each(DATABASE_KINDS)("narration with the real speech engines on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());

  /** The stored file is speech, not silence. */
  const expectSpeech = (decoded: { pcm: Float32Array; sampleRate: number }) => {
    const { rms, voiced } = loudness(decoded.pcm, decoded.sampleRate);
    expect(rms).toBeGreaterThan(SPEECH_MIN_RMS);
    expect(voiced).toBeGreaterThan(SPEECH_MIN_VOICED);
  };

  const generate = async (body: object) => {
    const quote = await createQuote(t.app, admin.headers, {
      text: "The best way out is always through, even in 2026.",
      author: "Robert Frost",
      category: "wisdom",
      status: "approved",
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/generate-audio`,
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteAudio>();
  };

  it("stores an MP3 of the default voice whose decoded length matches the stored duration", async () => {
    const audio = await generate({});
    expect(audio.tts_voice).toBe(DEFAULT_VOICE_ID);
    expect(audio.duration).toBeGreaterThan(1);
    const file = await t.app.inject({ method: "GET", url: audio.audio_url });
    expect(file.headers["content-type"]).toBe("audio/mpeg");
    expect(file.rawPayload.length).toBe(audio.file_size);
    const decoded = await decodeMp3(file.rawPayload);
    expect(Math.abs(decoded.pcm.length / decoded.sampleRate - audio.duration)).toBeLessThan(0.1);
    expectSpeech(decoded);
    const wave = await t.app.inject({ method: "GET", url: `/api/audio/waveform/${audio.quote_id}` });
    expect(wave.json<Waveform>().peaks.length).toBeGreaterThan(50);
  });

  it("stores a WAV of a standard voice at the requested speed", async () => {
    const audio = await generate({ voice: STANDARD_VOICE_IDS[0], codec: "wav", speed: 1.5 });
    const file = await t.app.inject({ method: "GET", url: audio.audio_url });
    const decoded = decodeWav(file.rawPayload);
    expect(Math.abs(decoded.pcm.length / decoded.sampleRate - audio.duration)).toBeLessThan(0.1);
    expectSpeech(decoded);
    expect(audio.tts_settings).toMatchObject({ voice: STANDARD_VOICE_IDS[0], codec: "wav", speed: 1.5 });
  });
});
