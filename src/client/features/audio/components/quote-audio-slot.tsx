import { lazy } from "react";
import { PlayIcon } from "lucide-react";
import { ClientOnly } from "#client/lib/client-only.tsx";
import { cn } from "#client/lib/utils.ts";
import { FlatBars } from "./waveform-placeholder.tsx";

// The player, the waveform and the audio store load only once a page shows a quote with audio.
const AudioPlayer = lazy(() => import("./audio-player.tsx"));

/** What the server sends (and the browser shows until the player has loaded): the player's exact footprint. */
export function AudioPlayerPlaceholder({ variant = "card" }: { variant?: "card" | "detail" }) {
  return (
    <div className="flex h-[50px] items-center gap-2.5" data-testid="audio-player-placeholder">
      <span
        aria-hidden="true"
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full border text-muted-foreground shadow-xs",
          variant === "detail" ? "size-9" : "size-8",
        )}
      >
        <PlayIcon className="size-4 translate-x-px" />
      </span>
      <FlatBars className="min-w-0 flex-1" />
      <span aria-hidden="true" className="shrink-0 text-xs text-muted-foreground tabular-nums">
        0:00 / 0:00
      </span>
      <span aria-hidden="true" className="size-8 shrink-0" />
    </div>
  );
}

/**
 * A quote's audio on its card or page (docs/product/audio.md): a fixed-height strip that the server renders as a
 * placeholder, replaced by the lazily loaded player in the browser — nothing moves.
 */
export function QuoteAudioSlot({
  quote,
  variant = "card",
  className,
}: {
  quote: { id: string; author: string };
  variant?: "card" | "detail";
  className?: string;
}) {
  return (
    <div className={className} data-testid="quote-audio">
      <ClientOnly fallback={<AudioPlayerPlaceholder variant={variant} />}>
        <AudioPlayer quoteId={quote.id} label={quote.author} variant={variant} />
      </ClientOnly>
    </div>
  );
}
