/** The Overview's date ranges: the last 7, 30 or 90 days (today included), or custom whole UTC days. */
export const RANGE_PRESETS = ["7d", "30d", "90d"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | "custom";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string | undefined): value is string {
  return value !== undefined && DATE_RE.test(value) && !Number.isNaN(Date.parse(value));
}

/** The Overview's search params, as a URL may carry them (read by its route, so kept apart from range.ts). */
export interface OverviewSearch {
  range?: RangeChoice;
  from?: string;
  to?: string;
}

export function parseOverviewSearch(search: Record<string, unknown>): OverviewSearch {
  const range = search.range;
  const out: OverviewSearch = {};
  if (range === "custom" || (RANGE_PRESETS as readonly unknown[]).includes(range)) out.range = range as RangeChoice;
  if (typeof search.from === "string" && isDay(search.from)) out.from = search.from;
  if (typeof search.to === "string" && isDay(search.to)) out.to = search.to;
  return out;
}
