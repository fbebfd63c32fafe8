import { AlertCircleIcon, FilterXIcon, QuoteIcon, RotateCwIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { StateLink } from "#client/lib/state-link.tsx";
import { FETCH_QUOTES_ERROR } from "../api/get-quotes.ts";

/** What the quote list shows instead of its cards (quote-list.tsx). */
export type QuoteListStateProps =
  | { kind: "empty" }
  | { kind: "no-match"; onClear?: () => void; clearHref?: string }
  /** A `page` link past the last quote (the list has shrunk since): the way back to the first page. */
  | { kind: "past-the-end"; href?: string; onFirstPage: () => void }
  | { kind: "error"; message: string; onRetry: () => void; retrying: boolean };

/**
 * The quote list's empty states with a way out, and `Failed to fetch quotes` with Retry: loaded when one is shown
 * (the server loads them before it renders, lib/preloadable.tsx).
 */
export default function QuoteListState(props: QuoteListStateProps) {
  switch (props.kind) {
    case "empty":
      return (
        <EmptyState
          icon={QuoteIcon}
          title="No quotes yet"
          hint="Quotes appear here once they have been reviewed and approved. Please check back soon."
        />
      );
    case "no-match":
      return (
        <EmptyState
          icon={FilterXIcon}
          title="No quotes match these filters"
          hint="Try fewer filters or other words, or start again from every quote."
        >
          {props.onClear &&
            (props.clearHref === undefined ? (
              <Button className="mt-6" variant="outline" onClick={props.onClear}>
                Clear filters
              </Button>
            ) : (
              <Button asChild className="mt-6" variant="outline">
                <StateLink href={props.clearHref} onNavigate={props.onClear}>
                  Clear filters
                </StateLink>
              </Button>
            ))}
        </EmptyState>
      );
    case "past-the-end":
      return (
        <EmptyState icon={QuoteIcon} title="No more quotes here" hint="This page is past the end of the list.">
          {props.href !== undefined && (
            <Button asChild className="mt-6" variant="outline">
              <StateLink href={props.href} onNavigate={props.onFirstPage}>
                Back to the first page
              </StateLink>
            </Button>
          )}
        </EmptyState>
      );
    case "error":
      return (
        <EmptyState role="alert" tone="error" icon={AlertCircleIcon} title={FETCH_QUOTES_ERROR} hint={props.message}>
          <Button className="mt-6" onClick={props.onRetry} disabled={props.retrying}>
            {props.retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
            Retry
          </Button>
        </EmptyState>
      );
  }
}
