import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Maximize2Icon,
  Minimize2Icon,
  PauseIcon,
  PlayIcon,
  Volume2Icon,
  VolumeXIcon,
  XIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import type { InspireKeyAction } from "../keys.ts";
import type { InspireDisplay } from "../rotation.ts";

/** Inspire's buttons: previous, pause or resume, next, the narration, full screen or mini, close. */
export function Controls({
  compact = false,
  paused,
  display,
  hasAudio,
  audioPlaying,
  disabled,
  onAct,
}: {
  compact?: boolean;
  paused: boolean;
  display: InspireDisplay;
  hasAudio: boolean;
  audioPlaying: boolean;
  disabled: boolean;
  onAct: (action: InspireKeyAction) => void;
}) {
  const size = compact ? "icon-sm" : "icon";
  const button = "rounded-full";
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Previous quote"
        title="Previous quote (←)"
        disabled={disabled}
        onClick={() => onAct("previous")}
      >
        <ChevronLeftIcon aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label={paused ? "Resume rotation" : "Pause rotation"}
        title={paused ? "Resume rotation (P)" : "Pause rotation (P)"}
        disabled={disabled}
        onClick={() => onAct("toggle-rotation")}
        data-testid="inspire-rotation-button"
      >
        {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Next quote"
        title="Next quote (→)"
        disabled={disabled}
        onClick={() => onAct("next")}
      >
        <ChevronRightIcon aria-hidden="true" />
      </Button>
      {hasAudio && (
        <Button
          variant="ghost"
          size={size}
          className={button}
          aria-label={audioPlaying ? "Pause audio" : "Play audio"}
          title={audioPlaying ? "Pause audio (Space)" : "Play audio (Space)"}
          onClick={() => onAct("toggle-audio")}
          data-testid="inspire-audio-button"
        >
          {audioPlaying ? <VolumeXIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label={display === "full" ? "Mini view" : "Full screen"}
        title={display === "full" ? "Mini view (M)" : "Full screen (M)"}
        onClick={() => onAct("toggle-display")}
        data-testid="inspire-display-button"
      >
        {display === "full" ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={button}
        aria-label="Close Inspire"
        title="Close Inspire (Esc)"
        onClick={() => onAct("close")}
        data-testid="inspire-close-button"
      >
        <XIcon aria-hidden="true" />
      </Button>
    </>
  );
}
