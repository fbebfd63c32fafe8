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
  type LucideIcon,
} from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import type { InspireKeyAction } from "../keys.ts";
import type { InspireDisplay } from "../rotation.ts";

interface Control {
  action: InspireKeyAction;
  label: string;
  /** The key that does the same, shown in the hint. */
  shortcut: string;
  icon: LucideIcon;
  /** Off while there is no quote to move between. */
  needsQuotes?: boolean;
  testId?: string;
}

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
  const controls: Control[] = [
    { action: "previous", label: "Previous quote", shortcut: "←", icon: ChevronLeftIcon, needsQuotes: true },
    {
      action: "toggle-rotation",
      label: paused ? "Resume rotation" : "Pause rotation",
      shortcut: "P",
      icon: paused ? PlayIcon : PauseIcon,
      needsQuotes: true,
      testId: "inspire-rotation-button",
    },
    { action: "next", label: "Next quote", shortcut: "→", icon: ChevronRightIcon, needsQuotes: true },
    ...(hasAudio
      ? [
          {
            action: "toggle-audio",
            label: audioPlaying ? "Pause audio" : "Play audio",
            shortcut: "Space",
            icon: audioPlaying ? VolumeXIcon : Volume2Icon,
            testId: "inspire-audio-button",
          } satisfies Control,
        ]
      : []),
    {
      action: "toggle-display",
      label: display === "full" ? "Mini view" : "Full screen",
      shortcut: "M",
      icon: display === "full" ? Minimize2Icon : Maximize2Icon,
      testId: "inspire-display-button",
    },
    { action: "close", label: "Close Inspire", shortcut: "Esc", icon: XIcon, testId: "inspire-close-button" },
  ];
  return (
    <>
      {controls.map(({ action, label, shortcut, icon: Icon, needsQuotes, testId }) => (
        <Button
          key={action}
          variant="ghost"
          size={compact ? "icon-sm" : "icon"}
          className="rounded-full"
          aria-label={label}
          title={`${label} (${shortcut})`}
          disabled={needsQuotes ? disabled : undefined}
          onClick={() => onAct(action)}
          data-testid={testId}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </>
  );
}
