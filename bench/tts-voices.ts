/**
 * Narration voices: speed (real-time factor) and intelligibility (word error rate) per voice.
 *
 *   npm run bench:tts [-- --quotes 50] [--voices clara,james] [--set heldout|tune|tool] [--no-wer] [--voice-wer PATH]
 *
 * Speed: every English voice speaks `--quotes` seed quotes (evenly spread over the demo set) one at a time in a
 * warm speech worker; every voice for other languages (eSpeak NG) speaks the French and German quotes of
 * bench/voice-sets/other-languages.json in each language. RTF = synthesis time / audio duration. Synthesis time is the CPU time the worker process spent
 * (user + system), so a busy shared machine does not inflate it; the wall time is printed too. MP3 encoding (128k,
 * also in the worker) is timed separately; `×RT+mp3`, synthesis and encoding together, is what a narration job
 * costs (budget: ≥ 20× faster than real time for every voice).
 *
 * Intelligibility (English voices): 20 quotes of 60–160 characters are spoken by every English voice (speed 1,
 * pitch 1) and written as WAV + text pairs, then `voice-wer --wav-dir` transcribes them with PocketSphinx and prints WER per voice
 * (budget: premium ≤ 0.18, every voice ≤ 0.30). `--set` picks the quotes: `heldout` (default) and `tune` are
 * bench/voice-sets/ (fixed before tuning; tune on one, report the other), `tool` the 20 that voice-wer speaks by
 * default. It needs `apt-get install -y pocketsphinx pocketsphinx-en-us sox`; without it the table says so. The
 * voices for other languages have no WER: there is no offline recogniser for those languages here.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadDemoQuotes } from "#server/db/demo-quotes.ts";
import { encodeWav } from "#server/tts/encode.ts";
import { SpeechService } from "#server/tts/speech-service.ts";
import { VOICES } from "#server/tts/voices.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    quotes: { type: "string", default: "50" },
    voices: { type: "string" },
    set: { type: "string", default: "heldout" },
    "no-wer": { type: "boolean", default: false },
    "voice-wer": { type: "string", default: path.resolve(root, "../shared/tools/voice-wer/voice-wer") },
  },
});

const chosen = args.voices ? VOICES.filter((v) => args.voices!.split(",").includes(v.id)) : VOICES;
const voices = chosen.filter((v) => v.engine === "flite");
const otherVoices = chosen.filter((v) => v.engine === "espeak-ng");
const otherQuotes = JSON.parse(
  fs.readFileSync(path.resolve(root, "bench/voice-sets/other-languages.json"), "utf8"),
) as { language: string; text: string }[];
const speech = new SpeechService({ size: 1, niceness: 0 });

function evenlySpread<T>(items: T[], n: number): T[] {
  const step = Math.max(1, Math.floor(items.length / Math.max(1, n)));
  return items.filter((_, i) => i % step === 0).slice(0, n);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padStart = (s: string | number, n: number) => String(s).padStart(n);

// --- Speed ---------------------------------------------------------------------------------------------
const seedTexts = evenlySpread(
  loadDemoQuotes().filter((q) => q.text.length <= 400),
  Number(args.quotes),
).map((q) => q.text);
console.log(
  `Speed: ${seedTexts.length} English seed quotes per English voice, one at a time, warm worker (${os.cpus()[0]?.model ?? "cpu"})`,
);
console.log(
  `${pad("voice", 9)} ${pad("tier", 9)} ${pad("engine", 10)} ${padStart("audio s", 8)} ${padStart("synth s", 8)} ${padStart("RTF", 7)} ${padStart("×RT", 6)} ${padStart("mp3 s", 7)} ${padStart("×RT+mp3", 8)} ${padStart("wall s", 7)}`,
);
const speedRows: { id: string; rtf: number }[] = [];

/**
 * Speaks `texts` one at a time, each then encoded to MP3 128k, and prints a row of the speed table. A first pass,
 * not measured, warms the engine: eSpeak NG is JavaScript (wasm2js) that V8 optimises over its first runs.
 */
async function measure(label: string, voice: (typeof VOICES)[number], texts: string[], language: string) {
  for (const text of texts) await speech.synthesize(text, { voice: voice.id }, language);
  let audio = 0;
  let wall = 0;
  let synth = 0;
  let encode = 0;
  for (const text of texts) {
    const t0 = performance.now();
    const result = await speech.synthesize(text, { voice: voice.id }, language);
    wall += (performance.now() - t0) / 1000;
    const encoded = await speech.encodeTimed(result.pcm, result.sampleRate, "mp3", "128k");
    audio += result.duration;
    synth += result.cpuSeconds ?? 0;
    encode += encoded.cpuSeconds;
  }
  speedRows.push({ id: label, rtf: (synth + encode) / audio });
  console.log(
    `${pad(label, 9)} ${pad(voice.tier, 9)} ${pad(voice.engine, 10)} ${padStart(audio.toFixed(1), 8)} ${padStart(synth.toFixed(2), 8)} ${padStart((synth / audio).toFixed(3), 7)} ${padStart((audio / synth).toFixed(0), 6)} ${padStart(encode.toFixed(2), 7)} ${padStart((audio / (synth + encode)).toFixed(0), 8)} ${padStart(wall.toFixed(1), 7)}`,
  );
}

