import { describe, expect, it } from "vitest";
import { tone, wavFile } from "#tests/helpers/fake-speech.ts";
import { decodeWav } from "./pcm.ts";
import { wavDuration } from "./wav-duration.ts";

describe("wav duration", () => {
  it("is the length decodeWav gives, read from the header alone", () => {
    const file = wavFile(tone(2.5, 22050));
    const decoded = decodeWav(file);
    expect(wavDuration(file)).toBe(decoded.pcm.length / decoded.sampleRate);
    expect(wavDuration(file)).toBeCloseTo(2.5, 6);
  });

  it("reads a long file as long: 8-bit mono at 8 kHz in 5 MB is over ten minutes", () => {
    const frames = 5_000_000;
    const file = Buffer.alloc(44 + frames, 0x80);
    file.write("RIFF", 0, "ascii");
    file.writeUInt32LE(36 + frames, 4);
    file.write("WAVEfmt ", 8, "ascii");
    file.writeUInt32LE(16, 16);
    file.writeUInt16LE(1, 20);
    file.writeUInt16LE(1, 22);
    file.writeUInt32LE(8000, 24);
    file.writeUInt32LE(8000, 28);
    file.writeUInt16LE(1, 32);
    file.writeUInt16LE(8, 34);
    file.write("data", 36, "ascii");
    file.writeUInt32LE(frames, 40);
    expect(wavDuration(file)).toBe(625);
  });

  it("counts the bytes there are, not those the data chunk declares", () => {
    const file = wavFile(tone(1, 16000));
    file.writeUInt32LE(0xffffffff, 40);
    expect(wavDuration(file)).toBeCloseTo(1, 6);
  });

  it("is undefined for what is not a WAV, or has no format before its data", () => {
    expect(wavDuration(Buffer.from("RIFF....WAVEdata\x04\x00\x00\x00abcd"))).toBeUndefined();
    expect(wavDuration(Buffer.from("not a wave file at all"))).toBeUndefined();
  });
});
