import { lazy } from "react";
import type { AudioPanelProps } from "#client/features/quote-editor/editor-types.ts";

// A second step of lazy loading: the entry chunk only knows this small module, not the audio feature's
// chunks (their list would otherwise ride along in the entry).
const AudioPanel = lazy(() => import("#client/features/audio/components/editor-audio-panel.tsx"));

/** The editor's Audio tab, filled by the audio feature. */
export default function EditorAudioPanel(props: AudioPanelProps) {
  return <AudioPanel {...props} />;
}
