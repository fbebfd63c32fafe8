import { useCallback, useEffect, useRef, useState } from "react";
import { INSPIRE_AUDIO_AUTOPLAY_DELAY_MS } from "#contracts/constants.ts";
import type { QuoteAudioInfo } from "./api/get-quote-audio.ts";

/**
 * The narration of the quote on screen: it starts INSPIRE_AUDIO_AUTOPLAY_DELAY_MS after the quote appears,
 * stops when the quote changes or Inspire closes, and reports whether it is playing (rotation waits for it).
 * A refused autoplay or a broken file is swallowed (docs/product/messages-and-limits.md): the quote simply shows for its time.
 */
export function useInspireAudio(audio: QuoteAudioInfo | null | undefined, quoteId: string | null, volume: number) {
  const element = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const url = audio?.audio_url ?? null;

  const player = useCallback(() => {
    if (element.current === null) {
      const created = new Audio();
      created.preload = "auto";
      created.addEventListener("play", () => setPlaying(true));
      created.addEventListener("pause", () => setPlaying(false));
      created.addEventListener("ended", () => setPlaying(false));
      created.addEventListener("error", () => setPlaying(false));
      element.current = created;
    }
    return element.current;
  }, []);

  useEffect(() => {
    if (element.current) element.current.volume = Math.min(1, Math.max(0, volume));
  }, [volume]);

  useEffect(() => {
    // A new quote silences the last one's narration (its pause event clears `playing`).
    const current = element.current;
    if (current) {
      current.pause();
      current.removeAttribute("src");
    }
    if (!url || !quoteId) return;
    const timer = window.setTimeout(() => {
      const audioElement = player();
      audioElement.src = url;
      audioElement.volume = Math.min(1, Math.max(0, volume));
      audioElement.play().catch(() => setPlaying(false));
    }, INSPIRE_AUDIO_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Volume changes apply through the effect above, without restarting the narration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, quoteId, player]);

  useEffect(
    () => () => {
      element.current?.pause();
    },
    [],
  );

  /** Plays or pauses; false when the quote has no audio to play. */
  const toggle = useCallback((): "playing" | "paused" | "none" => {
    if (!url) return "none";
    const audioElement = player();
    if (!audioElement.src) audioElement.src = url;
    if (audioElement.paused) {
      audioElement.play().catch(() => setPlaying(false));
      return "playing";
    }
    audioElement.pause();
    return "paused";
  }, [url, player]);

  return { playing, hasAudio: url !== null, toggle };
}
