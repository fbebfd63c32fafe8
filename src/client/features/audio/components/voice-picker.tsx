import { LoaderCircleIcon, PauseIcon, PlayIcon } from "lucide-react";
import type { Voice } from "#contracts/voices.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { voiceSampleUrl } from "../api/get-voices.ts";
import { playbackStore, useQuotePlayback } from "../player.ts";

/** The voice picker: each voice's name, tier, gender and honest description, with a short sample to hear. */
export function VoicePicker({
  voices,
  loading,
  value,
  onChange,
}: {
  voices: Voice[] | undefined;
  loading: boolean;
  value: string;
  onChange: (voice: string) => void;
}) {
  if (loading || !voices) {
    return (
      <div className="grid gap-2 sm:grid-cols-2" role="status" aria-busy="true" aria-label="Loading voices">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  return (
    <RadioGroup
      value={value}
      onValueChange={onChange}
      aria-label="Voice"
      className="grid gap-2 sm:grid-cols-2"
      data-testid="voice-picker"
    >
      {voices.map((voice) => {
        const id = `voice-${voice.id}`;
        return (
          <div
            key={voice.id}
            className={cn(
              "relative flex gap-3 rounded-lg border p-3 transition-colors",
              value === voice.id ? "border-primary ring-1 ring-primary" : "hover:border-ring/60",
            )}
          >
            <RadioGroupItem
              value={voice.id}
              id={id}
              className="relative z-10 mt-0.5"
              aria-describedby={`${id}-description`}
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <label
                htmlFor={id}
                className="flex flex-wrap items-center gap-1.5 text-sm font-medium after:absolute after:inset-0"
              >
                {voice.name}
                <Badge variant={voice.tier === "premium" ? "default" : "secondary"} className="capitalize">
                  {voice.tier}
                </Badge>
                <span className="text-xs font-normal text-muted-foreground capitalize">{voice.gender}</span>
              </label>
              <p id={`${id}-description`} className="text-xs leading-snug text-muted-foreground">
                {voice.description}
              </p>
            </div>
            <SampleButton voice={voice} />
          </div>
        );
      })}
    </RadioGroup>
  );
}

function SampleButton({ voice }: { voice: Voice }) {
  const key = `voice:${voice.id}`;
  const playback = useQuotePlayback(key);
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className="relative z-10 shrink-0 rounded-full"
      aria-label={playback.playing ? `Stop the sample of ${voice.name}` : `Hear a sample of ${voice.name}`}
      onClick={() => playbackStore().toggle(key, voiceSampleUrl(voice.id))}
      data-testid="voice-sample"
    >
      {playback.status === "loading" ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
      ) : playback.playing ? (
        <PauseIcon aria-hidden="true" />
      ) : (
        <PlayIcon aria-hidden="true" />
      )}
    </Button>
  );
}