for (const voice of voices) await measure(voice.id, voice, seedTexts, "en");
if (otherVoices.length > 0) {
  // What the first narration in a fresh worker costs before V8 has optimised eSpeak NG.
  const fresh = new SpeechService({ size: 1, niceness: 0 });
  const first = otherQuotes[0]!;
  const cold = await fresh.synthesize(first.text, { voice: otherVoices[0]!.id }, first.language);
  await fresh.close();
  console.log(
    `eSpeak NG cold, first synthesis in a fresh worker: ${cold.cpuSeconds?.toFixed(2)} s CPU for ${cold.duration.toFixed(1)} s of speech`,
  );
  const languages = [...new Set(otherQuotes.map((q) => q.language))];
  console.log(
    `Voices for other languages: ${languages.map((l) => `${otherQuotes.filter((q) => q.language === l).length} ${l}`).join(", ")} quotes from bench/voice-sets/other-languages.json`,
  );
  for (const voice of otherVoices) {
    for (const language of languages) {
      const texts = otherQuotes.filter((q) => q.language === language).map((q) => q.text);
      await measure(`${voice.id} ${language}`, voice, texts, language);
    }
  }
}
const slowest = speedRows.reduce((a, b) => (b.rtf > a.rtf ? b : a));
console.log(
  `slowest end to end (synthesis + MP3): ${slowest.id}, ${(1 / slowest.rtf).toFixed(0)}× real time (budget ≥ 20×)\n`,
);

// --- Intelligibility ------------------------------------------------------------------------------------
const voiceWer = args["voice-wer"];
const hasRecogniser = spawnSync("sh", ["-c", "command -v pocketsphinx_continuous && command -v sox"]).status === 0;
if (otherVoices.length > 0) {
  console.log(
    `WER of ${otherVoices.map((v) => v.name).join(" and ")}: not measured — there is no offline recogniser for their languages here (voice-wer's PocketSphinx model is English only)`,
  );
}
if (voices.length === 0) {
  console.log("WER: no English voice chosen");
} else if (args["no-wer"]) {
  console.log("WER: skipped (--no-wer)");
} else if (!fs.existsSync(voiceWer)) {
  console.log(`WER: not measured — voice-wer not found at ${voiceWer} (pass --voice-wer PATH)`);
} else if (!hasRecogniser) {
  console.log(
    "WER: not measured — PocketSphinx or sox is not installed (apt-get install -y pocketsphinx pocketsphinx-en-us sox)",
  );
} else {
  const texts = werTexts(args.set);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-voice-wer-"));
  for (const voice of voices) {
    for (const [i, text] of texts.entries()) {
      const result = await speech.synthesize(text, { voice: voice.id });
      const base = path.join(dir, `${voice.id}__${String(i).padStart(2, "0")}`);
      fs.writeFileSync(`${base}.wav`, encodeWav(result.pcm, result.sampleRate));
      fs.writeFileSync(`${base}.txt`, text);
    }
  }
  console.log(
    `WER on the ${args.set} set: ${texts.length} quotes × ${voices.length} voices, transcribed by voice-wer (PocketSphinx)…`,
  );
  const run = spawnSync(voiceWer, ["--wav-dir", dir], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const table = run.stdout.split("\n");
  const start = table.findIndex((l) => l.startsWith("voice "));
  const rows = new Map<string, number>();
  for (const line of table.slice(start + 1)) {
    const cells = line.trim().split(/\s+/);
    if (cells.length >= 8 && voices.some((v) => v.id === cells[0])) rows.set(cells[0]!, Number(cells[6]));
  }
  console.log(
    `${pad("voice", 8)} ${pad("name", 7)} ${pad("tier", 9)} ${pad("gender", 7)} ${padStart("WER", 5)}  budget`,
  );
  for (const voice of voices) {
    const wer = rows.get(voice.id);
    const budget = voice.tier === "premium" ? 0.18 : 0.3;
    const verdict = wer === undefined ? "not measured" : wer <= budget ? `ok (≤ ${budget})` : `OVER (> ${budget})`;
    console.log(
      `${pad(voice.id, 8)} ${pad(voice.name, 7)} ${pad(voice.tier, 9)} ${pad(voice.gender, 7)} ${padStart(wer?.toFixed(2) ?? "-", 5)}  ${verdict}`,
    );
  }
  if (run.status !== 0) console.log(`voice-wer exited with ${run.status}: ${run.stderr.trim().split("\n").pop()}`);
  fs.rmSync(dir, { recursive: true, force: true });
}

await speech.close();

/** The texts of a WER set: bench/voice-sets/<name>.json, or (`tool`) the 20 that voice-wer speaks by default. */
function werTexts(name: string): string[] {
  if (name !== "tool") {
    const file = path.resolve(root, "bench/voice-sets", `${name}.json`);
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { text: string }[]).map((q) => q.text);
  }
  // voice-wer's default: 20 of 60–160 characters spread evenly over its quotes file.
  const quotesFile = path.resolve(path.dirname(voiceWer), "../../data/quotes.json");
  const all = JSON.parse(fs.readFileSync(quotesFile, "utf8")) as { text?: string; quote?: string }[];
  const eligible = all
    .map((q) => String(q.text ?? q.quote ?? "").trim())
    .filter((t) => t.length >= 60 && t.length <= 160);
  const step = Math.max(1, Math.floor(eligible.length / 20));
  return eligible.filter((_, i) => i % step === 0).slice(0, 20);
}
