import { useEffect, useRef, useState } from "react";
import {
  CircleIcon,
  LoaderCircleIcon,
  MicIcon,
  PauseIcon,
  PlayIcon,
  RotateCcwIcon,
  SquareIcon,
  UploadIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { formatSeconds } from "../format.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import {
  isPermissionError,
  pickRecordingFormat,
  RECORDING_MAX_SECONDS,
  recordingAsWav,
  type RecorderState,
} from "../recorder-machine.ts";

export interface RecorderProps {
  /** Saves the recording (uploads it); resolves when done. */
  onSave: (file: Blob, name: string) => Promise<unknown>;
  saving: boolean;
}

/**
 * The audio recorder (docs/product/audio.md): microphone, start, stop, play, reset. Recording stops by itself after 60 s.
 * A refused microphone says "Please allow microphone access to record audio."
 */
export default function Recorder({ onSave, saving }: RecorderProps) {
  const [state, setState] = useState<RecorderState>("idle");
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string; name: string } | null>(null);
  const [playing, setPlaying] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const startedAt = useRef(0);
  const player = useRef<HTMLAudioElement | null>(null);

  const stopTracks = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const clearTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  useEffect(
    () => () => {
      clearTimer();
      if (recorder.current?.state === "recording") recorder.current.stop();
      stopTracks();
    },
    [],
  );
  useEffect(() => () => (recording ? URL.revokeObjectURL(recording.url) : undefined), [recording]);

  const stop = () => {
    clearTimer();
    if (recorder.current?.state === "recording") recorder.current.stop();
  };

  const start = async () => {
    setError(null);
    const format = pickRecordingFormat(
      (type) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(type),
    );
    if (!format || !navigator.mediaDevices?.getUserMedia) {
      setError("This browser cannot record audio. Upload a file instead.");
      return;
    }
    setState("requesting");
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (cause) {
      setState("idle");
      setError(isPermissionError(cause) ? AUDIO_MESSAGES.microphoneDenied : "No microphone could be opened.");
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType: format.mimeType });
    media.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    media.addEventListener("stop", () => {
      stopTracks();
      const recorded = new Blob(chunks, { type: format.mimeType.split(";")[0] });
      void recordingAsWav(recorded, format.extension).then(({ blob, name }) => {
        setRecording({ blob, url: URL.createObjectURL(blob), name });
        setState("complete");
      });
    });
    recorder.current = media;
    media.start(250);
    startedAt.current = performance.now();
    setElapsed(0);
    setState("recording");
    timer.current = window.setInterval(() => {
      const seconds = (performance.now() - startedAt.current) / 1000;
      setElapsed(Math.min(seconds, RECORDING_MAX_SECONDS));
      // docs/product/audio.md: recording stops by itself at 60 seconds.
      if (seconds >= RECORDING_MAX_SECONDS) stop();
    }, 200);
  };

  const reset = () => {
    player.current?.pause();
    setPlaying(false);
    setRecording(null);
    setElapsed(0);
    setError(null);
    setState("idle");
  };

  const togglePlay = () => {
    const audio = player.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  };

  return (
    <div className="grid gap-4" data-testid="recorder" data-state={state}>
      <div className="flex items-center gap-4 rounded-lg border bg-muted/30 p-4">
        <div
          className={
            state === "recording"
              ? "flex size-12 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive"
              : "flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
          }
        >
          {state === "recording" ? (
            <CircleIcon aria-hidden="true" className="size-5 animate-pulse fill-current" />
          ) : (
            <MicIcon aria-hidden="true" className="size-5" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <p className="text-sm font-medium" role="status" data-testid="recorder-status">
            {state === "recording"
              ? "Recording…"
              : state === "complete"
                ? "Recording ready"
                : state === "requesting"
                  ? "Waiting for the microphone…"
                  : "Record the quote in your own voice (up to 1 minute)."}
          </p>
          <div
            role="progressbar"
            aria-label="Recording time"
            aria-valuemin={0}
            aria-valuemax={RECORDING_MAX_SECONDS}
            aria-valuenow={Math.round(elapsed)}
            aria-valuetext={`${formatSeconds(elapsed)} of ${formatSeconds(RECORDING_MAX_SECONDS)}`}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary" style={{ width: `${(elapsed / RECORDING_MAX_SECONDS) * 100}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="recorder-time">
            {formatSeconds(elapsed)} / {formatSeconds(RECORDING_MAX_SECONDS)}
          </p>
        </div>
      </div>

      {recording && (
        <audio
          ref={player}
          src={recording.url}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          className="hidden"
        />
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="recorder-error">
          {error}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {state === "recording" ? (
          <Button type="button" variant="destructive" onClick={stop}>
            <SquareIcon aria-hidden="true" className="fill-current" />
            Stop
          </Button>
        ) : (
          <Button
            type="button"
            variant={state === "complete" ? "outline" : "default"}
            onClick={() => void start()}
            disabled={state === "requesting" || state === "complete"}
          >
            {state === "requesting" ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : (
              <MicIcon aria-hidden="true" />
            )}
            Start recording
          </Button>
        )}
        <Button type="button" variant="outline" onClick={togglePlay} disabled={state !== "complete"}>
          {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {playing ? "Pause" : "Play"}
        </Button>
        <Button type="button" variant="ghost" onClick={reset} disabled={state !== "complete"}>
          <RotateCcwIcon aria-hidden="true" />
          Reset
        </Button>
        {recording && (
          <Button
            type="button"
            className="sm:ml-auto"
            onClick={() => void onSave(recording.blob, recording.name).then(reset, () => undefined)}
            disabled={saving}
          >
            {saving ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            Save recording
          </Button>
        )}
      </div>
    </div>
  );
}
