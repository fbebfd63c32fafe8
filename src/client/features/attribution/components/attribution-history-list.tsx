import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import type { AttributionChange } from "#contracts/attribution.ts";
import { FetchError } from "#client/components/fetch-error.tsx";
import { formatLongDate } from "#client/lib/dates.ts";
import { useAttributionHistory } from "../api/get-attribution-history.ts";

export const HISTORY_ERROR = "Failed to load the attribution history";

/** A quote's attribution changes, newest first: old → new status, who really said it, the note, when and by whom. */
export default function AttributionHistoryList({ quoteId }: { quoteId: string }) {
  const query = useAttributionHistory(quoteId);
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        Loading history…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-4">
        <FetchError
          title={HISTORY_ERROR}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const { history } = query.data;
  if (history.length === 0) {
    return (
      <p className="mt-4 text-sm text-muted-foreground" data-testid="attribution-history-empty">
        No changes yet: the attribution is as it was first recorded.
      </p>
    );
  }
  return (
    <ol className="mt-4 space-y-3" aria-label="Attribution changes, newest first">
      {history.map((change) => (
        <HistoryItem key={change.id} change={change} />
      ))}
    </ol>
  );
}

function HistoryItem({ change }: { change: AttributionChange }) {
  const authorChanged = change.new_actual_author && change.new_actual_author !== change.old_actual_author;
  return (
    <li className="rounded-lg border bg-card px-4 py-3 text-sm leading-6" data-testid="attribution-change">
      <p className="flex flex-wrap items-center gap-x-1.5 font-medium">
        <span className="text-muted-foreground">{ATTRIBUTION_LABELS[change.old_status]}</span>
        <ArrowRightIcon aria-hidden="true" className="size-3.5 text-muted-foreground" />
        <span className="sr-only"> changed to </span>
        <span>{ATTRIBUTION_LABELS[change.new_status]}</span>
      </p>
      {authorChanged && (
        <p>
          <span className="text-muted-foreground">Actual author: </span>
          {change.new_actual_author}
        </p>
      )}
      {change.note && <p className="mt-1 whitespace-pre-line text-pretty">{change.note}</p>}
      <p className="mt-1 text-xs text-muted-foreground">
        <time dateTime={change.created_at}>{formatLongDate(change.created_at)}</time>
        {/* Seeded facts, and changes by a curator whose account is gone, name nobody. */}
        {change.curator && (
          <>
            {" · by "}
            <Link
              to="/users/$id"
              params={{ id: change.curator.id }}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {change.curator.display_name}
            </Link>
          </>
        )}
        {change.correction_id && " · from a reader's correction"}
      </p>
    </li>
  );
}
