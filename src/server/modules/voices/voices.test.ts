import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_VOICE_ID, VOICE_IDS, VoiceListSchema } from "#contracts/voices.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// The voice routes never touch the database: one kind is enough.
describe("voices", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("lists the ten voices, premium first, the default first of all", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/voices" });
    expect(res.statusCode).toBe(200);
    const voices = VoiceListSchema.parse(res.json());
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
    ]);
    for (const v of voices) {
      expect(v.name).toMatch(/^[A-Z][a-z]+$/);
      expect(v.description.length).toBeGreaterThan(20);
      expect(v.engine).toBe("flite");
    }
    expect(new Set(voices.map((v) => v.name)).size).toBe(10);
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
});
