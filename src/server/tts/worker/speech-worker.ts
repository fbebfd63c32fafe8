/**
 * A speech worker process (started by SpeechWorkerPool with child_process.fork). It runs the engines and the
 * MP3 encoder away from the server's event loop; if an engine crashes this process, only this process dies.
 */
import { computePeaks, highPass, normalisePeak, resample, trimSilence } from "../dsp.ts";
import { encodeAudio } from "../encode.ts";
import type { RenderPlan, WorkerReply, WorkerRequest } from "../plan.ts";
import { runEspeak } from "./espeak-runner.ts";
import { removeFliteScratch, runFlite } from "./flite-runner.ts";

const MIN_OUTPUT_RATE = 16000;

async function render(plan: RenderPlan): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const raw = plan.engine === "flite" ? await runFlite(plan.params) : await runEspeak(plan.params);
  let pcm = raw.pcm;
  const speedUp = plan.post.speedUp ?? 1;
  if (Math.abs(speedUp - 1) > 1e-3) pcm = resample(pcm, 1 / speedUp);
  let sampleRate = raw.sampleRate;
  // Flite's kal voice speaks at 8 kHz; MP3 has no cheap layer III rate there, so bring it to 16 kHz.
  if (sampleRate < MIN_OUTPUT_RATE) {
    pcm = resample(pcm, MIN_OUTPUT_RATE / sampleRate);
    sampleRate = MIN_OUTPUT_RATE;
  }
  pcm = normalisePeak(trimSilence(highPass(pcm, sampleRate), sampleRate));
  return { pcm, sampleRate };
}

function cpuSince(start: NodeJS.CpuUsage) {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

async function handle(request: WorkerRequest): Promise<WorkerReply> {
  const start = process.cpuUsage();
  switch (request.op) {
    case "synthesize": {
      const result = await render(request.plan);
      return { ok: true, ...result, cpuSeconds: cpuSince(start) };
    }
    case "encode": {
      const data = new Uint8Array(await encodeAudio(request.pcm, request.sampleRate, request.codec, request.bitrate));
      return { ok: true, data, cpuSeconds: cpuSince(start) };
    }
    case "narrate": {
      const { pcm, sampleRate } = await render(request.plan);
      const data = new Uint8Array(await encodeAudio(pcm, sampleRate, request.codec, request.bitrate));
      const peaks = computePeaks(pcm, request.peakCount);
      return { ok: true, data, samples: pcm.length, sampleRate, peaks, cpuSeconds: cpuSince(start) };
    }
    case "crash":
      process.exit(70);
  }
}

process.on("message", (message: { id: number; request: WorkerRequest }) => {
  handle(message.request).then(
    (reply) => process.send?.({ id: message.id, reply }),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        reply: { ok: false, error: error instanceof Error ? error.message : String(error) },
      }),
  );
});

// The server went away: nothing left to do.
process.on("disconnect", () => {
  void removeFliteScratch().finally(() => process.exit(0));
});
process.send?.({ ready: true });
