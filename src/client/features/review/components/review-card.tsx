import type { ReactNode, RefObject } from "react";
import { Link } from "@tanstack/react-router";
import { LoaderCircleIcon } from "lucide-react";
import type { ReviewGrade, ReviewItem } from "#contracts/review.ts";
import { Button } from "#client/components/ui/button.tsx";
import { GRADE_BUTTONS } from "../review-session.ts";

export interface ReviewCardProps {
  item: ReviewItem;
  /** This card's place among the quotes of this visit (1-based). */
  position: { index: number; total: number };
  headingRef: RefObject<HTMLHeadingElement | null>;
  audio: ReactNode;
  onGrade: (grade: ReviewGrade) => void;
  pending: boolean;
  error: string | null;
}

/** Each grade's colour, as a dot on its button (class lists written on the element: they never reach `cn()`). */
function GradeDot({ grade }: { grade: ReviewGrade }) {
  switch (grade) {
    case "again":
      return <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-rose-500" />;
    case "good":
      return <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-emerald-500" />;
    case "easy":
      return <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-sky-500" />;
    case "mastered":
      return <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-violet-500" />;
  }
}

/** One due quote: its text in its own language, its author, its sound and the four grades. */
export function ReviewCard({ item, position, headingRef, audio, onGrade, pending, error }: ReviewCardProps) {
  const { quote } = item;
  const headingId = `review-card-${quote.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
      data-testid="review-card"
      data-quote-id={quote.id}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-medium text-muted-foreground outline-none focus-visible:underline"
      >
        Quote {position.index} of {position.total}
        <span className="sr-only">, by {quote.author}</span>
      </h2>
      <figure className="mt-5">
        <blockquote
          lang={quote.language}
          className="font-serif text-xl leading-relaxed text-balance sm:text-2xl"
          data-testid="review-quote-text"
        >
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm text-muted-foreground">
          —{" "}
          <Link
            to="/author/$slug"
            params={{ slug: quote.author_slug }}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {quote.author}
          </Link>
          <span aria-hidden="true"> · </span>
          <Link
            to="/quote/$slug"
            params={{ slug: quote.url_slug }}
            className="underline-offset-4 hover:text-foreground hover:underline"
          >
            Open the quote
          </Link>
        </figcaption>
      </figure>
      <div className="mt-6 min-h-[50px]">{audio}</div>
      <div role="group" aria-label="How well did you know it?" className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {GRADE_BUTTONS.map((button) => (
          <Button
            key={button.grade}
            type="button"
            variant="outline"
            className="h-auto flex-col items-start gap-0.5 px-3 py-2.5 text-left"
            onClick={() => onGrade(button.grade)}
            disabled={pending}
            aria-keyshortcuts={button.key}
            data-testid={`grade-${button.grade}`}
          >
            <span className="flex w-full items-center gap-2 font-semibold">
              <GradeDot grade={button.grade} />
              <span className="flex-1">{button.label}</span>
              <kbd
                aria-hidden="true"
                className="rounded border bg-muted px-1.5 font-mono text-xs font-normal text-muted-foreground"
              >
                {button.key}
              </kbd>
            </span>
            <span className="text-xs font-normal whitespace-normal text-muted-foreground">{button.hint}</span>
          </Button>
        ))}
      </div>
      <p className="mt-3 flex min-h-5 items-center gap-1.5 text-sm" aria-live="polite">
        {pending ? (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
            Saving…
          </span>
        ) : error ? (
          <span role="alert" className="text-destructive" data-testid="review-grade-error">
            {error}
          </span>
        ) : (
          <span className="hidden text-muted-foreground sm:inline">Keys 1–4 grade the quote.</span>
        )}
      </p>
    </article>
  );
}
