import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { estimatePitch } from "#tests/helpers/pitch.ts";
import { idleLauncher } from "./idle-scheduling.ts";
import { encodeAudio, mp3SampleRate, readWav } from "./encode.ts";
import { MULTILINGUAL_LANGUAGES, MULTILINGUAL_VOICE_IDS } from "#contracts/voices.ts";
import { SpeechService, VoiceLanguageError } from "./speech-service.ts";
import { SpeechWorkerCrashedError } from "./worker-pool.ts";
import { VOICES } from "./voices.ts";
import { loudness, SPEECH_MIN_RMS, SPEECH_MIN_VOICED } from "#tests/helpers/loudness.ts";

// Count the worker processes the pool starts (everything else of child_process is the real one).
vi.mock("node:child_process", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:child_process")>();
  return { ...actual, fork: vi.fn(actual.fork) };
});

const SENTENCE = "Education is the most powerful weapon which you can use to change the world.";
const FRENCH = "La vie est un sommeil, l'amour en est le rêve, et vous aurez vécu si vous avez aimé.";
const ENGLISH_VOICES = VOICES.filter((v) => v.engine === "flite");

/** "I think, therefore I am" in every language the multilingual voices speak. */
const COGITO: Record<(typeof MULTILINGUAL_LANGUAGES)[number], string> = {
  fr: "Je pense, donc je suis.",
  de: "Ich denke, also bin ich.",
  es: "Pienso, luego existo.",
  it: "Penso, dunque sono.",
  pt: "Penso, logo existo.",
  la: "Cogito, ergo sum.",
  nl: "Ik denk, dus ik ben.",
  ca: "Penso, per tant existeixo.",
  da: "Jeg tænker, derfor er jeg.",
  fi: "Ajattelen, siis olen.",
  el: "Σκέφτομαι, άρα υπάρχω.",
  hu: "Gondolkodom, tehát vagyok.",
  no: "Jeg tenker, derfor er jeg.",
  pl: "Myślę, więc jestem.",
  ro: "Cuget, deci exist.",
  ru: "Я мыслю, следовательно, существую.",
  sv: "Jag tänker, alltså är jag.",
  tr: "Düşünüyorum, öyleyse varım.",
};

