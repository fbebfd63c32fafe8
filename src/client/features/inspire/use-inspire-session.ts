import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import type { Quote } from "#contracts/quotes.ts";
import { useStoredValue } from "#client/lib/use-stored-value.ts";
import { useInspireQuotes, type InspireFilters } from "./api/get-inspire-quotes.ts";
import { useListQuotes } from "./api/get-list-quotes.ts";
import { useQuoteAudio } from "./api/get-quote-audio.ts";
import { inspireKeyAction, type InspireKeyAction } from "./keys.ts";
import {
  currentId,
  DEFAULT_SETTINGS,
  initialRotation,
  next,
  previous,
  shouldShuffle,
  tick,
  togglePaused,
  withSettings,
  type InspireDisplay,
  type InspireMode,
  type InspireSettings,
  type RotationState,
} from "./rotation.ts";
import { useInspireAudio } from "./use-inspire-audio.ts";

/** What an Inspire session plays and how it is driven from outside (the URL's state, closing). */
export interface InspireSessionOptions {
  /** The home list's filters (as the API takes them): a filtered home becomes a playlist. */
  filters: InspireFilters;
  /** The list's sort: shuffled when absent or popular, in order otherwise. */
  sort?: string;
  /** A saved list to play instead of the filters. */
  listId?: string;
  mode: InspireMode;
  display: InspireDisplay;
  onDisplayChange: (display: InspireDisplay) => void;
  onClose: () => void;
}

/** A message for the live region; `count` makes a repeat of the same words a change. */
export interface Announcement {
  text: string;
  count: number;
}

const TICK_MS = 250;
/** How long the gentle close shows its goodbye before Inspire closes. */
const GOODBYE_MS = 3000;
const SESSION_COMPLETE: Announcement = { text: "Inspire session complete", count: -1 };

function parseVolume(raw: string | null): number {
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;
}

/** The quotes Inspire plays: a saved list's, or the list filters' (limit 1000, offset 0). */
function useInspireSource({ filters, listId, mode }: Pick<InspireSessionOptions, "filters" | "listId" | "mode">) {
  const fromList = useListQuotes(listId);
  const fromFilters = useInspireQuotes(filters, mode, listId === undefined);
  const list = fromList.data;
  // One array per answer and mode: a new one on every render would restart the rotation each time.
  const listQuotes = useMemo(() => list?.quotes.filter((quote) => mode === "all" || quote.has_audio), [list, mode]);
  if (listId !== undefined) return { quotes: listQuotes, loading: fromList.isPending, listName: list?.name };
  return { quotes: fromFilters.data?.quotes, loading: fromFilters.isPending, listName: undefined };
}

/**
 * The Inspire session's engine, without its views: which quotes play and in what order (rotation.ts), time passing
 * in ticks, next and previous, pause and resume, the gentle close, the keyboard, the narration of the quote on
 * screen, and what the live region announces. `act` is what a control or a key does.
 */
export function useInspireSession(options: InspireSessionOptions) {
  const { display, onDisplayChange, onClose } = options;
  const { quotes, loading, listName } = useInspireSource(options);
  // A list the visitor ordered plays in order; the home list shuffles when unsorted or sorted by popularity.
  const shuffled = options.listId === undefined && shouldShuffle(options.sort);
  const [settings, setSettings] = useState<InspireSettings>(DEFAULT_SETTINGS);
  const [rotation, setRotation] = useState<RotationState | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", count: 0 });
  const volume = useStoredValue(STORAGE_KEYS.volume, parseVolume, 1);

  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, count: a.count + 1 })), []);

  const byId = useMemo(() => new Map((quotes ?? []).map((quote) => [quote.id, quote])), [quotes]);
  const ids = useMemo(() => (quotes ?? []).map((quote) => quote.id), [quotes]);

  // A fresh rotation whenever the quotes change (first load, another mode); settings carry over.
  const [rotationOf, setRotationOf] = useState<{ ids: string[]; shuffled: boolean } | null>(null);
  if (rotationOf?.ids !== ids || rotationOf.shuffled !== shuffled) {
    setRotationOf({ ids, shuffled });
    setRotation(ids.length > 0 ? initialRotation(ids, { shuffled, settings }) : null);
  }

  const quote: Quote | null = rotation ? (byId.get(currentId(rotation) ?? "") ?? null) : null;
  const audioInfo = useQuoteAudio(quote?.id ?? null, quote?.has_audio ?? false);
  const audio = useInspireAudio(audioInfo.data, quote?.id ?? null, volume);
  const audioPlayingRef = useRef(false);
  useEffect(() => {
    audioPlayingRef.current = audio.playing;
  });

  // Time passes in ticks measured on the clock, so a throttled background tab does not slow the session.
  const running = rotation !== null;
  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setRotation((state) => (state ? tick(state, elapsed, { audioPlaying: audioPlayingRef.current }) : state));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // The gentle close: a goodbye, then Inspire closes by itself.
  const finished = rotation?.finished ?? false;
  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(onClose, GOODBYE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, onClose]);

  const changeSettings = (nextSettings: InspireSettings) => {
    setSettings(nextSettings);
    setRotation((state) => (state ? withSettings(state, nextSettings) : state));
  };

  const act = (action: InspireKeyAction) => {
    switch (action) {
      case "close":
        onClose();
        return;
      case "toggle-display": {
        const nextDisplay = display === "full" ? "mini" : "full";
        onDisplayChange(nextDisplay);
        announce(nextDisplay === "full" ? "Full screen" : "Mini view");
        return;
      }
      case "next":
        setRotation((state) => (state ? next(state) : state));
        announce("Next quote");
        return;
      case "previous":
        setRotation((state) => (state ? previous(state) : state));
        announce("Previous quote");
        return;
      case "toggle-rotation":
        if (!rotation) return;
        setRotation(togglePaused(rotation));
        announce(rotation.paused ? "Rotation resumed" : "Rotation paused");
        return;
      case "toggle-audio": {
        const result = audio.toggle();
        announce(
          result === "none" ? "No audio for this quote" : result === "playing" ? "Audio playing" : "Audio paused",
        );
        return;
      }
    }
  };

  const actRef = useRef(act);
  useEffect(() => {
    actRef.current = act;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = inspireKeyAction(event);
      if (action === null) return;
      event.preventDefault();
      actRef.current(action);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return {
    quote,
    rotation,
    loading,
    listName,
    finished,
    settings,
    changeSettings,
    volume,
    audioPlaying: audio.playing,
    hasAudio: audio.hasAudio,
    /** What the live region says now: the goodbye once the session is over. */
    announcement: finished ? SESSION_COMPLETE : announcement,
    announce,
    act,
  };
}

export type InspireSession = ReturnType<typeof useInspireSession>;
