import { describe, expect, it } from "vitest";
import { sniffAudio } from "./audio-sniff.ts";
import { webmDuration } from "./webm-duration.ts";
import { ebmlElement as element, ebmlUint as uint, recordedWebm } from "#tests/helpers/audio-fixtures.ts";

describe("webm duration", () => {
  it("reads a recording's length from its last block when no Duration is written", () => {
    const file = recordedWebm(61);
    expect(sniffAudio(file)).toBe("webm");
    expect(webmDuration(file)).toBeCloseTo(60, 1);
    expect(webmDuration(recordedWebm(12))).toBeCloseTo(12, 1);
  });

  it("prefers a declared Duration and refuses what is not WebM", () => {
    const info = element(
      [0x15, 0x49, 0xa9, 0x66],
      [
        ...element([0x2a, 0xd7, 0xb1], uint(1_000_000, 3)),
        ...element([0x44, 0x89], [...new Uint8Array(new Float64Array([4500]).buffer).reverse()]),
      ],
    );
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...Buffer.from("webm")]));
    const file = new Uint8Array([...header, ...element([0x18, 0x53, 0x80, 0x67], info)]);
    expect(webmDuration(file)).toBeCloseTo(4.5, 3);
    expect(webmDuration(new TextEncoder().encode("not a webm file at all"))).toBeUndefined();
  });
});
