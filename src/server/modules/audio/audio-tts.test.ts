import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AudioJob, BulkGenerateAccepted, QuoteAudio, Waveform } from "#contracts/audio.ts";
import { DEFAULT_VOICE_ID, STANDARD_VOICE_IDS } from "#contracts/voices.ts";
import { quotes } from "#server/db/schema/index.ts";
import { decodeMp3, decodeWav } from "#server/modules/audio/pcm.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { loudness, SPEECH_MIN_RMS, SPEECH_MIN_VOICED } from "#tests/helpers/loudness.ts";

const ENGLISH_VOICES = "Clara, James, Nora, Arthur, Maya, Oscar, Ivy, Felix, Hugo, Lena";

/** Generation with the real speech engines (Flite and eSpeak NG in worker processes). */
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

  let counter = 0;
  /** An approved quote in `language`. */
  const quoteIn = async (language: string, text: string) => {
    const quote = await createQuote(t.app, admin.headers, {
      text: `${text} (${++counter})`,
      author: "Anonymous",
      category: "wisdom",
      status: "approved",
      language,
    });
    await t.database.db.update(quotes).set({ language }).where(eq(quotes.id, quote.id));
    return quote.id;
  };
  const generateFor = (quoteId: string, body: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/quotes/${quoteId}/generate-audio`,
      headers: admin.headers,
      payload: body,
    });

  it("narrates a French quote in Elena when no voice is named: a real MP3 of speech", async () => {
    const id = await quoteIn("fr", "L'homme est né libre, et partout il est dans les fers.");
    const res = await generateFor(id, {});
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json<QuoteAudio>();
    expect(audio.tts_voice).toBe("elena");
    expect(audio.tts_settings).toMatchObject({ voice: "elena", speed: 1, pitch: 1, codec: "mp3", bitrate: "128k" });
    expect(audio.duration).toBeGreaterThan(1.5);
    const file = await t.app.inject({ method: "GET", url: audio.audio_url });
    expect(file.headers["content-type"]).toBe("audio/mpeg");
    const decoded = await decodeMp3(file.rawPayload);
    expect(Math.abs(decoded.pcm.length / decoded.sampleRate - audio.duration)).toBeLessThan(0.1);
    expectSpeech(decoded);
  });

  it("narrates a Brazilian Portuguese quote in the voice named, at the speed asked", async () => {
    const id = await quoteIn("pt-BR", "Tudo vale a pena se a alma não é pequena.");
    const res = await generateFor(id, { voice: "luca", speed: 1.25, codec: "wav" });
    expect(res.statusCode, res.body).toBe(200);
    const audio = res.json<QuoteAudio>();
    expect(audio.tts_settings).toMatchObject({ voice: "luca", speed: 1.25, codec: "wav" });
    const file = await t.app.inject({ method: "GET", url: audio.audio_url });
    expectSpeech(decodeWav(file.rawPayload));
  });

  it("refuses a voice that does not speak the quote's language, naming those that do", async () => {
    const french = await quoteIn("fr", "Je pense, donc je suis.");
    const clara = await generateFor(french, { voice: "clara" });
    const message = "Clara does not speak French. Voices for French: Elena, Luca";
    expect(clara.statusCode).toBe(400);
    expect(clara.json()).toEqual({ error: "bad_request", message, fields: { voice: message } });

    const english = await quoteIn("en", "Whatever you are, be a good one.");
    const elena = await generateFor(english, { voice: "elena" });
    expect(elena.statusCode).toBe(400);
    expect(elena.json()).toMatchObject({
      message: `Elena does not speak English. Voices for English: ${ENGLISH_VOICES}`,
      fields: { voice: `Elena does not speak English. Voices for English: ${ENGLISH_VOICES}` },
    });

    const japanese = await quoteIn("ja", "我思う、ゆえに我あり。");
    for (const body of [{}, { voice: "elena" }]) {
      const res = await generateFor(japanese, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { voice: "No voice speaks Japanese yet" } });
    }
    // Nothing was queued or stored.
    for (const id of [french, english, japanese]) {
      expect((await t.app.inject({ method: "GET", url: `/api/quotes/${id}/audio` })).statusCode).toBe(404);
    }
  });

  it("bulk narration picks the voice per quote and skips the languages no voice speaks", async () => {
    const english = await quoteIn("en", "Simplicity is the ultimate sophistication.");
    const french = await quoteIn("fr", "Le cœur a ses raisons que la raison ne connaît point.");
    const german = await quoteIn("de", "Was mich nicht umbringt, macht mich stärker.");
    const japanese = await quoteIn("ja", "七転び八起き。");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/audio/generate",
      headers: admin.headers,
      payload: { quote_ids: [english, french, japanese, german], voice: "james", codec: "wav" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json<BulkGenerateAccepted>();
    // James speaks the English quote; the others take their language's default voice.
    expect(accepted.jobs.map((j) => [j.quote_id, j.voice])).toEqual([
      [english, "james"],
      [french, "elena"],
      [german, "elena"],
    ]);
    expect(accepted.skipped).toEqual([{ quote_id: japanese, language: "ja", reason: "No voice speaks Japanese yet" }]);

    for (const job of accepted.jobs) {
      const deadline = Date.now() + 60_000;
      let state: AudioJob;
      do {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (
          await t.app.inject({ method: "GET", url: `/api/audio/jobs/${job.job_id}`, headers: admin.headers })
        ).json();
      } while (state.state !== "completed" && state.state !== "failed" && Date.now() < deadline);
      expect(state.state, state.error).toBe("completed");
      expect(state.result).toMatchObject({ tts_voice: job.voice, tts_settings: { voice: job.voice, codec: "wav" } });
      const file = await t.app.inject({ method: "GET", url: state.result!.audio_url });
      expectSpeech(decodeWav(file.rawPayload));
    }
    expect((await t.app.inject({ method: "GET", url: `/api/quotes/${japanese}/audio` })).statusCode).toBe(404);
  }, 90_000);
});
