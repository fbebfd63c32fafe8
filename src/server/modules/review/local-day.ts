/** The member's calendar, in the IANA time zone their client sends (validated by the contract). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    // Bounded: the zones Intl knows are a few hundred.
    formatters.set(timeZone, format);
  }
  return format;
}

/** The local date at `at` in `timeZone`, as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  return formatter(timeZone).format(at);
}

/** The calendar day before (or `days` after) a YYYY-MM-DD date. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first instant of the local day after `at`'s (midnight, or the first moment after a DST gap). */
export function startOfNextLocalDay(at: Date, timeZone: string): Date {
  const tomorrow = shiftDay(localDay(at, timeZone), 1);
  const midnightUtc = Date.parse(`${tomorrow}T00:00:00Z`);
  let guess = midnightUtc - offsetMs(at, timeZone);
  guess = midnightUtc - offsetMs(new Date(guess), timeZone);
  // Where a clock change skips midnight, the day starts at the first quarter hour that exists.
  while (localDay(new Date(guess), timeZone) < tomorrow) guess += 15 * 60_000;
  return new Date(guess);
}

/** How far the zone's wall clock is ahead of UTC at `at`. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * Consecutive local days with a review, ending today — or yesterday, while today has no review yet. `days` are
 * distinct YYYY-MM-DD dates, latest first; a day after `today` (reviewed in a zone already past midnight) counts
 * as today.
 */
export function streakOf(days: string[], today: string): number {
  const seen = new Set(days.map((day) => (day > today ? today : day)));
  let day = seen.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (seen.has(day)) {
    streak++;
    day = shiftDay(day, -1);
  }
  return streak;
}
