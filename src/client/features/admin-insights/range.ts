import { ANALYTICS_MAX_BUCKETS } from "#contracts/constants.ts";
import { formatDay } from "#client/lib/dates.ts";
import type { OverviewSearch, RangeChoice, RangePreset } from "./overview-search.ts";

export {
  parseOverviewSearch,
  RANGE_PRESETS,
  type OverviewSearch,
  type RangeChoice,
  type RangePreset,
} from "./overview-search.ts";

export const DEFAULT_RANGE: RangePreset = "30d";

export const PRESET_DAYS: Record<RangePreset, number> = { "7d": 7, "30d": 30, "90d": 90 };
export const PRESET_LABELS: Record<RangePreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

const DAY_MS = 86_400_000;

/** "2026-11-24" for the UTC day of `date`. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type ResolvedRange =
  | { ok: true; choice: RangeChoice; from: string; to: string; days: number }
  | { ok: false; choice: "custom"; from?: string; to?: string; message: string };

/** The days to ask for: a preset counted back from today (UTC), or the custom days if they make a valid range. */
export function resolveRange(search: OverviewSearch, now: Date = new Date()): ResolvedRange {
  const choice = search.range ?? DEFAULT_RANGE;
  if (choice !== "custom") {
    const days = PRESET_DAYS[choice];
    return { ok: true, choice, from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now), days };
  }
  const { from, to } = search;
  if (!from || !to) return { ok: false, choice, from, to, message: "Choose both a start and an end date." };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return { ok: false, choice, from, to, message: "The start date must not be after the end date." };
  const max = ANALYTICS_MAX_BUCKETS.day;
  if (days > max) return { ok: false, choice, from, to, message: `Choose at most ${max} days.` };
  return { ok: true, choice, from, to, days };
}

/** "Oct 26 – Nov 24, 2026" for a resolved range. */
export function describeRange(from: string, to: string): string {
  return `${formatDay(from)} – ${formatDay(to, { year: true })}`;
}
