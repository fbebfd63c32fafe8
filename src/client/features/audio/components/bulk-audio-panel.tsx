import { useEffect, useState } from "react";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { AudioLinesIcon, CheckCircle2Icon, CircleSlashIcon, LoaderCircleIcon, XCircleIcon, XIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { DEFAULT_VOICE_ID, VOICE_IDS, type VoiceId } from "#contracts/voices.ts";
import { Button } from "#client/components/ui/button.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";
import { pluralize } from "#client/lib/utils.ts";
import { useBulkGenerate } from "../api/bulk-generate.ts";
import { audioJobQueryOptions, isJobFinished } from "../api/get-audio-job.ts";
import { useVoices } from "../api/get-voices.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import { bulkRun, bulkSelection, useBulkRun, useBulkSelection, type BulkRun } from "../selection.ts";

/**
 * Bulk generation (admin): the selected quotes, one voice for all of them, and — once started — a progress
 * panel that follows each job until it finishes.
 */
export default function BulkAudioPanel() {
  const selection = useBulkSelection();
  const run = useBulkRun();
  return (
    <section
      aria-label="Bulk audio generation"
      data-testid="bulk-audio-panel"
      className="above-consent-banner fixed inset-x-0 bottom-20 z-40 mx-auto grid sm:bottom-4 w-[min(40rem,calc(100%-2rem))] gap-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg"
    >
      {run ? <Progress run={run} /> : <Setup count={selection.size} />}
    </section>
  );
}

function Setup({ count }: { count: number }) {
  const voices = useVoices();
  const [voice, setVoice] = useState<VoiceId>(DEFAULT_VOICE_ID);
  const chooseVoice = (id: string) => {
    const known = VOICE_IDS.find((v) => v === id);
    if (known) setVoice(known);
  };
  const generate = useBulkGenerate();
  const start = () => {
    const quotes = [...bulkSelection.get().values()];
    generate.mutate(
      { quoteIds: quotes.map((q) => q.id), settings: { voice } },
      {
        onSuccess: (answer) =>
          bulkRun.set({
            jobs: answer.jobs.map((job) => ({ id: job.job_id, quote_id: job.quote_id, voice: job.voice })),
            quotes,
            voice,
            skipped: answer.skipped ?? [],
          }),
        onError: (error) => toast.error(error.message || AUDIO_MESSAGES.generateFailed),
      },
    );
  };
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <AudioLinesIcon aria-hidden="true" className="size-4 text-primary" />
          {pluralize(count, "quote")} selected for narration
        </h2>
        <Button type="button" variant="ghost" size="sm" onClick={() => bulkSelection.clear()}>
          Clear selection
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-48 flex-1 gap-1.5 text-sm font-medium">
          Voice
          <NativeSelect value={voice} onChange={(event) => chooseVoice(event.target.value)} data-testid="bulk-voice">
            {(voices.data ?? []).map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} — {v.tier}, {v.gender}
              </option>
            ))}
            {!voices.data && <option value={DEFAULT_VOICE_ID}>Default voice</option>}
          </NativeSelect>
        </label>
        <Button type="button" onClick={start} disabled={generate.isPending || count === 0}>
          {generate.isPending && <LoaderCircleIcon aria-hidden="true" className="animate-spin" />}
          Generate audio
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" data-testid="bulk-voice-languages">
        Quotes in another language are narrated with a voice of their language; those in a language no voice speaks are
        skipped.
      </p>
    </>
  );
}

/** "2 quotes skipped: No voice speaks Japanese yet", one line per reason. */
function SkippedQuotes({ skipped }: { skipped: NonNullable<BulkRun["skipped"]> }) {
  if (skipped.length === 0) return null;
  const byReason = new Map<string, number>();
  for (const quote of skipped) byReason.set(quote.reason, (byReason.get(quote.reason) ?? 0) + 1);
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground" data-testid="bulk-audio-skipped">
      {[...byReason].map(([reason, count]) => (
        <li key={reason} className="flex items-center gap-1.5">
          <CircleSlashIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {pluralize(count, "quote")} skipped: {reason}
        </li>
      ))}
    </ul>
  );
}

function Progress({ run }: { run: BulkRun }) {
  const queryClient = useQueryClient();
  const voices = useVoices();
  const voiceName = (id: string | undefined) => voices.data?.find((voice) => voice.id === id)?.name ?? id;
  const jobs = useQueries({ queries: run.jobs.map((job) => audioJobQueryOptions(job.id)) });
  const finished = jobs.filter((job) => isJobFinished(job.data)).length;
  const failed = jobs.filter((job) => job.data?.state === "failed").length;
  const progress =
    jobs.reduce(
      (sum, job) => sum + (isJobFinished(job.data) ? 1 : Math.min(1, Math.max(0, job.data?.progress ?? 0))),
      0,
    ) / Math.max(1, jobs.length);
  const done = finished === jobs.length;

  useEffect(() => {
    if (done) void invalidateQuoteQueries(queryClient);
  }, [done, queryClient]);

  const close = () => {
    bulkRun.set(null);
    bulkSelection.clear();
  };
  const textOf = (quoteId: string) => run.quotes.find((q) => q.id === quoteId)?.text ?? quoteId;

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold" role="status" data-testid="bulk-audio-status">
          {done
            ? `Narration finished: ${finished - failed} of ${jobs.length} generated${failed ? `, ${failed} failed` : ""}`
            : `Generating audio: ${finished} of ${jobs.length} done`}
        </h2>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Close" onClick={close}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label="Bulk generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${progress * 100}%` }} />
      </div>
      <SkippedQuotes skipped={run.skipped ?? []} />
      <ul className="grid max-h-40 gap-1 overflow-y-auto text-sm" data-testid="bulk-audio-jobs">
        {run.jobs.map((job, i) => {
          const data = jobs[i]?.data;
          const state = data?.state ?? "queued";
          return (
            <li key={job.id} className="flex items-center gap-2" data-state={state}>
              {state === "completed" ? (
                <CheckCircle2Icon
                  aria-label="Done"
                  className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
              ) : state === "failed" ? (
                <XCircleIcon aria-label="Failed" className="size-4 shrink-0 text-destructive" />
              ) : (
                <LoaderCircleIcon aria-label="Working" className="size-4 shrink-0 animate-spin text-muted-foreground" />
              )}
              <span className="truncate">{textOf(job.quote_id)}</span>
              {/* A quote in another language gets a voice of its own language. */}
              {job.voice && job.voice !== run.voice && (
                <span className="shrink-0 text-xs text-muted-foreground" data-testid="bulk-job-voice">
                  {voiceName(job.voice)}
                </span>
              )}
              {state === "failed" && data?.error && (
                <span className="ml-auto shrink-0 text-xs text-destructive">{data.error}</span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
