import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AlertTriangleIcon,
  LoaderCircleIcon,
  PauseIcon,
  PlayIcon,
  Volume1Icon,
  Volume2Icon,
  VolumeXIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "#client/components/ui/popover.tsx";
import { cn } from "#client/lib/utils.ts";
import { quoteAudioQueryOptions } from "../api/get-quote-audio.ts";
import { waveformKey, waveformQueryOptions } from "../api/get-waveform.ts";
import { saveWaveform } from "../api/save-waveform.ts";
import { peaksFromAudioUrl } from "../decode-peaks.ts";
import { formatSeconds } from "../format.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import { playbackStore, useQuotePlayback, useVolume } from "../player.ts";
import { Waveform } from "./waveform.tsx";

export interface AudioPlayerProps {
  quoteId: string;
  /** Names the quote for screen readers, e.g. its author. */
  label: string;
  /** card: compact, loads when scrolled near; detail: on a quote page or in the editor, loads at once. */
  variant?: "card" | "detail";
  className?: string;
}

/** Quotes whose peaks this page already computed (docs/product/messages-and-limits.md: saved once per quote). */
const computed = new Set<string>();

/** Whether the element is on (or near) the screen; stays true once it was. */
function useSeen(eager: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/**
 * A quote's player (docs/product/audio.md): play/pause, the waveform (click to seek), time and volume. One quote plays
 * at a time across the page. The record and the peaks load when the player comes near the screen; a quote
 * without stored peaks gets them computed here from the decoded file, once, and offered to the server.
 */
export default function AudioPlayer({ quoteId, label, variant = "card", className }: AudioPlayerProps) {
  const { ref, seen } = useSeen(variant === "detail");
  const queryClient = useQueryClient();
  const audio = useQuery({ ...quoteAudioQueryOptions(quoteId), enabled: seen });
  const waveform = useQuery({ ...waveformQueryOptions(quoteId), enabled: seen });
  const playback = useQuotePlayback(quoteId);
  const record = audio.data;
  const url = record?.audio_url;

  useEffect(() => {
    if (!url || waveform.data !== null || computed.has(quoteId)) return;
    computed.add(quoteId);
    const controller = new AbortController();
    peaksFromAudioUrl(url, controller.signal)
      .then((peaks) => {
        queryClient.setQueryData(waveformKey(quoteId), { ...peaks, generatedAt: new Date().toISOString() });
        return saveWaveform(quoteId, peaks);
      })
      // docs/product/messages-and-limits.md: waveform loading errors are silent.
      .catch(() => computed.delete(quoteId));
    return () => controller.abort();
  }, [url, waveform.data, quoteId, queryClient]);

  const missing = playback.failed || record === null || record?.file_missing === true;
  const knownDuration = record?.duration ?? undefined;
  const duration = playback.duration || knownDuration || 0;
  const busy = playback.status === "loading" || (audio.isFetching && !record);

  const withUrl = async (then: (url: string) => void) => {
    const current = record ?? (await queryClient.fetchQuery(quoteAudioQueryOptions(quoteId)).catch(() => null));
    if (current) then(current.audio_url);
  };
  const toggle = () => void withUrl((src) => playbackStore().toggle(quoteId, src, knownDuration));
  const seek = (fraction: number) => void withUrl((src) => playbackStore().seek(quoteId, src, fraction, knownDuration));

  const detail = variant === "detail";
  return (
    <div
      ref={ref}
      data-testid="audio-player"
      data-quote-id={quoteId}
      data-state={missing ? "error" : playback.playing ? "playing" : playback.current ? "paused" : "idle"}
      className={cn("flex h-[50px] items-center gap-2.5", className)}
    >
      <Button
        type="button"
        size={detail ? "icon" : "icon-sm"}
        variant={playback.playing ? "default" : "outline"}
        className="shrink-0 rounded-full"
        aria-label={playback.playing ? `Pause the narration (${label})` : `Play the narration (${label})`}
        aria-pressed={playback.playing}
        onClick={toggle}
      >
        {busy ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
        ) : playback.playing ? (
          <PauseIcon aria-hidden="true" />
        ) : (
          <PlayIcon aria-hidden="true" className="translate-x-px" />
        )}
      </Button>
      <div className="relative flex min-w-0 flex-1">
        <Waveform
          peaks={missing ? undefined : (waveform.data?.peaks ?? undefined)}
          currentTime={playback.currentTime}
          duration={duration}
          onSeek={seek}
          label={`Seek in the narration (${label})`}
          disabled={missing}
        />
        {missing && (
          <span
            data-testid="audio-missing"
            className="absolute inset-0 m-auto flex h-6 w-fit items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2 text-xs font-medium text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-100"
          >
            <AlertTriangleIcon aria-hidden="true" className="size-3.5" />
            {AUDIO_MESSAGES.fileMissing}
          </span>
        )}
      </div>
      {missing ? (
        <p role="alert" className="w-20 shrink-0 text-xs leading-tight text-destructive" data-testid="audio-error">
          {AUDIO_MESSAGES.loadFailed}
        </p>
      ) : (
        <p className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="audio-time">
          <span className="sr-only">Position </span>
          {formatSeconds(playback.currentTime)}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> of </span>
          {formatSeconds(duration)}
        </p>
      )}
      <VolumeControl />
    </div>
  );
}

/** The volume (docs/product/messages-and-limits.md: 0–1, kept in local storage), shared by every player on the page. */
function VolumeControl() {
  const volume = useVolume();
  const Icon = volume === 0 ? VolumeXIcon : volume < 0.5 ? Volume1Icon : Volume2Icon;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="shrink-0"
          aria-label={`Volume ${Math.round(volume * 100)}%`}
        >
          <Icon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-56" align="end" aria-label="Volume">
        <label className="grid gap-2 text-sm font-medium">
          <span className="flex justify-between">
            Volume <span className="text-muted-foreground tabular-nums">{Math.round(volume * 100)}%</span>
          </span>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(event) => playbackStore().setVolume(Number(event.target.value))}
            className="w-full accent-primary"
            data-testid="volume"
          />
        </label>
      </PopoverContent>
    </Popover>
  );
}
