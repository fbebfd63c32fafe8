import { trackEvent } from "#client/lib/track-event.ts";
import type { QuoteFilters } from "./search-params.ts";

/** Which filters a change touched, and their new values (free search text is reported as its length only). */
export function filterChangeProperties(before: QuoteFilters, after: QuoteFilters): Record<string, unknown> | null {
  const changed: string[] = [];
  const keys = ["category", "author", "status", "audio", "sort", "bookmarked", "reacted"] as const;
  for (const key of keys) if (before[key] !== after[key]) changed.push(key);
  if (before.tags.join(",") !== after.tags.join(",")) changed.push("tags");
  if (before.attribution.join(",") !== after.attribution.join(",")) changed.push("attribution");
  if (before.languages.join(",") !== after.languages.join(",")) changed.push("languages");
  if (before.q !== after.q) changed.push("q");
  if (changed.length === 0) return null;
  return {
    changed,
    category: after.category ?? null,
    author: after.author ?? null,
    tags: after.tags,
    status: after.status ?? null,
    attribution: after.attribution,
    languages: after.languages,
    audio: after.audio ?? null,
    sort: after.sort,
    bookmarked: after.bookmarked,
    reacted: after.reacted,
    q_length: after.q.length,
  };
}

/** Reports a change of the home list's filters (`filter_change`), if it changed any. */
export function reportFilterChange(before: QuoteFilters, after: QuoteFilters) {
  const change = filterChangeProperties(before, after);
  if (change) trackEvent("filter_change", "user_interaction", change);
}
