import { INSPIRE_QUOTE_SECONDS, INSPIRE_TOTAL_MINUTES } from "#contracts/constants.ts";

/**
 * Inspire's rotation as a pure state machine (docs/product/inspire.md): which quote shows, when the next one comes, and
 * when the session ends. The component feeds it ticks of elapsed time; everything here is testable without
 * timers or a browser.
 */

export type InspireMode = "all" | "audio-only";
export type InspireDisplay = "full" | "mini";

export interface InspireSettings {
  /** Seconds each quote shows: 5 to 30, step 1, default 10. */
  quoteSeconds: number;
  /** Minutes the session lasts: 1 to 60, never below ceil(quoteSeconds / 60), default 5. */
  totalMinutes: number;
}

export const DEFAULT_SETTINGS: InspireSettings = {
  quoteSeconds: INSPIRE_QUOTE_SECONDS.default,
  totalMinutes: INSPIRE_TOTAL_MINUTES.default,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The least total a quote duration allows: the quote duration in minutes, rounded up. */
export function minTotalMinutes(quoteSeconds: number): number {
  return Math.max(INSPIRE_TOTAL_MINUTES.min, Math.ceil(quoteSeconds / 60));
}

/** A quote duration in range and whole (step 1); anything unreadable is the default. */
export function clampQuoteSeconds(value: number): number {
  if (!Number.isFinite(value)) return INSPIRE_QUOTE_SECONDS.default;
  return clamp(Math.round(value), INSPIRE_QUOTE_SECONDS.min, INSPIRE_QUOTE_SECONDS.max);
}

/** A total in range and never below what the quote duration needs. */
export function clampTotalMinutes(value: number, quoteSeconds: number): number {
  if (!Number.isFinite(value)) return INSPIRE_TOTAL_MINUTES.default;
  return clamp(Math.round(value), minTotalMinutes(quoteSeconds), INSPIRE_TOTAL_MINUTES.max);
}

/** A new quote duration; the total rises when it would fall below the new minimum (docs/product/inspire.md). */
export function withQuoteSeconds(settings: InspireSettings, value: number): InspireSettings {
  const quoteSeconds = clampQuoteSeconds(value);
  return { quoteSeconds, totalMinutes: clampTotalMinutes(settings.totalMinutes, quoteSeconds) };
}

export function withTotalMinutes(settings: InspireSettings, value: number): InspireSettings {
  return { ...settings, totalMinutes: clampTotalMinutes(value, settings.quoteSeconds) };
}

/** Whether the list's sort asks for shuffling: absent or popular (docs/product/inspire.md); latest and views play in order. */
export function shouldShuffle(sort: string | undefined): boolean {
  return sort === undefined || sort === "popular";
}

/** Fisher–Yates with an injectable random source. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface RotationState {
  /** Quote ids in the order of the current cycle. */
  order: string[];
  /** Index in `order` of the quote on screen. */
  position: number;
  /** Whether each cycle is shuffled (otherwise the list's own order). */
  shuffled: boolean;
  /** Time the current quote has been on screen (not counting pauses). */
  quoteElapsedMs: number;
  /** Time the session has run (not counting pauses). */
  sessionElapsedMs: number;
  /** Paused by the visitor (P). */
  paused: boolean;
  /** The total duration has passed: the gentle close is under way. */
  finished: boolean;
  settings: InspireSettings;
}

export function initialRotation(
  ids: readonly string[],
  options: { shuffled: boolean; settings?: InspireSettings; random?: () => number },
): RotationState {
  return {
    order: options.shuffled ? shuffle(ids, options.random) : [...ids],
    position: 0,
    shuffled: options.shuffled,
    quoteElapsedMs: 0,
    sessionElapsedMs: 0,
    paused: false,
    finished: false,
    settings: options.settings ?? DEFAULT_SETTINGS,
  };
}

/** The id on screen, or null when there is nothing to show. */
export function currentId(state: RotationState): string | null {
  return state.order[state.position] ?? null;
}

/**
 * The next quote. At the end of a cycle the rotation wraps; a shuffled one is shuffled afresh, with the quote
 * just shown kept away from the front, so no quote repeats before every other has been shown and none twice
 * in a row.
 */
export function next(state: RotationState, random: () => number = Math.random): RotationState {
  if (state.order.length === 0) return state;
  const atEnd = state.position >= state.order.length - 1;
  if (!atEnd) return { ...state, position: state.position + 1, quoteElapsedMs: 0 };
  if (!state.shuffled || state.order.length < 2) return { ...state, position: 0, quoteElapsedMs: 0 };
  const last = state.order[state.position];
  let order = shuffle(state.order, random);
  if (order[0] === last) order = [...order.slice(1), order[0] as string];
  return { ...state, order, position: 0, quoteElapsedMs: 0 };
}

/** The quote before, wrapping to the end of the cycle. */
export function previous(state: RotationState): RotationState {
  if (state.order.length === 0) return state;
  const position = state.position === 0 ? state.order.length - 1 : state.position - 1;
  return { ...state, position, quoteElapsedMs: 0 };
}

export function togglePaused(state: RotationState): RotationState {
  return { ...state, paused: !state.paused };
}

export function withSettings(state: RotationState, settings: InspireSettings): RotationState {
  return { ...state, settings };
}

/**
 * Time passing. While paused nothing moves. The session ends once its total has run. A quote whose time is up
 * waits while its audio plays (docs/product/inspire.md), and the next one follows when the audio ends.
 */
export function tick(
  state: RotationState,
  elapsedMs: number,
  options: { audioPlaying: boolean; random?: () => number },
): RotationState {
  if (state.paused || state.finished || state.order.length === 0) return state;
  const sessionElapsedMs = state.sessionElapsedMs + elapsedMs;
  if (sessionElapsedMs >= state.settings.totalMinutes * 60_000) {
    return { ...state, sessionElapsedMs, finished: true };
  }
  const quoteElapsedMs = state.quoteElapsedMs + elapsedMs;
  const due = quoteElapsedMs >= state.settings.quoteSeconds * 1000;
  const moved = { ...state, sessionElapsedMs, quoteElapsedMs };
  if (!due || options.audioPlaying) return moved;
  return next(moved, options.random);
}

/** How far the current quote's time has run, 0 to 1 (for the progress bar). */
export function quoteProgress(state: RotationState): number {
  return Math.min(1, state.quoteElapsedMs / (state.settings.quoteSeconds * 1000));
}
