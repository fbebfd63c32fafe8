import { Link } from "@tanstack/react-router";
import { AlertCircleIcon, ArrowLeftIcon, RotateCwIcon, SearchXIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

import { FETCH_QUOTE_ERROR, QUOTE_NOT_FOUND } from "./quote-detail-messages.ts";

export type QuoteDetailStateProps =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "error"; message: string; onRetry: () => void; retrying: boolean };

/**
 * What a quote page shows instead of its quote (quote-detail.tsx): a skeleton while it loads, Quote not found, or
 * Failed to fetch quote with Retry. Loaded when shown, and by the server before it renders (lib/preloadable.tsx).
 */
export default function QuoteDetailState(props: QuoteDetailStateProps) {
  switch (props.kind) {
    case "loading":
      return <QuoteDetailSkeleton />;
    case "not-found":
      return <QuoteNotFound />;
    case "error":
      return <QuoteDetailError message={props.message} onRetry={props.onRetry} retrying={props.retrying} />;
  }
}

function QuoteDetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading quote...
      </span>
      <Skeleton className="h-4 w-16" />
      <div className="mt-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-10" aria-hidden="true">
        <Skeleton className="size-8" />
        <div className="mt-5 space-y-3">
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-4/5" />
        </div>
        <Skeleton className="mt-7 h-5 w-40" />
      </div>
      <div className="mt-6 flex gap-2" aria-hidden="true">
        <Skeleton className="h-5.5 w-20" />
        <Skeleton className="h-5.5 w-14" />
        <Skeleton className="h-5.5 w-16" />
      </div>
    </div>
  );
}

function QuoteNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <SearchXIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{QUOTE_NOT_FOUND}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This quote does not exist, or it is not published yet. It may be waiting for review.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Browse all quotes
        </Link>
      </Button>
    </div>
  );
}

function QuoteDetailError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-16 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10">
        <AlertCircleIcon aria-hidden="true" className="size-6 text-destructive" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">{FETCH_QUOTE_ERROR}</h1>
      <p className="mt-2 max-w-md text-sm break-words text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
