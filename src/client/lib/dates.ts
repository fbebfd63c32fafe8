/**
 * Every date the app shows, written one way: US English, as the quote cards, quote pages, the quote of the day,
 * member pages and the admin's charts show them ("Jan 3, 2026", "January 3, 2026"). How long ago something was
 * ("5 minutes ago") is lib/relative-time.ts, apart: only lazy parts show it, and pages start without it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** `date` in US English with `options`; a formatter is made once per set of options. */
function format(date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat("en-US", options)));
  return formatter.format(date);
}

/** A date from an ISO string, or undefined for a value that is not one. */
function dateOf(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-01-03T10:00:00Z" → "Jan 3, 2026"; "" for a value that is not a date. */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  return date ? format(date, { month: "short", day: "numeric", year: "numeric" }) : "";
}

/**
 * "January 3, 2026". A bare day ("2026-01-03", a source's publication date, the day of a daily quote) is a
 * calendar day, not a moment: read in UTC. A value that is not a date is shown as it is.
 */
export function formatLongDate(value: string): string {
  const bare = BARE_DAY.test(value);
  const date = dateOf(bare ? `${value}T00:00:00Z` : value);
  if (!date) return value;
  return format(date, { month: "long", day: "numeric", year: "numeric", timeZone: bare ? "UTC" : undefined });
}

/** "Jan 3, 2026, 10:00 AM", in the visitor's time zone or in UTC; "" for a value that is not a date. */
export function formatDateTime(iso: string, { utc = false }: { utc?: boolean } = {}): string {
  const date = dateOf(iso);
  return date ? format(date, { dateStyle: "medium", timeStyle: "short", timeZone: utc ? "UTC" : undefined }) : "";
}

/** "March 2026" (UTC: the same on the server and in every browser); "" for a value that is not a date. */
export function formatMonthYear(iso: string): string {
  const date = dateOf(iso);
  return date ? format(date, { month: "long", year: "numeric", timeZone: "UTC" }) : "";
}

/** "Nov 24", or "Nov 24, 2026" with the year, for a day (UTC). */
export function formatDay(iso: string, { year = false }: { year?: boolean } = {}): string {
  return format(new Date(iso), { month: "short", day: "numeric", year: year ? "numeric" : undefined, timeZone: "UTC" });
}
