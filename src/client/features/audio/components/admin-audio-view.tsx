import { useState, type FormEvent } from "react";
import {
  AudioLinesIcon,
  FileWarningIcon,
  MicIcon,
  RefreshCwIcon,
  SearchIcon,
  Trash2Icon,
  WandSparklesIcon,
} from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { ADMIN_AUDIO_PAGE_SIZE, type AdminAudioItem, type QuoteAudio } from "#contracts/audio.ts";
import { VOICE_IDS } from "#contracts/voices.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { ListError } from "#client/components/admin-list/list-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { formatRelative } from "#client/lib/relative-time.ts";
import { cn, formatCount, pluralize } from "#client/lib/utils.ts";
import { useAdminAudio, type AdminAudioFilter } from "../api/get-admin-audio.ts";
import { useDeleteAudio } from "../api/delete-audio.ts";
import { useGenerateAudio } from "../api/generate-audio.ts";
import { useVoices } from "../api/get-voices.ts";
import { formatBytes, formatSeconds } from "../format.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import { bulkSelection, useBulkSelection, BULK_LIMIT } from "../selection.ts";
import AudioPlayer from "./audio-player.tsx";
import { AudioQuoteLine } from "./audio-quote-line.tsx";
import { PendingAudioReview } from "./pending-audio-review.tsx";
import { BulkAudioDock } from "./select-for-audio.tsx";
import { VerifyAudioFiles } from "./verify-audio-files.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";

export interface AdminAudioViewProps {
  filter: AdminAudioFilter;
  onFilterChange: (next: AdminAudioFilter) => void;
}

