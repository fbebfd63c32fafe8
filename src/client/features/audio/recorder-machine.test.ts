import { describe, expect, it } from "vitest";
import { encodeWav, isPermissionError, pickRecordingFormat } from "./recorder-machine.ts";

describe("recorder helpers", () => {
  it("records into the first container the browser supports", () => {
    expect(pickRecordingFormat(() => true)).toEqual({ mimeType: "audio/webm;codecs=opus", extension: "webm" });
    expect(pickRecordingFormat((type) => type === "audio/mp4")).toEqual({ mimeType: "audio/mp4", extension: "m4a" });
    expect(pickRecordingFormat(() => false)).toBeNull();
  });

  it("tells a refused microphone from other failures", () => {
    expect(isPermissionError(new DOMException("no", "NotAllowedError"))).toBe(true);
    expect(isPermissionError({ name: "SecurityError" })).toBe(true);
    expect(isPermissionError(new DOMException("none", "NotFoundError"))).toBe(false);
    expect(isPermissionError(undefined)).toBe(false);
  });

  it("encodes 16-bit mono WAV with a correct header", () => {
    const bytes = encodeWav(Float32Array.from([0, 1, -1, 0.5, 2]), 24_000);
    const view = new DataView(bytes);
    const text = (offset: number, length: number) => String.fromCharCode(...new Uint8Array(bytes, offset, length));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 4)).toBe("WAVE");
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(40, true)).toBe(10);
    expect(bytes.byteLength).toBe(54);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16384, 32767]);
  });
});
