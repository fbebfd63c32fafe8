import type { RefObject } from "react";

/** What a deferred overlay's trigger and content share. */
export interface OverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opened at least once: the content stays mounted from then on, so that it can animate out. */
  rendered: boolean;
  modal: boolean;
  contentId: string;
  triggerRef: RefObject<HTMLElement | null>;
}
