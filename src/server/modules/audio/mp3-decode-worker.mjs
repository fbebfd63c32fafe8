// Decodes uploaded MP3 files off the main thread, and never past a cap: the input is fed to mpg123 a slice at a
// time and decoding stops once the samples exceed `maxSeconds`, so no file can make it produce more than that.
// Plain JavaScript so that it starts the same under tsx, Vitest and plain Node.
import { parentPort } from "node:worker_threads";
import { MPEGDecoder } from "mpg123-decoder";

/** Input per step: at most ~12 samples a byte (low-bitrate frames), so a step overshoots the cap by seconds only. */
const SLICE = 16 * 1024;
/** The cap in samples when the decoder has not reported a rate yet: the highest MP3 rate. */
const MAX_RATE = 48_000;

// mpg123-decoder logs every damaged frame on stderr; a hostile file could fill the logs with them.
console.error = () => {};

parentPort.on("message", async ({ id, bytes, maxSeconds }) => {
  const decoder = new MPEGDecoder();
  try {
    await decoder.ready;
    const parts = [];
    let samples = 0;
    let sampleRate = 0;
    let tooLong = false;
    for (let at = 0; at < bytes.length && !tooLong; at += SLICE) {
      const decoded = decoder.decode(bytes.subarray(at, at + SLICE));
      if (decoded.samplesDecoded > 0) {
        parts.push(decoded.channelData);
        samples += decoded.samplesDecoded;
        sampleRate = decoded.sampleRate || sampleRate;
      }
      tooLong = samples > maxSeconds * (sampleRate || MAX_RATE);
    }
    if (tooLong) {
      parentPort.postMessage({ id, tooLong: true, samples, sampleRate });
      return;
    }
    // Channels mixed to mono.
    const pcm = new Float32Array(samples);
    let offset = 0;
    for (const channels of parts) {
      const length = channels[0]?.length ?? 0;
      for (const channel of channels) {
        for (let i = 0; i < length; i++) pcm[offset + i] += channel[i] / channels.length;
      }
      offset += length;
    }
    parentPort.postMessage({ id, pcm, samples, sampleRate }, [pcm.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    try {
      decoder.free();
    } catch {
      // A decoder that failed to start holds nothing to free.
    }
  }
});
