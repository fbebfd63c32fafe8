import { describe, expect, it } from "vitest";
import { silentMp3 } from "#tests/helpers/audio-fixtures.ts";
import { mp3File, tone } from "#tests/helpers/fake-speech.ts";
import { decodeMp3Capped } from "./capped-mp3-decoder.ts";
import { decodeMp3 } from "./pcm.ts";

describe("capped mp3 decoding", () => {
  it("decodes a file under the cap on its thread, as the plain decoder does", async () => {
    const file = await mp3File(tone(3, 22050), 64);
    const capped = await decodeMp3Capped(file, 60);
    const plain = await decodeMp3(file);
    if (!("pcm" in capped)) throw new Error("expected audio");
    expect(capped.pcm.sampleRate).toBe(plain.sampleRate);
    expect(capped.pcm.pcm).toEqual(plain.pcm);
  });

  it("stops soon after the cap on a 20-minute file instead of decoding it all", async () => {
    const result = await decodeMp3Capped(silentMp3(20 * 60), 60);
    expect(result).toMatchObject({ tooLong: true });
    // Decoded a slice past the cap at most: far from the 20 minutes the file holds.
    expect((result as { seconds: number }).seconds).toBeGreaterThan(60);
    expect((result as { seconds: number }).seconds).toBeLessThan(70);
  });

  it("serves several callers at once, and fails on what is not MP3", async () => {
    const files = await Promise.all([1, 2, 3].map((s) => mp3File(tone(s, 16000), 32)));
    const results = await Promise.all(files.map((file) => decodeMp3Capped(file, 60)));
    results.forEach((result, i) => {
      if (!("pcm" in result)) throw new Error("expected audio");
      expect(result.pcm.pcm.length / result.pcm.sampleRate).toBeCloseTo(i + 1, 0);
    });
    await expect(decodeMp3Capped(Buffer.from("not an mp3 at all, only words"), 60)).rejects.toThrow();
  });
});
