import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { displayParts } from "../display-mode.ts";
import { DEFAULT_DISPLAY, DEFAULT_VIEW, type DisplayMode, type QuoteView } from "../search-params.ts";
import { quoteCardClass } from "./quote-card.tsx";
import { useQuoteSlotFilled } from "#client/lib/quote-slots.tsx";

export interface QuoteCardSkeletonProps {
  display?: DisplayMode;
  layout?: QuoteView;
  className?: string;
}

/** A placeholder with the card's size and structure in the same display mode and layout. */
export function QuoteCardSkeleton({
  display = DEFAULT_DISPLAY,
  layout = DEFAULT_VIEW,
  className,
}: QuoteCardSkeletonProps) {
  const parts = displayParts(display);
  const footerSlot = useQuoteSlotFilled("cardFooter");
  return (
    <div
      className={cn(quoteCardClass(display, layout), className)}
      aria-hidden="true"
      data-testid="quote-card-skeleton"
    >
      {layout === "list" ? (
        <div className="flex flex-1 items-start gap-3 p-5 sm:gap-4 sm:px-6">
          <Skeleton className="mt-1 hidden size-5 sm:block" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="space-y-2.5 pt-1.5">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-3/5" />
            </div>
            <Skeleton className="mt-2 h-4 w-32" />
          </div>
          <Skeleton className="size-8" />
        </div>
      ) : (
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-start justify-between">
            <Skeleton className="mt-1 size-5" />
            <Skeleton className="size-8" />
          </div>
          <div className="space-y-2.5 pt-1">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="hidden h-4 w-3/5 md:block" />
          </div>
          <Skeleton className="mt-1 h-4 w-32" />
        </div>
      )}
      {(parts.taxonomy || parts.details) && (
        <div className="flex gap-1.5 border-t px-5 py-3">
          <Skeleton className="h-5.5 w-20" />
          <Skeleton className="h-5.5 w-14" />
          <Skeleton className="h-5.5 w-16" />
        </div>
      )}
      {footerSlot && (
        <div className="flex items-center gap-1 border-t px-3 py-1.5">
          <Skeleton className="h-8 w-14" />
          <Skeleton className="h-8 w-11" />
          <Skeleton className="ml-auto h-8 w-12" />
        </div>
      )}
    </div>
  );
}
