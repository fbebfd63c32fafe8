import { createContext, type ReactNode } from "react";
import type { AudioPanelProps } from "../editor-types.ts";

/** The Audio tab's content, given by the app (the audio feature); without it the editor has no Audio tab. */
export const AudioPanelContext = createContext<((props: AudioPanelProps) => ReactNode) | null>(null);
