import { lazy, Suspense, useEffect, useState } from "react";
import {
  AudioLinesIcon,
  LoaderCircleIcon,
  MicIcon,
  RefreshCwIcon,
  Trash2Icon,
  UploadIcon,
  WandSparklesIcon,
} from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { englishLanguageName } from "#contracts/language-names.ts";
import { DEFAULT_LANGUAGE } from "#contracts/languages.ts";
import {
  VOICE_IDS,
  type VoiceId,
  TTS_DEFAULTS,
  TTS_MESSAGES,
  TTS_PITCH_MAX,
  TTS_PITCH_MIN,
  TTS_SPEED_MAX,
  TTS_SPEED_MIN,
} from "#contracts/voices.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { useDeleteAudio } from "../api/delete-audio.ts";
import { useGenerateAudio } from "../api/generate-audio.ts";
import { useQuoteAudio } from "../api/get-quote-audio.ts";
import { useVoices } from "../api/get-voices.ts";
import { useRegenerateWaveform } from "../api/regenerate-waveform.ts";
import { usePendingAudio } from "../api/pending-audio.ts";
import { isPendingAudio, useUploadAudio } from "../api/upload-audio.ts";
import { formatBytes, formatSeconds } from "../format.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import { playbackStore } from "../player.ts";
import { initialVoice, voicesSpeaking } from "../voice-languages.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
import { AUDIO_REVIEW_MESSAGES } from "#contracts/audio-review.ts";
import AudioPlayer from "./audio-player.tsx";
import { PendingAudioNotice } from "./pending-audio-notice.tsx";
import { UploadWidget } from "./upload-widget.tsx";
import { VoicePicker } from "./voice-picker.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

// The recorder (MediaRecorder) loads when its tab is opened.
const Recorder = lazy(() => import("./recorder.tsx"));

export interface EditorAudioPanelProps {
  /** The quote being edited; null while a new one is being written. */
  quote: { id: string; user_id: string | null; author: string; has_audio?: boolean; language?: string } | null;
  viewer: QuoteViewer;
}

/**
 * The editor's Audio tab (docs/product/audio.md): the current narration with its player (admins see the file path, may
 * regenerate its waveform or remove it); then ways to add narration — Generate with a voice (admins), Record,
 * Upload (the quote's owner or an admin).
 */
export default function EditorAudioPanel({ quote, viewer }: EditorAudioPanelProps) {
  if (!quote) {
    return (
      <p
        className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
        data-testid="audio-tab-new"
      >
        Save the quote first — then open it again to record, upload or generate its narration.
      </p>
    );
  }
  return <QuoteAudioEditor quote={quote} viewer={viewer} />;
}

