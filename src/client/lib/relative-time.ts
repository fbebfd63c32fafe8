import { formatDate } from "./dates.ts";

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];
let relativeFormat: Intl.RelativeTimeFormat | undefined;

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"… relative to `now`. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  let value = (time - now) / 1000;
  if (Math.abs(value) < 45) return "just now";
  relativeFormat ??= new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relativeFormat.format(Math.round(value), unit);
    value /= size;
  }
  return formatDate(iso);
}
