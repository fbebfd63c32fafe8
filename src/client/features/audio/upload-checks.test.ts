import { describe, expect, it } from "vitest";
import { checkAudioDuration, checkAudioFile, UPLOAD_MESSAGES } from "./upload-checks.ts";

describe("audio upload pre-checks (docs/product/messages-and-limits.md)", () => {
  it("accepts the five formats, whatever MIME type the browser guesses", () => {
    expect(checkAudioFile({ name: "a.mp3", size: 1000, type: "audio/mpeg" })).toBeNull();
    expect(checkAudioFile({ name: "B.WAV", size: 1000, type: "audio/wav" })).toBeNull();
    expect(checkAudioFile({ name: "c.m4a", size: 1000, type: "audio/x-m4a" })).toBeNull();
    expect(checkAudioFile({ name: "d.webm", size: 1000, type: "video/webm" })).toBeNull();
    expect(checkAudioFile({ name: "e.ogg", size: 1000, type: "" })).toBeNull();
  });

  it("refuses other formats with the catalogue's message", () => {
    expect(UPLOAD_MESSAGES.badFormat).toBe("Invalid file format. Accepted formats: .mp3, .wav, .m4a, .webm, .ogg");
    expect(checkAudioFile({ name: "notes.txt", size: 10, type: "text/plain" })).toBe(UPLOAD_MESSAGES.badFormat);
    expect(checkAudioFile({ name: "song.flac", size: 10, type: "audio/flac" })).toBe(UPLOAD_MESSAGES.badFormat);
    expect(checkAudioFile({ name: "fake.mp3", size: 10, type: "text/plain" })).toBe(UPLOAD_MESSAGES.badFormat);
  });

  it("refuses files over 5 MB before looking at the format", () => {
    expect(checkAudioFile({ name: "a.mp3", size: 5 * 1024 * 1024, type: "audio/mpeg" })).toBeNull();
    expect(checkAudioFile({ name: "a.mp3", size: 5 * 1024 * 1024 + 1, type: "audio/mpeg" })).toBe(
      "File size must be less than 5MB",
    );
    expect(checkAudioFile({ name: "a.txt", size: 6 * 1024 * 1024, type: "text/plain" })).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it("refuses audio longer than 60 seconds and leaves unknown lengths to the server", () => {
    expect(checkAudioDuration(60)).toBeNull();
    expect(checkAudioDuration(61)).toBe(UPLOAD_MESSAGES.tooLong);
    expect(checkAudioDuration(Number.POSITIVE_INFINITY)).toBeNull();
    expect(checkAudioDuration(Number.NaN)).toBeNull();
  });
});
