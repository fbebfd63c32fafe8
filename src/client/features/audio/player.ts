import { useCallback, useRef, useSyncExternalStore } from "react";
import { trackEvent } from "#client/lib/track-event.ts";
import {
  createPlaybackStore,
  quotePlayback,
  samePlayback,
  type PlaybackStore,
  type QuotePlayback,
} from "./playback-store.ts";
import { readVolume, storeVolume } from "./volume.ts";

let store: PlaybackStore | null = null;

/** The page's one player, created on first use in the browser. */
export function playbackStore(): PlaybackStore {
  store ??= createPlaybackStore({
    createAudio: () => new Audio(),
    volume: readVolume(),
    onVolumeChange: storeVolume,
    onPlay: (quoteId) => {
      if (!quoteId.startsWith("voice:")) trackEvent("audio_play", "quote_action", { quote_id: quoteId });
    },
  });
  return store;
}

const subscribe = (listener: () => void) => playbackStore().subscribe(listener);

/** One quote's view of the player; re-renders only when that view changes. */
export function useQuotePlayback(quoteId: string): QuotePlayback {
  const last = useRef<QuotePlayback | null>(null);
  const read = useCallback(() => {
    const next = quotePlayback(playbackStore().getState(), quoteId);
    if (last.current && samePlayback(last.current, next)) return last.current;
    last.current = next;
    return next;
  }, [quoteId]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useVolume(): number {
  return useSyncExternalStore(
    subscribe,
    () => playbackStore().getState().volume,
    () => 1,
  );
}
