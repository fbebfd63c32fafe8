/**
 * The page's one audio player (docs/product/data-model.md Audio player state, docs/product/audio.md Playback): one quote plays at a time, because
 * there is one audio element. Starting another quote pauses the first; finishing resets the playing state;
 * a file that does not load marks its quote as failed (the card says "Audio file missing").
 */

/** The parts of HTMLAudioElement the store uses (tests pass a fake). */
export interface AudioLike {
  src: string;
  volume: number;
  currentTime: number;
  readonly duration: number;
  preload: string;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
  addEventListener(type: string, listener: () => void): void;
}

export type PlaybackStatus = "idle" | "loading" | "playing" | "paused";

export interface PlaybackState {
  /** The quote whose audio is in the player, or null. */
  quoteId: string | null;
  status: PlaybackStatus;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  /** Quotes whose file failed to load. */
  failed: ReadonlySet<string>;
}

/** One quote's view of the player. */
export interface QuotePlayback {
  current: boolean;
  status: PlaybackStatus;
  playing: boolean;
  currentTime: number;
  duration: number;
  failed: boolean;
}

const IDLE: Omit<QuotePlayback, "failed"> = {
  current: false,
  status: "idle",
  playing: false,
  currentTime: 0,
  duration: 0,
};

export function quotePlayback(state: PlaybackState, quoteId: string): QuotePlayback {
  const failed = state.failed.has(quoteId);
  if (state.quoteId !== quoteId) return { ...IDLE, failed };
  return {
    current: true,
    status: state.status,
    playing: state.playing,
    currentTime: state.currentTime,
    duration: state.duration,
    failed,
  };
}

export function samePlayback(a: QuotePlayback, b: QuotePlayback): boolean {
  return (
    a.current === b.current &&
    a.status === b.status &&
    a.playing === b.playing &&
    a.currentTime === b.currentTime &&
    a.duration === b.duration &&
    a.failed === b.failed
  );
}

export interface PlaybackStore {
  getState(): PlaybackState;
  subscribe(listener: () => void): () => void;
  /** Plays the quote's audio from where it was (pausing any other quote), or pauses it if it is playing. */
  toggle(quoteId: string, url: string, knownDuration?: number): void;
  play(quoteId: string, url: string, knownDuration?: number): void;
  pause(): void;
  /** Moves to a fraction (0–1) of the quote's audio; another quote's audio starts playing from there. */
  seek(quoteId: string, url: string, fraction: number, knownDuration?: number): void;
  setVolume(volume: number): void;
  /** Forgets that a quote's file failed (e.g. after new audio was generated or uploaded). */
  clearFailure(quoteId: string): void;
  /** Stops and empties the player if it holds this quote (e.g. its audio was removed). */
  release(quoteId: string): void;
}

export interface PlaybackStoreOptions {
  createAudio: () => AudioLike;
  volume: number;
  onVolumeChange?: (volume: number) => void;
  /** Called when a quote starts playing (analytics). */
  onPlay?: (quoteId: string) => void;
}

