import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "#contracts/languages.ts";
import {
  DEFAULT_VOICE_ID,
  MULTILINGUAL_LANGUAGES,
  MULTILINGUAL_VOICE_IDS,
  VOICE_IDS,
  VoiceListSchema,
} from "#contracts/voices.ts";
import { decodeMp3 } from "#server/modules/audio/pcm.ts";
import { openApiDocument, operationsOf } from "#tests/helpers/openapi.ts";
import { loudness, SPEECH_MIN_RMS, SPEECH_MIN_VOICED } from "#tests/helpers/loudness.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const ENGLISH_VOICE_COUNT = 10;

// The voice routes never touch the database: one kind is enough.
describe("voices", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/voices${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return VoiceListSchema.parse(res.json());
  };

  it("lists the ten English voices, premium first, the default first of all, then the voices for other languages", async () => {
    const voices = await list();
    expect(voices.map((v) => v.id)).toEqual([...VOICE_IDS]);
    expect(voices[0]!.id).toBe(DEFAULT_VOICE_ID);
    expect(voices.map((v) => `${v.tier}:${v.gender}`)).toEqual([
      "premium:female",
      "premium:male",
      "premium:female",
      "premium:male",
      "premium:female",
      "standard:male",
      "standard:female",
      "standard:male",
      "standard:male",
      "standard:female",
      "standard:female",
      "standard:male",
    ]);
    for (const v of voices) {
      expect(v.name).toMatch(/^[A-Z][a-z]+$/);
      expect(v.description.length).toBeGreaterThan(20);
    }
    const english = voices.slice(0, ENGLISH_VOICE_COUNT);
    for (const v of english) expect(v).toMatchObject({ engine: "flite", languages: ["en"] });
    for (const v of voices.slice(ENGLISH_VOICE_COUNT)) {
      expect(v.engine).toBe("espeak-ng");
      expect(v.languages).toEqual([...MULTILINGUAL_LANGUAGES]);
    }
    expect(new Set(voices.map((v) => v.name)).size).toBe(VOICE_IDS.length);
  });

  it("lists only the voices that speak a language, a regional tag by its language", async () => {
    expect((await list("?language=fr")).map((v) => v.id)).toEqual([...MULTILINGUAL_VOICE_IDS]);
    expect((await list("?language=pt-BR")).map((v) => v.id)).toEqual([...MULTILINGUAL_VOICE_IDS]);
    expect((await list("?language=EN-gb")).map((v) => v.id)).toEqual(VOICE_IDS.slice(0, ENGLISH_VOICE_COUNT));
    expect(await list("?language=ja")).toEqual([]);
    expect(await list("?language=")).toHaveLength(VOICE_IDS.length);
  });

  it("refuses a language that is not a BCP 47 tag with 400 and the field's message", async () => {
    for (const bad of ["french!", "x", "fr_FR", "a".repeat(60)]) {
      const res = await t.app.inject({ method: "GET", url: `/api/voices?language=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        error: "validation_error",
        message: LANGUAGE_MESSAGES.invalid,
        fields: { language: LANGUAGE_MESSAGES.invalid },
      });
    }
  });

  it("documents the language filter in the OpenAPI document", async () => {
    const operation = operationsOf(await openApiDocument(t.app)).find(
      (o) => o.method === "GET" && o.path === "/api/voices",
    );
    const parameter = operation?.parameters.find((p) => p.name === "language");
    expect(parameter).toMatchObject({ in: "query" });
    expect(parameter?.required).toBeFalsy();
  });

  it("answers 404 with the error envelope for an unknown voice's sample", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/voices/robot/sample" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "not_found", message: "Voice not found" });
  });

  it("makes a voice's MP3 sample once, keeps it on disk and answers 304 to its ETag", async () => {
    const first = await t.app.inject({ method: "GET", url: `/api/voices/${DEFAULT_VOICE_ID}/sample` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(first.headers["cache-control"]).toMatch(/max-age=\d{6,}/);
    const body = first.rawPayload;
    expect(Number(first.headers["content-length"])).toBe(body.length);
    // An MPEG audio frame starts with 11 set sync bits; a sentence at 96 kbit/s is tens of kilobytes.
    expect(body[0]).toBe(0xff);
    expect(body[1]! & 0xe0).toBe(0xe0);
    expect(body.length).toBeGreaterThan(20_000);

    const files = fs.readdirSync(path.join(t.config.DATA_DIR, "voice-samples"));
    expect(files.filter((f) => f.startsWith(`${DEFAULT_VOICE_ID}-`) && f.endsWith(".mp3"))).toHaveLength(1);

    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: "GET", url: `/api/voices/${DEFAULT_VOICE_ID}/sample` });
    expect(again.rawPayload.equals(body)).toBe(true);
    const cached = await t.app.inject({
      method: "GET",
      url: `/api/voices/${DEFAULT_VOICE_ID}/sample`,
      headers: { "if-none-match": etag },
    });
    expect(cached.statusCode).toBe(304);
  }, 90_000); // the first synthesis starts a speech worker process

  it.each(MULTILINGUAL_VOICE_IDS)(
    "a voice for other languages speaks its sample in French (%s)",
    async (id) => {
      const res = await t.app.inject({ method: "GET", url: `/api/voices/${id}/sample` });
      expect(res.statusCode, res.body).toBe(200);
      const decoded = await decodeMp3(res.rawPayload);
      expect(decoded.pcm.length / decoded.sampleRate).toBeGreaterThan(2);
      const { rms, voiced } = loudness(decoded.pcm, decoded.sampleRate);
      expect(rms).toBeGreaterThan(SPEECH_MIN_RMS);
      expect(voiced).toBeGreaterThan(SPEECH_MIN_VOICED);
    },
    90_000,
  );
});