function QuoteAudioEditor({
  quote,
  viewer,
}: {
  quote: NonNullable<EditorAudioPanelProps["quote"]>;
  viewer: QuoteViewer;
}) {
  const admin = can(viewer.role, "generateAudio");
  const owner = quote.user_id !== null && quote.user_id === viewer.id;
  const mayAdd = owner || can(viewer.role, "editAnyQuote");
  const audio = useQuoteAudio(quote.id);
  // Asked only by those the server shows it to: the owner and admins.
  const pending = usePendingAudio(quote.id, owner || can(viewer.role, "approveQuotes"));
  const upload = useUploadAudio(quote.id);
  const [method, setMethod] = useState(admin ? "generate" : "record");

  const saveFile = (file: Blob, name: string) => {
    playbackStore().release(quote.id);
    return upload.mutateAsync({ file, name }).then(
      (saved) => {
        if (isPendingAudio(saved)) {
          toast.success(AUDIO_REVIEW_MESSAGES.submitted, { description: AUDIO_REVIEW_MESSAGES.submittedDetail });
          return;
        }
        playbackStore().clearFailure(quote.id);
        toast.success("Audio saved", { description: `${formatSeconds(saved.duration)} of narration.` });
      },
      (error: unknown) => {
        const message = errorMessage(error, "Upload failed");
        toast.error("Upload failed", { description: message });
        throw new Error(message);
      },
    );
  };

  return (
    <div className="grid gap-6" data-testid="audio-tab">
      <section aria-labelledby="current-audio-heading" className="grid gap-3">
        <h3 id="current-audio-heading" className="text-sm font-semibold">
          Current narration
        </h3>
        {audio.isPending ? (
          <Skeleton className="h-[50px]" />
        ) : audio.data ? (
          <CurrentAudio quoteId={quote.id} author={quote.author} audio={audio.data} viewer={viewer} />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="no-audio">
            This quote has no narration yet.
          </p>
        )}
        {pending.data && (
          <PendingAudioNotice
            pending={pending.data}
            author={quote.author}
            hasAudio={Boolean(audio.data)}
            reviewer={!owner}
          />
        )}
      </section>

      {mayAdd && (
        <section aria-labelledby="add-audio-heading" className="grid gap-3">
          <div className="grid gap-1">
            <h3 id="add-audio-heading" className="text-sm font-semibold">
              {audio.data ? "Replace the narration" : "Add narration"}
            </h3>
            {!admin && (
              <p className="text-sm text-muted-foreground" data-testid="review-hint">
                An admin listens to your recording or file before it plays on the quote.
              </p>
            )}
          </div>
          <Tabs value={method} onValueChange={setMethod} className="gap-4">
            <TabsList className="w-full sm:w-fit">
              {admin && (
                <TabsTrigger value="generate">
                  <WandSparklesIcon aria-hidden="true" />
                  Generate
                </TabsTrigger>
              )}
              <TabsTrigger value="record">
                <MicIcon aria-hidden="true" />
                Record
              </TabsTrigger>
              <TabsTrigger value="upload">
                <UploadIcon aria-hidden="true" />
                Upload
              </TabsTrigger>
            </TabsList>
            {admin && (
              <TabsContent value="generate">
                <GenerateAudio quoteId={quote.id} language={quote.language ?? DEFAULT_LANGUAGE} />
              </TabsContent>
            )}
            <TabsContent value="record">
              <Suspense fallback={<Skeleton className="h-36" />}>
                <Recorder onSave={saveFile} saving={upload.isPending} />
              </Suspense>
            </TabsContent>
            <TabsContent value="upload">
              <UploadWidget onUpload={(file) => saveFile(file, file.name)} uploading={upload.isPending} />
            </TabsContent>
          </Tabs>
        </section>
      )}
    </div>
  );
}

function CurrentAudio({
  quoteId,
  author,
  audio,
  viewer,
}: {
  quoteId: string;
  author: string;
  audio: QuoteAudio;
  viewer: QuoteViewer;
}) {
  const seesPath = can(viewer.role, "approveQuotes");
  const remove = useDeleteAudio(quoteId);
  const regenerate = useRegenerateWaveform(quoteId);
  const facts = [
    audio.created_by_admin && audio.tts_voice ? `Generated (${audio.tts_voice})` : "Recorded or uploaded",
    audio.duration ? formatSeconds(audio.duration) : null,
    audio.file_size ? formatBytes(audio.file_size) : null,
  ].filter(Boolean);

  return (
    <div className="grid gap-3 rounded-lg border p-3" data-testid="current-audio">
      <AudioPlayer quoteId={quoteId} label={author} variant="detail" />
      <p className="text-xs text-muted-foreground">{facts.join(" · ")}</p>
      {seesPath && audio.audio_file_path && (
        <p className="text-xs break-all text-muted-foreground" data-testid="audio-file-path">
          File: <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">{audio.audio_file_path}</code>
        </p>
      )}
      {seesPath && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={regenerate.isPending}
            onClick={() =>
              // The promise, not mutate's callbacks: those are skipped when this part re-renders away.
              void regenerate.mutateAsync().then(
                () => toast.success(AUDIO_MESSAGES.waveformRegenerated),
                (error: unknown) => toast.error(errorMessage(error, AUDIO_MESSAGES.regenerateFailed)),
              )
            }
          >
            <RefreshCwIcon aria-hidden="true" className={regenerate.isPending ? "animate-spin" : undefined} />
            Regenerate waveform
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={remove.isPending}
            onClick={() => {
              playbackStore().release(quoteId);
              // Removed, this part unmounts at once: mutate's own callbacks would never run.
              void remove.mutateAsync().then(
                () => toast.success(AUDIO_MESSAGES.removed),
                (error: unknown) =>
                  toast.error(AUDIO_MESSAGES.removeFailed, {
                    description: errorMessage(error, AUDIO_MESSAGES.deleteFailed),
                  }),
              );
            }}
          >
            <Trash2Icon aria-hidden="true" />
            Remove audio
          </Button>
        </div>
      )}
    </div>
  );
}

