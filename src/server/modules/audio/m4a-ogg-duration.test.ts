import { describe, expect, it } from "vitest";
import { parseBuffer } from "music-metadata";
import { audioFixture, m4aWithLyingHeaders, oggWithLyingLastPage, opusOgg } from "#tests/helpers/audio-fixtures.ts";
import { m4aDuration } from "./m4a-duration.ts";
import { oggDuration } from "./ogg-duration.ts";

const metadataSays = async (bytes: Buffer, mimeType: string) =>
  (await parseBuffer(bytes, { mimeType, size: bytes.length }, { duration: true })).format.duration;

describe("m4aDuration", () => {
  it("reads honest files as long as their headers say (priming included)", async () => {
    for (const [name, seconds] of [
      ["tone-2s.m4a", 2],
      ["tone-61s.m4a", 61],
    ] as const) {
      const file = audioFixture(name);
      expect(m4aDuration(file)).toBeCloseTo((await metadataSays(file, "audio/mp4"))!, 3);
      expect(Math.abs(m4aDuration(file)! - seconds)).toBeLessThan(0.15);
    }
  });

  it("is not fooled by movie and track headers that say 10 seconds", async () => {
    const lying = m4aWithLyingHeaders(10);
    // What a reader that trusts the headers sees:
    expect(await metadataSays(lying, "audio/mp4")).toBeCloseTo(10, 0);
    expect(m4aDuration(lying)).toBeGreaterThan(61);
  });

  it("gives nothing for bytes that hold no movie, and survives truncation", () => {
    expect(m4aDuration(Buffer.from("not an mp4 at all"))).toBeUndefined();
    const whole = audioFixture("tone-61s.m4a");
    for (const length of [8, 100, 1000, whole.length >> 1]) {
      expect(() => m4aDuration(whole.subarray(0, length))).not.toThrow();
    }
  });
});

describe("oggDuration", () => {
  it("reads Opus and Vorbis files by their granule positions", () => {
    expect(oggDuration(audioFixture("tone-1_5s.ogg"))).toBeCloseTo(1.5, 1);
    expect(oggDuration(audioFixture("tone-61s.ogg"))).toBeCloseTo(61, 1);
  });

  it("reads Opus by its packets, which no granule position can shorten", () => {
    expect(oggDuration(opusOgg(61))).toBeCloseTo(61, 1);
    expect(oggDuration(opusOgg(61, 1))).toBeCloseTo(61, 1);
    expect(oggDuration(opusOgg(5, 30))).toBeCloseTo(30, 3);
  });

  it("takes the latest position of any page, not the last page's word", async () => {
    const lying = oggWithLyingLastPage(1);
    expect(await metadataSays(lying, "audio/ogg")).toBeLessThan(2);
    // Vorbis packets do not say their length without the codebooks, so the page before the last one decides.
    expect(oggDuration(lying)).toBeGreaterThan(55);
  });

  it("gives nothing for bytes without an identification header, and survives truncation", () => {
    expect(oggDuration(Buffer.from("OggS but nothing else"))).toBeUndefined();
    const whole = audioFixture("tone-61s.ogg");
    for (const length of [4, 30, 200, whole.length >> 1]) {
      expect(() => oggDuration(whole.subarray(0, length))).not.toThrow();
    }
  });
});
