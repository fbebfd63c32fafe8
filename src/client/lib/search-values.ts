/**
 * Readers of route search values that never throw: a value that does not fit reads as absent. Written by hand
 * because route search validation runs in the entry chunk, where zod would add its weight to every page's start.
 * The router hands over values already parsed from the URL (`?page=2` is the number 2, `?q=42` too).
 */

/** Free text, trimmed; absent when empty or longer than `max`. */
export function searchText(value: unknown, max = 200): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  return text && text.length <= max ? text : undefined;
}

/** A page number from 1 to 50,000. */
export function searchPage(value: unknown): number | undefined {
  const page = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page >= 1 && page <= 50_000 ? page : undefined;
}

/** One of `choices`. */
export function searchChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  return choices.find((choice) => choice === value);
}
