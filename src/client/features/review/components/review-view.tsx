import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { AlertTriangleIcon, BookmarkIcon, CalendarCheckIcon, FlameIcon, RotateCwIcon } from "lucide-react";
import { REVIEW_MESSAGES, type ReviewGrade, type ReviewGraded } from "#contracts/review.ts";
import type { Quote } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useReviewToday } from "../api/get-review-today.ts";
import { useGradeReview } from "../api/grade-review.ts";
import { useRestoreReview } from "../api/restore-review.ts";
import { formatNextReview, gradeForKey } from "../review-session.ts";
import { ReviewCard } from "./review-card.tsx";

export interface ReviewViewProps {
  userId: string;
  /** The member's IANA time zone: their days, the day's bound and the streak are counted in it. */
  timezone: string;
  /** The quote's sound: its narration, or a reading in the default voice (the page's route provides it). */
  renderAudio: (quote: Quote) => ReactNode;
  /** Called before the card changes (e.g. to stop what is playing). */
  onCardChange?: () => void;
}

/** Whether a dialog or menu is open over the page (keys then belong to it). */
const overlayOpen = () =>
  typeof document !== "undefined" && document.querySelector('[role="dialog"], [role="menu"]') !== null;

/**
 * The daily review (docs/product/review.md): one due quote at a time with its sound, four grades (keys 1–4), the
 * streak and what is left today; "all done" with the next review's date once nothing is due. After each grade focus
 * moves to the next card's heading (or to "all done"), so keyboard and screen-reader users carry on from there.
 */
export function ReviewView({ userId, timezone, renderAudio, onCardChange }: ReviewViewProps) {
  const today = useReviewToday(userId, timezone);
  const grading = useGradeReview(userId, timezone);
  const restoring = useRestoreReview();
  const [last, setLast] = useState<ReviewGraded | null>(null);
  const [gradedHere, setGradedHere] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const current = today.data?.items[0];

  const grade = (value: ReviewGrade) => {
    if (!current || grading.isPending) return;
    onCardChange?.();
    grading.mutate(
      { quoteId: current.quote.id, grade: value },
      {
        onSuccess: (graded) => {
          setLast(graded);
          setGradedHere((n) => n + 1);
          moveFocus.current = true;
        },
      },
    );
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const value = gradeForKey(event, overlayOpen());
    if (!value || !current) return;
    event.preventDefault();
    grade(value);
  });

  useEffect(() => {
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // After a grade, the next card (or "all done") takes focus once it is shown.
  useEffect(() => {
    if (!moveFocus.current || !headingRef.current) return;
    moveFocus.current = false;
    headingRef.current.focus();
  });

  return (
    <div className="mx-auto w-full max-w-2xl" data-testid="review">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{REVIEW_MESSAGES.title}</h1>
          <p className="mt-2 min-h-6 text-muted-foreground" data-testid="review-due-count">
            {today.data ? dueLine(today.data.items.length, today.data.due_count) : "\u00a0"}
          </p>
        </div>
        <StreakBadge streak={today.data?.streak} />
      </header>

      <div className="mt-4 flex min-h-8 flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <p role="status" data-testid="review-last-grade">
          {last && lastGradeLine(last, timezone)}
        </p>
        {last?.mastered && (
          <Button
            variant="link"
            size="sm"
            className="h-8 p-0"
            disabled={restoring.isPending}
            onClick={() =>
              restoring.mutate(last.quote.id, {
                onSuccess: () => {
                  setLast(null);
                  setGradedHere((n) => Math.max(0, n - 1));
                  moveFocus.current = true;
                },
              })
            }
          >
            Undo
          </Button>
        )}
      </div>

      <div className="mt-4">
        {today.isPending ? (
          <CardSkeleton />
        ) : today.isError && !today.data ? (
          <LoadError onRetry={() => void today.refetch()} retrying={today.isFetching} />
        ) : current ? (
          <ReviewCard
            key={current.quote.id}
            item={current}
            position={{ index: gradedHere + 1, total: gradedHere + today.data.items.length }}
            headingRef={headingRef}
            audio={renderAudio(current.quote)}
            onGrade={grade}
            pending={grading.isPending}
            error={grading.isError ? grading.error.message : null}
          />
        ) : (
          <DoneForToday
            headingRef={headingRef}
            nothingSaved={
              today.data.due_count === 0 && today.data.next_due_at === null && today.data.reviewed_today === 0
            }
            nextDueAt={today.data.next_due_at}
            timezone={timezone}
          />
        )}
      </div>
    </div>
  );
}

function dueLine(shown: number, due: number): string {
  if (shown === 0) return "Nothing due right now";
  const later = due - shown;
  return `${shown} due today${later > 0 ? ` · ${later} more on later days` : ""}`;
}

function lastGradeLine(graded: ReviewGraded, timezone: string): string {
  if (graded.mastered) return "Mastered: that quote leaves your review.";
  return `Next review of that quote: ${formatNextReview(graded.due_at!, new Date(), timezone)}.`;
}

function StreakBadge({ streak }: { streak: number | undefined }) {
  return (
    <div
      className="inline-flex h-9 items-center gap-2 rounded-full border bg-card px-3.5 text-sm font-medium text-muted-foreground data-[active=true]:border-amber-300 data-[active=true]:bg-amber-50 data-[active=true]:text-amber-900 dark:data-[active=true]:border-amber-400/30 dark:data-[active=true]:bg-amber-950 dark:data-[active=true]:text-amber-100"
      data-active={(streak ?? 0) > 0}
      data-testid="review-streak"
      data-streak={streak ?? ""}
    >
      <FlameIcon aria-hidden="true" className="size-4" />
      {streak === undefined ? <Skeleton className="h-4 w-20" /> : <span>{streak}-day streak</span>}
    </div>
  );
}

function CardSkeleton() {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8" aria-busy="true" data-testid="review-loading">
      <span className="sr-only">Loading your review…</span>
      <Skeleton className="h-4 w-20" />
      <Skeleton className="mt-6 h-6 w-full" />
      <Skeleton className="mt-3 h-6 w-4/5" />
      <Skeleton className="mt-5 h-4 w-32" />
      <Skeleton className="mt-6 h-[50px] w-full" />
      <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    </div>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-destructive/30 bg-destructive/5 p-6"
      data-testid="review-error"
    >
      <p className="flex items-center gap-2 font-medium text-destructive">
        <AlertTriangleIcon aria-hidden="true" className="size-5" />
        {REVIEW_MESSAGES.loadFailed}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        Try again
      </Button>
    </div>
  );
}

function DoneForToday({
  headingRef,
  nothingSaved,
  nextDueAt,
  timezone,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  nothingSaved: boolean;
  nextDueAt: string | null;
  timezone: string;
}) {
  const Icon = nothingSaved ? BookmarkIcon : CalendarCheckIcon;
  return (
    <section
      aria-labelledby="review-done-heading"
      className="flex flex-col items-center rounded-xl border bg-card px-6 py-12 text-center shadow-sm"
      data-testid="review-done"
    >
      <div className="mb-5 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <h2
        id="review-done-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none"
      >
        {nothingSaved ? REVIEW_MESSAGES.nothingSaved : REVIEW_MESSAGES.allDone}
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground" data-testid="review-next-due">
        {nothingSaved
          ? REVIEW_MESSAGES.nothingSavedHint
          : nextDueAt
            ? `Your next review: ${formatNextReview(nextDueAt, new Date(), timezone)}.`
            : "Nothing else is scheduled. Save more quotes to keep the habit going."}
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">Browse quotes</Link>
      </Button>
    </section>
  );
}