/** The MPEG layer III frame whose header starts at `at`: its length, bitrate and samples (undefined if none). */
function mp3Frame(bytes: Buffer, at: number) {
  if (bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined;
  const mpeg1 = ((bytes[at + 1]! >> 3) & 3) === 3;
  const bitrates = mpeg1
    ? [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    : [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
  const rates = mpeg1 ? [44100, 48000, 32000] : [22050, 24000, 16000];
  const kbps = bitrates[bytes[at + 2]! >> 4]!;
  const rate = rates[(bytes[at + 2]! >> 2) & 3]!;
  const padding = (bytes[at + 2]! >> 1) & 1;
  const samples = mpeg1 ? 1152 : 576;
  return { length: Math.floor(((samples / 8) * kbps * 1000) / rate) + padding, kbps, rate, samples };
}

describe("speech service", () => {
  let speech: SpeechService;

  beforeAll(() => {
    speech = new SpeechService({ size: 2, niceness: 0 });
  });
  afterAll(() => speech.close());

  it(`speaks a sentence in each of the ${ENGLISH_VOICES.length} English voices at a plausible length and loudness`, async () => {
    expect(ENGLISH_VOICES).toHaveLength(10);
    const results = await Promise.all(ENGLISH_VOICES.map((v) => speech.synthesize(SENTENCE, { voice: v.id })));
    for (const [i, result] of results.entries()) {
      const voice = ENGLISH_VOICES[i]!.id;
      // Thirteen words: about 3.5–6 s of speech.
      expect(result.duration, voice).toBeGreaterThan(2.5);
      expect(result.duration, voice).toBeLessThan(8);
      expect(result.duration, voice).toBeCloseTo(result.pcm.length / result.sampleRate, 6);
      const peak = result.pcm.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      expect(peak, voice).toBeGreaterThan(0.5);
      expect(peak, voice).toBeLessThanOrEqual(1);
      // Not silent, and not a click normalised to full scale: speech fills most of it.
      const { rms, voiced } = loudness(result.pcm, result.sampleRate);
      expect(rms, voice).toBeGreaterThan(SPEECH_MIN_RMS);
      expect(voiced, voice).toBeGreaterThan(SPEECH_MIN_VOICED);
    }
    // As described: every woman's voice is higher than every man's, each voice a pitch of its own.
    const pitch = new Map(ENGLISH_VOICES.map((v, i) => [v.id, estimatePitch(results[i]!.pcm, results[i]!.sampleRate)]));
    const of = (gender: string) => ENGLISH_VOICES.filter((v) => v.gender === gender).map((v) => pitch.get(v.id)!);
    expect(Math.min(...of("female"))).toBeGreaterThan(Math.max(...of("male")));
    expect(pitch.get("ivy")).toBeGreaterThan(pitch.get("nora")!);
    expect(pitch.get("nora")).toBeGreaterThan(pitch.get("clara")!);
    expect(pitch.get("clara")).toBeGreaterThan(pitch.get("maya")!);
    expect(pitch.get("felix")).toBeGreaterThan(pitch.get("oscar")!);
    expect(pitch.get("oscar")).toBeGreaterThan(pitch.get("hugo")!);
  }, 60_000);

  it.each(["clara", "james", "arthur"] as const)("speed 2 shortens and 0.5 lengthens (%s)", async (voice) => {
    const [normal, fast, slow] = await Promise.all(
      [1, 2, 0.5].map((speed) => speech.synthesize(SENTENCE, { voice, speed })),
    );
    expect(fast!.duration / normal!.duration).toBeLessThan(0.65);
    expect(slow!.duration / normal!.duration).toBeGreaterThan(1.6);
  });

  it.each(["clara", "james", "arthur"] as const)("pitch moves the fundamental (%s)", async (voice) => {
    const [low, high] = await Promise.all([0.75, 1.5].map((pitch) => speech.synthesize(SENTENCE, { voice, pitch })));
    const ratio = estimatePitch(high!.pcm, high!.sampleRate) / estimatePitch(low!.pcm, low!.sampleRate);
    // Asked for 1.5 / 0.75 = 2; the estimate is rough.
    expect(ratio).toBeGreaterThan(1.4);
    expect(ratio).toBeLessThan(2.6);
  });

  it("speaks every language of the multilingual voices in both of them, the woman higher than the man", async () => {
    for (const language of MULTILINGUAL_LANGUAGES) {
      const [elena, luca] = await Promise.all(
        MULTILINGUAL_VOICE_IDS.map((voice) => speech.synthesize(COGITO[language], { voice }, language)),
      );
      for (const result of [elena!, luca!]) {
        // Three or four words: about 1–3 s of speech.
        expect(result.duration, language).toBeGreaterThan(0.8);
        expect(result.duration, language).toBeLessThan(3.5);
        const { rms, voiced } = loudness(result.pcm, result.sampleRate);
        expect(rms, language).toBeGreaterThan(SPEECH_MIN_RMS);
        expect(voiced, language).toBeGreaterThan(SPEECH_MIN_VOICED);
      }
      expect(estimatePitch(elena!.pcm, elena!.sampleRate), language).toBeGreaterThan(
        estimatePitch(luca!.pcm, luca!.sampleRate) * 1.4,
      );
    }
  }, 60_000);

  it("reads each language by its own rules: accents kept, numbers left to eSpeak", async () => {
    const accented = await speech.narrate("Où est la forêt ? Là-bas, près du château.", { codec: "wav" }, "fr");
    expect(accented.spokenText).toBe("Où est la forêt? Là-bas, près du château.");
    // eSpeak says the year in French (the English rules would have made it "seventeen eighty nine").
    const year = await speech.narrate("En 1789, tout change.", { voice: "luca", codec: "wav" }, "fr");
    expect(year.spokenText).toBe("En 1789, tout change.");
    expect(year.duration).toBeGreaterThan(1.5);
  });

  it("an eSpeak voice name it does not know is an error, not the previous voice speaking", async () => {
    const params = { text: "Bonjour.", rate: 175, pitch: 50, range: 50 };
    const known = await speech.workers.run({
      op: "synthesize",
      plan: { engine: "espeak-ng", params: { ...params, voice: "fr+f2" }, post: {} },
    });
    expect("pcm" in known && known.pcm.length).toBeGreaterThan(0);
    await expect(
      speech.workers.run({
        op: "synthesize",
        plan: { engine: "espeak-ng", params: { ...params, voice: "xx+f2" }, post: {} },
      }),
    ).rejects.toThrow("eSpeak NG has no voice xx+f2");
  });

  it.each(MULTILINGUAL_VOICE_IDS)(
    "speed 2 shortens, 0.5 lengthens and pitch moves the fundamental (%s)",
    async (voice) => {
      const [normal, fast, slow, low, high] = await Promise.all(
        [{ speed: 1 }, { speed: 2 }, { speed: 0.5 }, { pitch: 0.75 }, { pitch: 1.5 }].map((settings) =>
          speech.synthesize(FRENCH, { voice, ...settings }, "fr"),
        ),
      );
      expect(fast!.duration / normal!.duration).toBeLessThan(0.65);
      expect(slow!.duration / normal!.duration).toBeGreaterThan(1.6);
      const ratio = estimatePitch(high!.pcm, high!.sampleRate) / estimatePitch(low!.pcm, low!.sampleRate);
      expect(ratio).toBeGreaterThan(1.4);
      expect(ratio).toBeLessThan(2.6);
    },
  );

  it("picks the voice of the text's language when none is named, and refuses one that does not speak it", async () => {
    const french = await speech.narrate(FRENCH, {}, "fr-CA");
    expect(french.settings.voice).toBe("elena");
    expect(french.duration).toBeGreaterThan(2);
    expect((await speech.narrate(SENTENCE, { codec: "wav" })).settings.voice).toBe("clara");
    await expect(speech.narrate(FRENCH, { voice: "clara" }, "fr")).rejects.toThrow(
      new VoiceLanguageError("Clara does not speak French. Voices for French: Elena, Luca"),
    );
    await expect(speech.narrate(SENTENCE, { voice: "luca" }, "en")).rejects.toThrow(/^Luca does not speak English/);
    await expect(speech.narrate("私は考える", {}, "ja")).rejects.toThrow("No voice speaks Japanese yet");
  });

  it.each(["128k", "192k"] as const)("encodes MP3 frames at %s and a correct WAV header", async (bitrate) => {
    const { pcm, sampleRate, duration } = await speech.synthesize("Well begun is half done.");
    const mp3 = await speech.encode(pcm, sampleRate, "mp3", bitrate);
    // Walk the frames: every one is a valid layer III frame at the requested bitrate.
    let at = 0;
    let seconds = 0;
    while (at < mp3.length) {
      const frame = mp3Frame(mp3, at);
      expect(frame).toBeDefined();
      expect(frame!.kbps).toBe(Number.parseInt(bitrate, 10));
      expect(frame!.rate).toBe(mp3SampleRate(sampleRate, frame!.kbps));
      at += frame!.length;
      seconds += frame!.samples / frame!.rate;
    }
    expect(at).toBe(mp3.length);
    expect(Math.abs(seconds - duration)).toBeLessThan(0.15);

    const wav = await encodeAudio(pcm, sampleRate, "wav");
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("ascii", 8, 16)).toBe("WAVEfmt ");
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(sampleRate);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(pcm.length * 2);
    expect(readWav(wav).samples.length).toBe(pcm.length);
  });

  it("narrates: audio, duration from the PCM, peaks in 0..1 and the settings used", async () => {
    const n = await speech.narrate("Be yourself; everyone else is already taken.", { codec: "wav" });
    expect(n.contentType).toBe("audio/wav");
    expect(n.audio.length).toBe(44 + Math.round(n.duration * n.sampleRate) * 2);
    expect(n.peaks).toHaveLength(200);
    expect(Math.max(...n.peaks)).toBe(1);
    expect(Math.min(...n.peaks)).toBeGreaterThanOrEqual(0);
    expect(n.settings).toMatchObject({ voice: "clara", speed: 1, pitch: 1, codec: "wav", temperature: 0.25 });
  });

  it("a killed worker costs at most its own call; the next call succeeds", async () => {
    const call = speech.synthesize(SENTENCE, { voice: "james" });
    // Kill the worker as soon as it has the request.
    for (let i = 0; i < 200 && speech.workers.busyPids().length === 0; i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
    const [pid] = speech.workers.busyPids();
    expect(pid).toBeDefined();
    process.kill(pid!, "SIGKILL");
    // Retried once on a fresh worker, where it succeeds.
    expect((await call).duration).toBeGreaterThan(1);
    expect(speech.workers.pids()).not.toContain(pid);
    const next = await speech.synthesize(SENTENCE, { voice: "james" });
    expect(next.duration).toBeGreaterThan(1);
  });

  it("an idle worker exits and the next request starts a new one", async () => {
    const quick = new SpeechService({ size: 1, niceness: 0, idleMs: 200 });
    try {
      await quick.synthesize("One.", { voice: "oscar" });
      expect(quick.workers.pids()).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 600));
      expect(quick.workers.pids()).toHaveLength(0);
      expect((await quick.synthesize("Two.", { voice: "oscar" })).duration).toBeGreaterThan(0.2);
    } finally {
      await quick.close();
    }
  });

  it("workers run at the lowest priority (SCHED_IDLE where Linux has it) and still speak", async () => {
    const low = new SpeechService({ size: 1 });
    try {
      expect((await low.synthesize("Quietly.", { voice: "oscar" })).duration).toBeGreaterThan(0.3);
      const [pid] = low.workers.pids();
      expect(os.getPriority(pid)).toBe(19);
      if (idleLauncher()) {
        // Field 41 of /proc/<pid>/stat is the scheduling policy; 5 is SCHED_IDLE.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        expect(fields[41 - 3]).toBe("5");
      }
    } finally {
      await low.close();
    }
  });

  it("a request that crashes its worker every time is tried on two workers, then fails alone", async () => {
    const one = new SpeechService({ size: 1, niceness: 0 });
    try {
      vi.mocked(fork).mockClear();
      const failure = await one.workers.run({ op: "crash" }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SpeechWorkerCrashedError);
      expect((failure as Error).message).toContain("exit code 70");
      // The first try and one retry, each on a worker of its own; no third.
      expect(vi.mocked(fork)).toHaveBeenCalledTimes(2);
      expect(one.workers.pids()).toHaveLength(0);
      // The pool goes on with the next request.
      const next = await one.synthesize("Still here.", { voice: "oscar" });
      expect(next.duration).toBeGreaterThan(0.3);
      expect(vi.mocked(fork)).toHaveBeenCalledTimes(3);
    } finally {
      await one.close();
    }
  });
});
