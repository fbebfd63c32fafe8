import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "#client/lib/utils.ts";
import { formatSeconds } from "../format.ts";
import { barCount, barHeights, WAVEFORM_BAR_GAP, WAVEFORM_BAR_WIDTH, WAVEFORM_HEIGHT } from "../peaks.ts";
import { FlatBars } from "./waveform-placeholder.tsx";

export interface WaveformProps {
  /** Stored peaks (0–1); undefined while they load or when there are none (flat bars are drawn). */
  peaks: readonly number[] | undefined;
  currentTime: number;
  duration: number;
  /** Asks to move to a fraction (0–1) of the audio. */
  onSeek: (fraction: number) => void;
  /** What the slider is for, e.g. "Seek in the narration of …". */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The waveform (docs/product/audio.md): bars 3 px wide with 3 px gaps in a 50 px strip, drawn as SVG from the stored peaks;
 * the played part in the primary colour. It is a slider: click (or arrow keys) to seek.
 */
export function Waveform({ peaks, currentTime, duration, onSeek, label, disabled, className }: WaveformProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const clipId = `waveform-${useId().replace(/[^\w-]/g, "")}`;

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const bars = barCount(width);
  const heights = useMemo(() => (peaks && bars > 0 ? barHeights(peaks, bars) : null), [peaks, bars]);
  const fraction = duration > 0 ? Math.min(1, Math.max(0, currentTime / duration)) : 0;
  const step = WAVEFORM_BAR_WIDTH + WAVEFORM_BAR_GAP;

  const seekFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    onSeek(Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const nudge = duration > 0 ? 5 / duration : 0.05;
    const moves: Record<string, number> = {
      ArrowRight: fraction + nudge,
      ArrowUp: fraction + nudge,
      ArrowLeft: fraction - nudge,
      ArrowDown: fraction - nudge,
      PageUp: fraction + 0.25,
      PageDown: fraction - 0.25,
      Home: 0,
      End: 0.999,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSeek(Math.min(1, Math.max(0, next)));
  };

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-disabled={disabled || undefined}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, Math.round(duration))}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={`${formatSeconds(currentTime)} of ${formatSeconds(duration)}`}
      data-testid="waveform"
      data-bars={heights ? heights.length : 0}
      onPointerDown={seekFromPointer}
      onKeyDown={onKeyDown}
      className={cn(
        "relative h-[50px] min-w-0 flex-1 touch-none rounded-sm outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        disabled ? "cursor-default opacity-60" : "cursor-pointer",
        className,
      )}
    >
      {heights ? (
        <svg
          aria-hidden="true"
          width={width}
          height={WAVEFORM_HEIGHT}
          viewBox={`0 0 ${width} ${WAVEFORM_HEIGHT}`}
          className="block"
        >
          <defs>
            <clipPath id={clipId}>
              <rect x={0} y={0} width={fraction * width} height={WAVEFORM_HEIGHT} />
            </clipPath>
          </defs>
          <g className="fill-muted-foreground/40">
            <Bars heights={heights} step={step} />
          </g>
          <g className="fill-primary" clipPath={`url(#${clipId})`}>
            <Bars heights={heights} step={step} />
          </g>
        </svg>
      ) : (
        <FlatBars />
      )}
    </div>
  );
}

function Bars({ heights, step }: { heights: number[]; step: number }) {
  return heights.map((h, i) => {
    const barHeight = Math.max(2, Math.round(h * WAVEFORM_HEIGHT));
    return (
      <rect
        key={i}
        x={i * step}
        y={(WAVEFORM_HEIGHT - barHeight) / 2}
        width={WAVEFORM_BAR_WIDTH}
        height={barHeight}
        rx={1.5}
      />
    );
  });
}
