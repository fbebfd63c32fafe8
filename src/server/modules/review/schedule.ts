import {
  REVIEW_AGAIN_MINUTES,
  REVIEW_EASE_MIN,
  REVIEW_EASE_START,
  REVIEW_FIRST_INTERVAL_DAYS,
  REVIEW_MAX_INTERVAL_DAYS,
  REVIEW_SECOND_INTERVAL_DAYS,
  type ReviewGrade,
} from "#contracts/review.ts";

/** A quote's schedule for one member (a review_states row without its keys). */
export interface ReviewState {
  ease: number;
  repetitions: number;
  intervalDays: number;
  dueAt: Date;
  masteredAt: Date | null;
  reviewedAt: Date;
}

const DAY_MS = 86_400_000;

/** A quote that was never graded (or saved again after it was unsaved): due from the moment it was saved. */
export const freshState = (savedAt: Date): ReviewState => ({
  ease: REVIEW_EASE_START,
  repetitions: 0,
  intervalDays: 0,
  dueAt: savedAt,
  masteredAt: null,
  reviewedAt: savedAt,
});

/**
 * SM-2, as SuperMemo published it, with Echoes' four grades: "again" (quality 1) starts the quote over and brings
 * it back in a few minutes; "good" (quality 4) keeps the ease and grows the interval 1 → 6 → interval × ease days;
 * "easy" (quality 5) raises the ease by 0.1 and grows faster (4 days first, then × ease × 1.3); "mastered" takes
 * the quote out of the rotation. Intervals stop at a year.
 */
export function schedule(state: ReviewState, grade: ReviewGrade, now: Date): ReviewState {
  const reviewed = { ...state, reviewedAt: now };
  if (grade === "mastered") return { ...reviewed, masteredAt: now };
  if (grade === "again") {
    return {
      ...reviewed,
      ease: Math.max(REVIEW_EASE_MIN, round2(state.ease - 0.2)),
      repetitions: 0,
      intervalDays: 0,
      dueAt: new Date(now.getTime() + REVIEW_AGAIN_MINUTES * 60_000),
    };
  }
  const ease = grade === "easy" ? round2(state.ease + 0.1) : state.ease;
  const intervalDays = Math.min(REVIEW_MAX_INTERVAL_DAYS, nextInterval(state, grade, ease));
  return {
    ...reviewed,
    ease,
    repetitions: state.repetitions + 1,
    intervalDays,
    dueAt: new Date(now.getTime() + intervalDays * DAY_MS),
  };
}

function nextInterval(state: ReviewState, grade: "good" | "easy", ease: number): number {
  if (state.repetitions === 0) return REVIEW_FIRST_INTERVAL_DAYS[grade];
  if (state.repetitions === 1 && grade === "good") return REVIEW_SECOND_INTERVAL_DAYS;
  const grown = Math.max(state.intervalDays, 1) * ease * (grade === "easy" ? 1.3 : 1);
  return Math.max(state.intervalDays + 1, Math.round(grown));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
