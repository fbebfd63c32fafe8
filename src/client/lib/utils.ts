import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge.ts";

/** Joins class names and lets later Tailwind utilities override earlier ones (as tailwind-merge, lib/class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/**
 * 2616 → "2,616", 1234.5 → "1,234.5" (at most three decimals), as `Intl.NumberFormat("en-US")` writes them.
 * Grouped by hand: constructing Intl.NumberFormat costs tens of milliseconds of start-up on a slow phone.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = "0", fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** "2,616 quotes", "1 quote". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
