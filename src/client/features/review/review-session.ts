import type { ReviewGrade, ReviewGraded, ReviewToday } from "#contracts/review.ts";

/** The four grades as the page offers them, each with its key. */
export const GRADE_BUTTONS: readonly { grade: ReviewGrade; label: string; hint: string; key: string }[] = [
  { grade: "again", label: "Again", hint: "In 10 minutes", key: "1" },
  { grade: "good", label: "Good", hint: "Wait longer", key: "2" },
  { grade: "easy", label: "Easy", hint: "Much longer", key: "3" },
  { grade: "mastered", label: "Mastered", hint: "Leave the review", key: "4" },
];

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  target: EventTarget | null;
}

/** Whether a key press belongs to something that takes typing (a field, an editable region). */
function typesText(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  return (
    (target as Element).closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null
  );
}

/**
 * The grade a key press asks for: 1 again, 2 good, 3 easy, 4 mastered — not while typing, not with a modifier
 * (browser shortcuts), not a held key repeating, and not while a dialog or menu is open over the page.
 */
export function gradeForKey(event: KeyLike, overlayOpen = false): ReviewGrade | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || overlayOpen || typesText(event.target)) {
    return null;
  }
  return GRADE_BUTTONS.find((button) => button.key === event.key)?.grade ?? null;
}

/** Today's review once a quote was graded: the quote leaves the list, the streak is the server's. */
export function afterGrade(today: ReviewToday, graded: ReviewGraded): ReviewToday {
  const items = today.items.filter((item) => item.quote.id !== graded.quote.id);
  const removed = today.items.length - items.length;
  return {
    ...today,
    items,
    streak: graded.streak,
    due_count: Math.max(0, today.due_count - removed),
    reviewed_today: today.reviewed_today + removed,
  };
}

/** The YYYY-MM-DD date of `at` in `timeZone`. */
const dayOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/**
 * When a quote comes back, as a member reads it: "today at 14:05", "tomorrow", or "Saturday 5 December" (with the
 * year when it is not this one), in their time zone.
 */
export function formatNextReview(iso: string, now: Date, timeZone: string, locale?: string): string {
  const at = new Date(iso);
  const day = dayOf(at, timeZone);
  if (day <= dayOf(now, timeZone)) {
    const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(at);
    return `today at ${time}`;
  }
  const tomorrow = new Date(`${dayOf(now, timeZone)}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  if (day === tomorrow.toISOString().slice(0, 10)) return "tomorrow";
  const sameYear = day.slice(0, 4) === dayOf(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(at);
}

/** The browser's IANA time zone, else UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
