import { useId } from "react";
import { XIcon } from "lucide-react";
import { INSPIRE_QUOTE_SECONDS, INSPIRE_TOTAL_MINUTES } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  minTotalMinutes,
  withQuoteSeconds,
  withTotalMinutes,
  type InspireMode,
  type InspireSettings,
} from "../rotation.ts";

const rangeClass = "h-2 w-full cursor-pointer accent-primary";

/** Inspire's settings (docs/product/inspire.md): seconds per quote, session length, all or audio-only quotes, volume. */
export function InspireSettingsPanel({
  settings,
  onSettingsChange,
  mode,
  onModeChange,
  volume,
  onVolumeChange,
  onClose,
}: {
  settings: InspireSettings;
  onSettingsChange: (settings: InspireSettings) => void;
  mode: InspireMode;
  onModeChange: (mode: InspireMode) => void;
  /** 0 to 1. */
  volume: number;
  onVolumeChange: (volume: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const volumePercent = Math.round(volume * 100);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="w-full max-w-md rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg"
      data-testid="inspire-settings"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Inspire settings
        </h2>
        <Button variant="ghost" size="icon-sm" aria-label="Close settings" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-4 text-sm">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-quote`} className="flex justify-between font-medium">
            <span>Seconds per quote</span>
            <output htmlFor={`${id}-quote`} className="tabular-nums text-muted-foreground">
              {settings.quoteSeconds} s
            </output>
          </label>
          <input
            id={`${id}-quote`}
            type="range"
            className={rangeClass}
            min={INSPIRE_QUOTE_SECONDS.min}
            max={INSPIRE_QUOTE_SECONDS.max}
            step={INSPIRE_QUOTE_SECONDS.step}
            value={settings.quoteSeconds}
            onChange={(event) => onSettingsChange(withQuoteSeconds(settings, Number(event.target.value)))}
            data-testid="inspire-quote-seconds"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-total`} className="flex justify-between font-medium">
            <span>Session length</span>
            <output htmlFor={`${id}-total`} className="tabular-nums text-muted-foreground">
              {settings.totalMinutes} min
            </output>
          </label>
          <input
            id={`${id}-total`}
            type="range"
            className={rangeClass}
            min={minTotalMinutes(settings.quoteSeconds)}
            max={INSPIRE_TOTAL_MINUTES.max}
            step={1}
            value={settings.totalMinutes}
            onChange={(event) => onSettingsChange(withTotalMinutes(settings, Number(event.target.value)))}
            data-testid="inspire-total-minutes"
          />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 font-medium">Quotes</legend>
          <div className="flex gap-4">
            {(
              [
                ["all", "All quotes"],
                ["audio-only", "Audio only"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => onModeChange(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-volume`} className="flex justify-between font-medium">
            <span>Volume</span>
            <output htmlFor={`${id}-volume`} className="tabular-nums text-muted-foreground">
              {volumePercent}%
            </output>
          </label>
          <input
            id={`${id}-volume`}
            type="range"
            className={rangeClass}
            min={0}
            max={100}
            step={1}
            value={volumePercent}
            onChange={(event) => onVolumeChange(Number(event.target.value) / 100)}
            data-testid="inspire-volume"
          />
        </div>
      </div>
    </section>
  );
}