/** Generating the narration with a voice that speaks the quote's language (its language's default to begin with). */
function GenerateAudio({ quoteId, language }: { quoteId: string; language: string }) {
  const voices = useVoices();
  const speaking = voices.data ? voicesSpeaking(voices.data, language) : undefined;
  const [chosen, setChosen] = useState<VoiceId | undefined>(undefined);
  const voice = chosen ?? (speaking ? initialVoice(speaking, language) : undefined);
  const chooseVoice = (id: string) => {
    const known = VOICE_IDS.find((v) => v === id);
    if (known) setChosen(known);
  };
  const [speed, setSpeed] = useState<number>(TTS_DEFAULTS.speed);
  const [pitch, setPitch] = useState<number>(TTS_DEFAULTS.pitch);
  const generate = useGenerateAudio(quoteId);

  const run = () => {
    if (!voice) return;
    playbackStore().release(quoteId);
    void generate.mutateAsync({ voice, speed, pitch }).then(
      (audio) => {
        playbackStore().clearFailure(quoteId);
        toast.success("Audio generated", { description: `${formatSeconds(audio.duration)} of narration.` });
      },
      (error: unknown) => toast.error(errorMessage(error, AUDIO_MESSAGES.generateFailed)),
    );
  };

  return (
    <div className="grid gap-4" data-testid="generate-audio">
      {voices.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The voices could not be loaded.
        </p>
      ) : speaking?.length === 0 ? (
        <p
          role="status"
          className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground"
          data-testid="no-voice"
        >
          {TTS_MESSAGES.noVoiceFor(language)}
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground" data-testid="voice-language">
            Voices that speak {englishLanguageName(language)}
          </p>
          <VoicePicker voices={speaking} loading={voices.isPending} value={voice ?? ""} onChange={chooseVoice} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider label="Speed" value={speed} min={TTS_SPEED_MIN} max={TTS_SPEED_MAX} onChange={setSpeed} />
        <Slider label="Pitch" value={pitch} min={TTS_PITCH_MIN} max={TTS_PITCH_MAX} onChange={setPitch} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={run} disabled={generate.isPending || !voice}>
          {generate.isPending ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <AudioLinesIcon aria-hidden="true" />
          )}
          {generate.isPending ? "Generating…" : "Generate audio"}
        </Button>
        {generate.isPending && (
          <div className="flex min-w-40 flex-1 items-center gap-2" role="status" data-testid="generate-progress">
            <div
              role="progressbar"
              aria-label="Generating audio"
              className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
            >
              <div className="absolute inset-y-0 w-1/3 animate-[progress-slide_1.2s_ease-in-out_infinite] rounded-full bg-primary" />
            </div>
            <Elapsed />
          </div>
        )}
      </div>
    </div>
  );
}

/** Seconds since it appeared (a generation waits up to 60 s for its job). */
function Elapsed() {
  const [started] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => window.clearInterval(timer);
  }, [started]);
  return <span className="text-xs text-muted-foreground tabular-nums">{seconds} s</span>;
}

function Slider({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="grid gap-2 text-sm font-medium">
      <span className="flex justify-between">
        {label}
        <span className="text-muted-foreground tabular-nums">{value.toFixed(2)}×</span>
      </span>
      <input
        type="range"
        min={min}
        max={max}
        step={0.05}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </label>
  );
}
