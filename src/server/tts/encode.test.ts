import { describe, expect, it } from "vitest";
import { decodeMp3 } from "#server/modules/audio/pcm.ts";
import { encodeMp3, mp3Duration } from "./encode.ts";

const tone = (seconds: number, rate: number) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));

describe("mp3Duration", () => {
  it.each([
    [22050, "64k"],
    [22050, "128k"],
    [16000, "96k"],
    [44100, "192k"],
    [48000, "128k"],
  ] as const)("is the decoded length of an MP3 at %i Hz, %s", async (rate, bitrate) => {
    for (const seconds of [0.4, 1.37, 3]) {
      const file = await encodeMp3(tone(seconds, rate), rate, Number.parseInt(bitrate, 10));
      const decoded = await decodeMp3(file);
      expect(mp3Duration(file)).toBeCloseTo(decoded.pcm.length / decoded.sampleRate, 3);
      expect(mp3Duration(file)).toBeGreaterThanOrEqual(seconds);
    }
  });

  it("skips what is not a frame (a tag before the audio) and counts nothing in garbage", async () => {
    const file = await encodeMp3(tone(1, 22050), 22050, 64);
    const tagged = Buffer.concat([Buffer.from("ID3\x03\x00\x00\x00\x00\x00\x0aabcdefghij"), file]);
    expect(mp3Duration(tagged)).toBeCloseTo(mp3Duration(file), 6);
    expect(mp3Duration(Buffer.from("not an mp3 at all"))).toBe(0);
  });
});
