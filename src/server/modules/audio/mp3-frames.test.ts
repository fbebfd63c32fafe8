import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import { SILENT_FRAME_SECONDS, silentMp3 } from "#tests/helpers/audio-fixtures.ts";
import { mp3File, tone } from "#tests/helpers/fake-speech.ts";
import { mpegFrameAt, mpegStreamLength } from "./mp3-frames.ts";
import { decodeMp3 } from "./pcm.ts";

const libraryDuration = async (file: Buffer) =>
  (await parseBuffer(file, { mimeType: "audio/mpeg", size: file.length }, { duration: true })).format.duration;

describe("mp3 frame walk", () => {
  it.each([
    [8000, 32],
    [16000, 64],
    [22050, 128],
    [44100, 128],
    [48000, 320],
  ])("gives an encoded file's decoded length (%i Hz, %i kbit/s)", async (rate, kbps) => {
    const file = await mp3File(tone(2.3, rate), kbps);
    const decoded = await decodeMp3(file);
    expect(mpegStreamLength(file)!.seconds).toBeCloseTo(decoded.pcm.length / decoded.sampleRate, 3);
  });

  it("counts every frame of a 20-minute file, whatever its Xing header declares", async () => {
    const file = silentMp3(20 * 60, { xingFrames: 50 });
    expect(file.length).toBeLessThan(5 * 1024 * 1024);
    const walked = mpegStreamLength(file)!;
    expect(walked.frames).toBe(Math.ceil((20 * 60) / SILENT_FRAME_SECONDS));
    expect(walked.seconds).toBeCloseTo(20 * 60, 1);
    // The lie that fools a metadata reader: it believes the header.
    expect(await libraryDuration(file)).toBeCloseTo(50 * SILENT_FRAME_SECONDS, 3);
  });

  it("is not fooled by a few large frames before many small ones (a CBR estimate is)", async () => {
    const big = Buffer.alloc(1440); // 320 kbit/s at 32 kHz
    big.set([0xff, 0xfb, 0xe8, 0xc4]);
    const file = Buffer.concat([big, big, big, big, silentMp3(10 * 60)]);
    expect(mpegStreamLength(file)!.seconds).toBeCloseTo(10 * 60 + 4 * SILENT_FRAME_SECONDS, 1);
    expect(await libraryDuration(file)).toBeLessThan(2 * 60);
  });

  it("skips a leading ID3v2 tag by its size, and steps through junk without losing frames", () => {
    const audio = silentMp3(2);
    const expected = mpegStreamLength(audio)!.seconds;
    // A tag whose body looks like frame headers must not count.
    const body = Buffer.alloc(2000, 0);
    for (let at = 0; at + 4 < body.length; at += 144) body.set([0xff, 0xfb, 0x18, 0xc4], at);
    const size = [21, 14, 7, 0].map((shift) => (body.length >> shift) & 0x7f);
    const tagged = Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, ...size]), body, audio]);
    expect(mpegStreamLength(tagged)!.seconds).toBeCloseTo(expected, 6);
    // Junk between every frame hides nothing.
    const frames = Array.from({ length: audio.length / 144 }, (_, i) => audio.subarray(i * 144, (i + 1) * 144));
    const junky = Buffer.concat(frames.flatMap((frame) => [frame, Buffer.from("junk!")]));
    expect(mpegStreamLength(junky)!.seconds).toBeCloseTo(expected, 6);
    // A tag-like header after the first frame hides nothing either.
    const hiding = Buffer.concat([
      frames[0]!,
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f]),
      ...frames.slice(1),
    ]);
    expect(mpegStreamLength(hiding)!.seconds).toBeCloseTo(expected, 6);
  });

  it("reads layers I, II and III headers, and refuses what is not a frame", () => {
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfd, 0x80, 0x00]), 0)).toEqual({
      length: 417, // MPEG-1 layer II, 128 kbit/s, 44.1 kHz
      samples: 1152,
      sampleRate: 44100,
    });
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xff, 0x40, 0x00]), 0)).toEqual({
      length: 136, // MPEG-1 layer I, 128 kbit/s, 44.1 kHz: 4-byte slots
      samples: 384,
      sampleRate: 44100,
    });
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xe3, 0x18, 0xc4]), 0)).toEqual({
      length: 72, // MPEG-2.5 layer III, 8 kbit/s, 8 kHz
      samples: 576,
      sampleRate: 8000,
    });
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfb, 0x08, 0xc4]), 0)).toBeUndefined(); // free format
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfb, 0xf8, 0xc4]), 0)).toBeUndefined(); // bad bitrate
    expect(mpegFrameAt(Uint8Array.from([0xff, 0xfb, 0x1c, 0xc4]), 0)).toBeUndefined(); // bad rate
    expect(mpegStreamLength(Buffer.from("not an mp3 at all"))).toBeUndefined();
  });
});
