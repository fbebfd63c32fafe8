import { TRENDING_DEFAULT_WINDOW, TRENDING_WINDOWS, type TrendingWindow } from "#contracts/constants.ts";

export interface TrendingSearch {
  window?: TrendingWindow;
}

/** The trending page's URL parameters: `window` when it is one of the windows and not the default. */
export function parseTrendingSearch(search: Record<string, unknown>): TrendingSearch {
  const value = search.window;
  const known = TRENDING_WINDOWS.find((window) => window === value);
  return known && known !== TRENDING_DEFAULT_WINDOW ? { window: known } : {};
}

/** The window a parsed search stands for. */
export const windowOf = (search: TrendingSearch): TrendingWindow => search.window ?? TRENDING_DEFAULT_WINDOW;

/** The search to link to for a window (the default window has a bare URL). */
export const searchForWindow = (window: TrendingWindow): TrendingSearch =>
  window === TRENDING_DEFAULT_WINDOW ? {} : { window };
