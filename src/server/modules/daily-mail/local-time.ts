/**
 * Hours of the day in a member's IANA time zone, with the runtime's time zone data (Intl). A day whose hour is
 * skipped by a daylight-saving change sends at the first instant after the gap (02:00 → 03:00); a day whose hour
 * comes twice sends at the first of them.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A calendar day, YYYY-MM-DD. */
export type LocalDay = string;

const dayText = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The local day of an instant in a zone. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const p = localParts(instant.getTime(), timeZone);
  return dayText(p.year, p.month, p.day);
}

/** The day after (or `days` after) a calendar day. */
export function addDays(day: LocalDay, days: number): LocalDay {
  const t = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  const d = new Date(t);
  return dayText(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The instant `hour`:00 comes on `day` in `timeZone` (after the gap when that hour is skipped). */
export function instantOf(day: LocalDay, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, hour);
  // The offsets around that day: the instants they give that really read `day hour:00` there.
  const offsets = [...new Set([offsetAt(naive - DAY_MS, timeZone), offsetAt(naive + DAY_MS, timeZone)])];
  const matches = offsets
    .map((offset) => naive - offset)
    .filter((t) => {
      const p = localParts(t, timeZone);
      return p.year === y && p.month === m && p.day === d && p.hour === hour && p.minute === 0;
    })
    .sort((a, b) => a - b);
  if (matches.length > 0) return new Date(matches[0]!);
  // Skipped: the offset in force before the change puts it just after the gap.
  return new Date(naive - offsetAt(naive - DAY_MS, timeZone));
}

/** The last time `hour` came round at or before `at`, and the local day it belongs to. */
export function latestOccurrence(at: Date, hour: number, timeZone: string): { day: LocalDay; at: Date } {
  const today = localDayOf(at, timeZone);
  for (const day of [today, addDays(today, -1), addDays(today, -2)]) {
    const instant = instantOf(day, hour, timeZone);
    if (instant.getTime() <= at.getTime()) return { day, at: instant };
  }
  throw new Error(`no occurrence of ${hour}:00 in ${timeZone} before ${at.toISOString()}`);
}

/** The first time `hour` comes round strictly after `after`, and its local day. */
export function nextOccurrence(after: Date, hour: number, timeZone: string): { day: LocalDay; at: Date } {
  const latest = latestOccurrence(after, hour, timeZone);
  return occurrenceAfterDay(latest.day, hour, timeZone);
}

/** `hour` on the day after `day`. */
export function occurrenceAfterDay(day: LocalDay, hour: number, timeZone: string): { day: LocalDay; at: Date } {
  const next = addDays(day, 1);
  return { day: next, at: instantOf(next, hour, timeZone) };
}