export function createPlaybackStore({
  createAudio,
  volume,
  onVolumeChange,
  onPlay,
}: PlaybackStoreOptions): PlaybackStore {
  let state: PlaybackState = {
    quoteId: null,
    status: "idle",
    playing: false,
    currentTime: 0,
    duration: 0,
    volume,
    failed: new Set(),
  };
  const listeners = new Set<() => void>();
  let audio: AudioLike | null = null;
  let loadedUrl: string | null = null;
  /** A seek asked for before the file's duration was known. */
  let pendingFraction: number | null = null;

  const set = (next: Partial<PlaybackState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const finiteDuration = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

  const element = (): AudioLike => {
    if (audio) return audio;
    const created = createAudio();
    created.preload = "metadata";
    created.volume = state.volume;
    created.addEventListener("loadedmetadata", () => {
      const duration = finiteDuration(created.duration) || state.duration;
      if (pendingFraction !== null && duration > 0) {
        created.currentTime = pendingFraction * duration;
        pendingFraction = null;
      }
      set({ duration, currentTime: created.currentTime });
    });
    created.addEventListener("durationchange", () => {
      const duration = finiteDuration(created.duration);
      if (duration > 0 && duration !== state.duration) set({ duration });
    });
    created.addEventListener("timeupdate", () => {
      if (created.currentTime !== state.currentTime) set({ currentTime: created.currentTime });
    });
    created.addEventListener("playing", () => set({ status: "playing", playing: true }));
    created.addEventListener("pause", () => {
      if (state.status === "playing" || state.status === "loading") set({ status: "paused", playing: false });
    });
    created.addEventListener("ended", () => {
      // docs/product/audio.md: finishing pauses and resets the playing state.
      created.currentTime = 0;
      set({ status: "paused", playing: false, currentTime: 0 });
    });
    created.addEventListener("error", () => {
      if (loadedUrl === null || state.quoteId === null) return;
      const failed = new Set(state.failed);
      failed.add(state.quoteId);
      set({ status: "paused", playing: false, failed });
    });
    audio = created;
    return created;
  };

  /** Puts the quote's file into the player, pausing whatever was there. */
  const select = (quoteId: string, url: string, knownDuration?: number) => {
    const player = element();
    if (state.quoteId === quoteId && loadedUrl === url) return player;
    player.pause();
    pendingFraction = null;
    loadedUrl = url;
    player.src = url;
    player.load();
    set({
      quoteId,
      status: "paused",
      playing: false,
      currentTime: 0,
      duration: knownDuration && knownDuration > 0 ? knownDuration : 0,
    });
    return player;
  };

  const start = (player: AudioLike, quoteId: string) => {
    if (state.failed.has(quoteId)) {
      const failed = new Set(state.failed);
      failed.delete(quoteId);
      set({ failed });
      player.load();
    }
    set({ status: "loading", playing: true });
    onPlay?.(quoteId);
    player.play().catch((error: unknown) => {
      // A pause or another quote interrupting play() is not a failure; a refused or broken file is.
      if (state.quoteId !== quoteId) return;
      const name = error instanceof Error ? error.name : "";
      if (name === "AbortError") return;
      const failed = new Set(state.failed);
      if (name === "NotSupportedError") failed.add(quoteId);
      set({ status: "paused", playing: false, failed });
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(quoteId, url, knownDuration) {
      start(select(quoteId, url, knownDuration), quoteId);
    },
    toggle(quoteId, url, knownDuration) {
      if (state.quoteId === quoteId && state.playing) this.pause();
      else this.play(quoteId, url, knownDuration);
    },
    pause() {
      audio?.pause();
      if (state.playing) set({ status: "paused", playing: false });
    },
    seek(quoteId, url, fraction, knownDuration) {
      const clamped = Math.min(1, Math.max(0, fraction));
      const wasCurrent = state.quoteId === quoteId && loadedUrl === url;
      const player = select(quoteId, url, knownDuration);
      const duration = finiteDuration(player.duration) || state.duration;
      if (duration > 0) {
        player.currentTime = clamped * duration;
        set({ currentTime: clamped * duration });
      } else {
        pendingFraction = clamped;
      }
      if (!wasCurrent) start(player, quoteId);
    },
    setVolume(next) {
      const clamped = Math.min(1, Math.max(0, next));
      if (audio) audio.volume = clamped;
      set({ volume: clamped });
      onVolumeChange?.(clamped);
    },
    clearFailure(quoteId) {
      if (!state.failed.has(quoteId)) return;
      const failed = new Set(state.failed);
      failed.delete(quoteId);
      set({ failed });
    },
    release(quoteId) {
      if (state.quoteId !== quoteId || !audio) return;
      audio.pause();
      audio.removeAttribute("src");
      loadedUrl = null;
      pendingFraction = null;
      set({ quoteId: null, status: "idle", playing: false, currentTime: 0, duration: 0 });
    },
  };
}