/** 1 h 5 min, 7 min 3 s, 42 s — the catalogue's total narration. */
function formatTotal(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

/**
 * The admin area's Audio tab: members' audio awaiting review, the catalogue's narration at a glance, narrated quotes with their player,
 * voice and file (regenerate, remove), quotes still without narration (generate one, or select many for bulk
 * generation, whose progress the dock follows), and the storage check.
 */
export function AdminAudioView({ filter, onFilterChange }: AdminAudioViewProps) {
  const list = useAdminAudio(filter);
  const data = list.data;
  const [search, setSearch] = useState(filter.q ?? "");
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onFilterChange({ ...filter, q: search.trim() || undefined, page: 0 });
  };
  const first = filter.page * ADMIN_AUDIO_PAGE_SIZE;
  const pages = data ? Math.max(1, Math.ceil(data.total / ADMIN_AUDIO_PAGE_SIZE)) : 1;

  return (
    <div className="grid gap-8" data-testid="admin-audio">
      <PendingAudioReview />
      <section aria-labelledby="narration-heading" className="grid gap-4">
        <div>
          <h2 id="narration-heading" className="text-xl font-semibold tracking-tight">
            Narration
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every narrated quote, and the approved quotes still waiting for a voice.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:max-w-md" data-testid="narration-totals">
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Narrated quotes</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {data ? formatCount(data.narrated_count) : <Skeleton className="h-8 w-12" />}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">Total narration</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">
              {data ? formatTotal(data.narrated_seconds) : <Skeleton className="h-8 w-20" />}
            </dd>
          </div>
        </dl>

        <div className="flex flex-wrap items-center gap-3">
          <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-muted p-1 text-sm">
            {[
              { narrated: true, label: "Narrated" },
              { narrated: false, label: "Not narrated" },
            ].map((option) => (
              <button
                key={option.label}
                type="button"
                aria-pressed={filter.narrated === option.narrated}
                onClick={() => onFilterChange({ ...filter, narrated: option.narrated, page: 0 })}
                className={cn(
                  "h-8 rounded-md px-3 font-medium text-foreground/80 outline-none transition-colors hover:text-foreground dark:text-muted-foreground dark:hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  filter.narrated === option.narrated && "bg-background text-foreground shadow-sm",
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
          <form
            role="search"
            onSubmit={submitSearch}
            className="flex w-full min-w-0 gap-2 sm:w-auto sm:max-w-sm sm:flex-1"
          >
            <label htmlFor="audio-search" className="sr-only">
              Search quotes by text or author
            </label>
            <Input
              id="audio-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search text or author"
            />
            <Button type="submit" variant="outline" size="icon" aria-label="Search">
              <SearchIcon aria-hidden="true" />
            </Button>
          </form>
        </div>

        {list.isError ? (
          <ListError message="The narration list could not be loaded." onRetry={() => void list.refetch()} />
        ) : !data ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading narrated quotes">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <p
            className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground"
            data-testid="audio-empty"
          >
            {filter.q
              ? `No quotes match “${filter.q}”.`
              : filter.narrated
                ? "No quote is narrated yet. Open “Not narrated” to give some a voice."
                : "Every approved quote is narrated."}
          </p>
        ) : (
          <>
            {!filter.narrated && <SelectPage items={data.items} />}
            <ul className={cn("grid gap-3", list.isPlaceholderData && "opacity-60")} data-testid="audio-items">
              {data.items.map((item) =>
                item.audio ? (
                  <NarratedRow key={item.quote.id} item={item} audio={item.audio} />
                ) : (
                  <SilentRow key={item.quote.id} item={item} />
                ),
              )}
            </ul>
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
              <p className="text-muted-foreground" data-testid="audio-range">
                {formatCount(first + 1)}–{formatCount(first + data.items.length)} of {formatCount(data.total)}
              </p>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={filter.page === 0}
                  onClick={() => onFilterChange({ ...filter, page: filter.page - 1 })}
                >
                  Previous
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={filter.page + 1 >= pages}
                  onClick={() => onFilterChange({ ...filter, page: filter.page + 1 })}
                >
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </section>

      <VerifyAudioFiles />
      <BulkAudioDock />
    </div>
  );
}

function NarratedRow({ item, audio }: { item: AdminAudioItem; audio: QuoteAudio }) {
  const voices = useVoices();
  const voiceName = audio.tts_voice
    ? (voices.data?.find((v) => v.id === audio.tts_voice)?.name ?? audio.tts_voice)
    : null;
  const generate = useGenerateAudio(item.quote.id);
  const [confirming, setConfirming] = useState(false);
  const regenerate = () => {
    const settings = audio.tts_settings;
    // The voice it was narrated with; without one, the server takes its language's default voice.
    const voice = VOICE_IDS.find((id) => id === settings?.voice);
    generate.mutateAsync(settings ? { voice, speed: settings.speed, pitch: settings.pitch } : {}).then(
      () => toast.success("Audio regenerated"),
      (error: unknown) =>
        toast.error(AUDIO_MESSAGES.generateFailed, { description: errorMessage(error, AUDIO_MESSAGES.generateFailed) }),
    );
  };
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="audio-item" data-narrated="true">
      <AudioQuoteLine quote={item.quote} />
      <AudioPlayer quoteId={item.quote.id} label={item.quote.author} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
          data-testid="audio-meta"
        >
          {voiceName ? (
            <span className="inline-flex items-center gap-1">
              <AudioLinesIcon aria-hidden="true" className="size-3.5" />
              {voiceName}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <MicIcon aria-hidden="true" className="size-3.5" />
              Recorded or uploaded
            </span>
          )}
          <span aria-hidden="true">·</span>
          <span>{formatSeconds(audio.duration)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatBytes(audio.file_size)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatRelative(audio.created_at)}</span>
          {audio.file_missing && (
            <span className="inline-flex items-center gap-1 font-medium text-destructive">
              <FileWarningIcon aria-hidden="true" className="size-3.5" />
              {AUDIO_MESSAGES.fileMissing}
            </span>
          )}
        </p>
        <div className="flex gap-2">
          {voiceName && (
            <Button type="button" variant="outline" size="sm" onClick={regenerate} disabled={generate.isPending}>
              {generate.isPending ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
              Regenerate
            </Button>
          )}
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
      <RemoveAudioDialog item={item} open={confirming} onOpenChange={setConfirming} />
    </li>
  );
}

function RemoveAudioDialog({
  item,
  open,
  onOpenChange,
}: {
  item: AdminAudioItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAudio(item.quote.id);
  // Awaited rather than given callbacks: mutate's own callbacks are dropped once this row leaves the list,
  // which happens as soon as the list refetches.
  const confirm = () =>
    remove.mutateAsync().then(
      () => {
        toast.success("Audio removed");
        onOpenChange(false);
      },
      (error: unknown) =>
        toast.error(AUDIO_MESSAGES.deleteFailed, { description: errorMessage(error, AUDIO_MESSAGES.deleteFailed) }),
    );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={remove.isPending}
      testId="remove-audio-dialog"
      title="Remove this narration?"
      description={
        <>
          The audio file and its waveform of “{excerpt(item.quote.text, 80)}” are deleted. You can generate a new
          narration later.
        </>
      }
      confirmLabel="Remove audio"
      onConfirm={() => void confirm()}
    />
  );
}

function SilentRow({ item }: { item: AdminAudioItem }) {
  const selection = useBulkSelection();
  const generate = useGenerateAudio(item.quote.id);
  const selected = selection.has(item.quote.id);
  const toggle = (on: boolean) => {
    if (!bulkSelection.toggle({ id: item.quote.id, text: item.quote.text, author: item.quote.author }, on))
      toast.error(`Select at most ${BULK_LIMIT} quotes at a time`);
  };
  // No voice named: the server narrates with its language's default voice.
  const narrate = () =>
    generate.mutateAsync({}).then(
      () => toast.success("Audio generated"),
      (error: unknown) =>
        toast.error(AUDIO_MESSAGES.generateFailed, { description: errorMessage(error, AUDIO_MESSAGES.generateFailed) }),
    );
  return (
    <li className="flex items-start gap-3 rounded-xl border bg-card p-4" data-testid="audio-item" data-narrated="false">
      <Checkbox
        checked={selected}
        onCheckedChange={(value) => toggle(value === true)}
        aria-label={`Select for audio generation: ${excerpt(item.quote.text, 60)}`}
        className="mt-1 size-5"
      />
      <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <AudioQuoteLine quote={item.quote} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => narrate()}
          disabled={generate.isPending}
          className="justify-self-start"
        >
          {generate.isPending ? <Spinner /> : <WandSparklesIcon aria-hidden="true" />}
          Generate
        </Button>
      </div>
    </li>
  );
}

/** Selects (or clears) every quote of this page for bulk generation. */
function SelectPage({ items }: { items: AdminAudioItem[] }) {
  const selection = useBulkSelection();
  const onPage = items.filter((item) => selection.has(item.quote.id)).length;
  const all = onPage === items.length;
  const toggle = () => {
    if (all) bulkSelection.remove(items.map((item) => item.quote.id));
    else
      for (const item of items)
        if (!bulkSelection.toggle({ id: item.quote.id, text: item.quote.text, author: item.quote.author }, true)) {
          toast.error(`Select at most ${BULK_LIMIT} quotes at a time`);
          break;
        }
  };
  return (
    <div className="flex items-center gap-3 px-4 text-sm">
      <Checkbox
        id="select-page"
        checked={all ? true : onPage > 0 ? "indeterminate" : false}
        onCheckedChange={toggle}
        className="size-5"
      />
      <label htmlFor="select-page" className="font-medium">
        Select this page for bulk generation
      </label>
      {selection.size > 0 && (
        <span className="text-muted-foreground">({pluralize(selection.size, "quote")} selected)</span>
      )}
    </div>
  );
}
