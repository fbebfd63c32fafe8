import fs from "node:fs";
import { createRequire } from "node:module";
import { createEncoder, type WasmMediaEncoder } from "wasm-media-encoders";
import type { TtsBitrate, TtsCodec } from "#contracts/voices.ts";
import { float32ToInt16 } from "./dsp.ts";

/** 16-bit PCM mono WAV (RIFF, 44-byte header). */
export function encodeWav(pcm: Float32Array, sampleRate: number): Buffer {
  const samples = float32ToInt16(pcm);
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write("WAVE", 8, "ascii");
  out.write("fmt ", 12, "ascii");
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write("data", 36, "ascii");
  out.writeUInt32LE(dataBytes, 40);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(out, 44);
  return out;
}

/** Reads a 16-bit PCM WAV (first channel if there are several). */
export function readWav(file: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("Not a WAV file");
  }
  let at = 12;
  let sampleRate = 0;
  let channels = 1;
  let bits = 16;
  while (at + 8 <= buf.length) {
    const id = buf.toString("ascii", at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === "fmt ") {
      channels = buf.readUInt16LE(at + 10);
      sampleRate = buf.readUInt32LE(at + 12);
      bits = buf.readUInt16LE(at + 22);
    } else if (id === "data") {
      if (bits !== 16) throw new Error(`Unsupported WAV sample size ${bits}`);
      const end = Math.min(buf.length, at + 8 + size);
      const frames = Math.floor((end - at - 8) / (2 * channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = buf.readInt16LE(at + 8 + i * 2 * channels);
      return { samples, sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error("WAV file has no data");
}

/** MPEG-1 layer III sample rates: every bitrate from 64k to 192k is valid at these. */
const MPEG1_RATES = [32000, 44100, 48000];
/** MPEG-2 and 2.5 layer III rates (the engines' own 16 and 22.05 kHz): bitrates up to 160k only. */
const MPEG2_RATES = [8000, 11025, 12000, 16000, 22050, 24000];

/**
 * The rate MP3 is encoded at: the PCM's own when the bitrate is valid there (no resampling, half the
 * encoding work of 32 kHz), else an exact double, else 44.1 kHz.
 */
export function mp3SampleRate(sampleRate: number, kbps = 128): number {
  if (MPEG1_RATES.includes(sampleRate)) return sampleRate;
  if (MPEG2_RATES.includes(sampleRate) && kbps <= 160) return sampleRate;
  if (MPEG1_RATES.includes(sampleRate * 2)) return sampleRate * 2;
  return 44100;
}

type Mp3Config = Parameters<WasmMediaEncoder<"audio/mpeg">["configure"]>[0];

/** LAME, compiled to WebAssembly once per process; one encoder, configured afresh for each file. */
let lame: Promise<WasmMediaEncoder<"audio/mpeg">> | undefined;
function mp3Encoder(): Promise<WasmMediaEncoder<"audio/mpeg">> {
  lame ??= (async () => {
    const wasm = fs.readFileSync(createRequire(import.meta.url).resolve("wasm-media-encoders/wasm/mp3"));
    return createEncoder("audio/mpeg", await WebAssembly.compile(wasm));
  })();
  return lame;
}

/** Samples handed to the encoder per call: its input buffer (in WebAssembly memory) stays small. */
const ENCODE_BLOCK = 1152 * 64;

/**
 * Constant-bitrate mono MP3 by LAME (LGPL-2.0, unmodified, as WebAssembly: `wasm-media-encoders`), ~5× faster
 * than the same encoder ported to JavaScript. It resamples to `mp3SampleRate` itself. It writes no Xing/LAME
 * header, so players take the length from the bitrate (exact here: constant bitrate).
 */
export async function encodeMp3(pcm: Float32Array, sampleRate: number, kbps: number): Promise<Buffer> {
  const encoder = await mp3Encoder();
  // The library types its bitrates and rates as literals; an invalid one throws.
  encoder.configure({
    channels: 1,
    sampleRate,
    bitrate: kbps,
    outputSampleRate: mp3SampleRate(sampleRate, kbps),
  } as Mp3Config);
  const parts: Buffer[] = [];
  // The encoder answers views of its own memory: copy each before the next call.
  for (let i = 0; i < pcm.length; i += ENCODE_BLOCK)
    parts.push(Buffer.from(encoder.encode([pcm.subarray(i, i + ENCODE_BLOCK)])));
  parts.push(Buffer.from(encoder.finalize()));
  return Buffer.concat(parts);
}

const MP3_KBPS = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], // MPEG-1 Layer III
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160], // MPEG-2 and 2.5 Layer III
];
const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/**
 * The length of an MP3 as a player decodes it: its frames × samples per frame. It exceeds the PCM's by the
 * encoder's delay and last-frame padding (up to ~0.1 s at 22 kHz), which a file without a LAME header keeps.
 */
export function mp3Duration(file: Uint8Array): number {
  let seconds = 0;
  for (let at = 0; at + 4 <= file.length;) {
    const version = (file[at + 1]! >> 3) & 3;
    const rate = MP3_RATES[version]?.[(file[at + 2]! >> 2) & 3];
    const kbps = MP3_KBPS[version === 3 ? 0 : 1]![file[at + 2]! >> 4];
    const isLayer3 = ((file[at + 1]! >> 1) & 3) === 1;
    if (file[at] !== 0xff || (file[at + 1]! & 0xe0) !== 0xe0 || !rate || !kbps || !isLayer3) {
      at += 1; // not a frame header: an ID3 tag or stray bytes
      continue;
    }
    const perFrame = version === 3 ? 1152 : 576;
    const padding = (file[at + 2]! >> 1) & 1;
    at += Math.floor(((perFrame / 8) * kbps * 1000) / rate) + padding;
    seconds += perFrame / rate;
  }
  return seconds;
}

/** Encodes mono PCM as the requested codec; `bitrate` applies to MP3 only. */
export async function encodeAudio(
  pcm: Float32Array,
  sampleRate: number,
  codec: TtsCodec,
  bitrate: TtsBitrate = "128k",
): Promise<Buffer> {
  return codec === "wav" ? encodeWav(pcm, sampleRate) : encodeMp3(pcm, sampleRate, Number.parseInt(bitrate, 10));
}

export const AUDIO_CONTENT_TYPES: Record<TtsCodec, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
};
