import { Link } from "@tanstack/react-router";
import { CalendarDaysIcon } from "lucide-react";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { useDailyQuote } from "../api/get-daily-quote.ts";
import { ShareButton } from "./share-button.tsx";
import { formatLongDate } from "#client/lib/dates.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";

/** Fixed height, the same while loading and loaded, so that the list below never moves. */
const BOX = "h-56 sm:h-48";

/** The quote of the day, above the home list (rendered on the server with the page). */
export function DailyQuote({ viewer, className }: { viewer: QuoteViewer | null; className?: string }) {
  const query = useDailyQuote();
  // No published quote at all (or the call failed): nothing to show, and no space held either.
  if (query.isError || query.data === null) return null;
  const daily = query.data;
  return (
    <section
      aria-labelledby="daily-quote-heading"
      data-testid="daily-quote"
      className={cn(
        "relative flex flex-col overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-card p-5 shadow-sm sm:p-6",
        BOX,
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <CalendarDaysIcon aria-hidden="true" className="size-4 text-primary" />
        <h2
          id="daily-quote-heading"
          className="text-sm font-semibold tracking-wide whitespace-nowrap text-primary uppercase"
        >
          Quote of the day
        </h2>
        {daily && (
          <time dateTime={daily.day} className="hidden truncate text-xs text-muted-foreground sm:inline">
            {formatLongDate(daily.day)}
          </time>
        )}
        {daily && <ShareButton quote={daily.quote} viewer={viewer} className="ml-auto -my-1 -mr-2" />}
      </div>
      {daily ? (
        <figure className="mt-3 flex min-h-0 flex-1 flex-col justify-between gap-2">
          <blockquote
            className="min-h-0 text-(length:--quote-font-size) leading-snug font-medium text-pretty break-words whitespace-pre-line sm:text-[calc(var(--quote-font-size)*10/9)]"
            {...textLanguageProps(daily.quote.language)}
          >
            <p className="line-clamp-4 sm:line-clamp-3">
              <Link
                to="/quote/$slug"
                params={{ slug: daily.quote.url_slug }}
                className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                “{daily.quote.text}”
              </Link>
            </p>
          </blockquote>
          <figcaption className="truncate text-sm font-medium text-muted-foreground">
            <span aria-hidden="true">— </span>
            <cite className="not-italic">{daily.quote.author}</cite>
          </figcaption>
        </figure>
      ) : (
        <div className="mt-3 flex flex-1 flex-col gap-3" aria-busy="true">
          <span role="status" className="sr-only">
            Loading the quote of the day...
          </span>
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="mt-auto h-4 w-32" />
        </div>
      )}
    </section>
  );
}
