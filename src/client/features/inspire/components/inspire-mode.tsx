import { useState } from "react";
import { createPortal } from "react-dom";
import { Settings2Icon } from "lucide-react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import { writeLocal } from "#client/lib/use-stored-value.ts";
import type { InspireMode as Mode } from "../rotation.ts";
import { useInspireSession, type InspireSessionOptions } from "../use-inspire-session.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";
import { InspireContent } from "./inspire-content.tsx";
import { Controls } from "./inspire-controls.tsx";
import { FullScreen, LiveRegion } from "./inspire-frame.tsx";
import { InspireSettingsPanel } from "./inspire-settings.tsx";
import { MiniPanel } from "./mini-panel.tsx";

export interface InspireModeProps extends InspireSessionOptions {
  onModeChange: (mode: Mode) => void;
  /** Opened from a kiosk link: nothing but the quotes on screen. */
  kiosk?: boolean;
}

/**
 * Inspire mode (docs/product/inspire.md): a full-screen or mini rotating display of quotes with optional narration.
 * Loaded on demand; the app's Inspire button and the `inspire-toggle` event open it. The session itself (timing,
 * next and previous, pause, keys, narration) is use-inspire-session.ts; this lays out its views.
 */
export default function InspireMode(props: InspireModeProps) {
  const { display, mode, onModeChange, kiosk = false } = props;
  const session = useInspireSession(props);
  const { rotation, act } = session;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const reducedMotion = useReducedMotion();

  const content = (
    <InspireContent
      quote={session.quote}
      rotation={rotation}
      loading={session.loading}
      mode={mode}
      onModeChange={onModeChange}
      display={display}
      reducedMotion={reducedMotion}
      listName={session.listName}
      audioPlaying={session.audioPlaying}
      hasAudio={session.hasAudio}
    />
  );

  const live = <LiveRegion announcement={session.announcement} />;

  if (display === "mini") {
    return createPortal(
      <MiniPanel
        onDragEnd={() => session.announce("Mini view moved")}
        controls={
          <Controls
            compact
            paused={rotation?.paused ?? false}
            display={display}
            hasAudio={session.hasAudio}
            audioPlaying={session.audioPlaying}
            onAct={act}
            disabled={rotation === null}
          />
        }
      >
        {content}
        {live}
      </MiniPanel>,
      document.body,
    );
  }

  return createPortal(
    <FullScreen kiosk={kiosk} finished={session.finished} reducedMotion={reducedMotion}>
      {content}
      {live}
      <div className="relative z-10 flex flex-col items-center gap-3 px-4 pb-6" data-inspire-chrome="">
        {settingsOpen && (
          <InspireSettingsPanel
            settings={session.settings}
            onSettingsChange={session.changeSettings}
            mode={mode}
            onModeChange={onModeChange}
            volume={session.volume}
            onVolumeChange={(value) => writeLocal(STORAGE_KEYS.volume, String(value))}
            onClose={() => setSettingsOpen(false)}
          />
        )}
        <div className="flex items-center gap-1 rounded-full border bg-background/80 p-1 shadow-sm backdrop-blur">
          <Controls
            paused={rotation?.paused ?? false}
            display={display}
            hasAudio={session.hasAudio}
            audioPlaying={session.audioPlaying}
            onAct={act}
            disabled={rotation === null}
          />
          <Button
            variant={settingsOpen ? "secondary" : "ghost"}
            size="icon"
            className="rounded-full"
            aria-label="Inspire settings"
            aria-expanded={settingsOpen}
            title="Inspire settings"
            onClick={() => setSettingsOpen((open) => !open)}
            data-testid="inspire-settings-button"
          >
            <Settings2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </FullScreen>,
    document.body,
  );
}
