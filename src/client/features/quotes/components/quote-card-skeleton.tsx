import { Card, CardContent, CardFooter } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { QUOTE_CARD_CLASS } from "./quote-card.tsx";

/** A placeholder with the card's size and structure. */
export function QuoteCardSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn(QUOTE_CARD_CLASS, className)} aria-hidden="true" data-testid="quote-card-skeleton">
      <CardContent className="flex flex-1 flex-col px-5 pt-5 pb-4">
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="size-5" />
          <div className="space-y-2.5 pt-1">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="hidden h-4 w-3/5 md:block" />
          </div>
          <Skeleton className="mt-auto h-4 w-32" />
        </div>
      </CardContent>
      <CardFooter className="gap-1.5 border-t px-5 py-3 [.border-t]:pt-3">
        <Skeleton className="h-5.5 w-20" />
        <Skeleton className="h-5.5 w-14" />
        <Skeleton className="h-5.5 w-16" />
      </CardFooter>
    </Card>
  );
}
