import { describe, expect, it } from "vitest";
import { sniffAudio } from "./audio-sniff.ts";
import { webmDuration } from "./webm-duration.ts";
import { ebmlElement as element, ebmlUint as uint, recordedWebm } from "#tests/helpers/audio-fixtures.ts";

const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...Buffer.from("webm")]));
const float64 = (n: number) => [...new Uint8Array(new Float64Array([n]).buffer).reverse()];
const segment = (body: number[]) => new Uint8Array([...header, ...element([0x18, 0x53, 0x80, 0x67], body, true)]);
const info = (scale: number, duration?: number) =>
  element(
    [0x15, 0x49, 0xa9, 0x66],
    [
      ...element([0x2a, 0xd7, 0xb1], uint(scale, 3)),
      ...(duration === undefined ? [] : element([0x44, 0x89], float64(duration))),
    ],
  );
const cluster = (timecode: number, relative = 0) =>
  element(
    [0x1f, 0x43, 0xb6, 0x75],
    [...element([0xe7], uint(timecode, 4)), ...element([0xa3], [0x81, ...uint(relative, 2), 0x80, 1, 2])],
    true,
  );

describe("webm duration", () => {
  it("reads a recording's length from its last block when no Duration is written", () => {
    const file = recordedWebm(61);
    expect(sniffAudio(file)).toBe("webm");
    expect(webmDuration(file)).toBeCloseTo(60, 1);
    expect(webmDuration(recordedWebm(12))).toBeCloseTo(12, 1);
  });

  it("takes the later of a declared Duration and the last block: a Duration that lies is outrun", () => {
    expect(webmDuration(recordedWebm(300, { declaredSeconds: 10 }))).toBeCloseTo(300, 1);
    expect(webmDuration(recordedWebm(8, { declaredSeconds: 8.5 }))).toBeCloseTo(8.5, 3);
    expect(webmDuration(segment(info(1_000_000, 4500)))).toBeCloseTo(4.5, 3);
  });

  it("finds clusters after damaged bytes, as a demuxer resyncing would", () => {
    const garbage = [0x00, 0x00, 0x00, 0x00, 0x42, 0x00];
    const file = segment([...info(1_000_000, 10_000), ...cluster(0), ...garbage, ...cluster(240_000)]);
    expect(webmDuration(file)).toBeCloseTo(240, 3);
  });

  it("uses the largest TimecodeScale declared, so that a second one cannot shrink the blocks", () => {
    const file = segment([...info(1_000_000), ...cluster(120_000), ...info(1_000)]);
    expect(webmDuration(file)).toBeCloseTo(120, 3);
  });

  it("refuses what is not WebM", () => {
    expect(webmDuration(new TextEncoder().encode("not a webm file at all"))).toBeUndefined();
  });
});
