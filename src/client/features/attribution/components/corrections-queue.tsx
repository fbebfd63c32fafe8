import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, CheckIcon, ExternalLinkIcon, ScaleIcon, XIcon } from "lucide-react";
import { ADMIN_PAGE_SIZE } from "#contracts/admin-members.ts";
import type { Correction } from "#contracts/attribution.ts";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import type { AttributionStatus } from "#contracts/constants.ts";
import { AttributionBadge } from "#client/components/attribution-badge.tsx";
import { ListSkeleton } from "#client/components/admin-list/list-states.tsx";
import { Pager } from "#client/components/admin-list/pager.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatDateTime } from "#client/lib/dates.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";
import { pageOffset } from "#client/lib/paging.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { toast } from "#client/lib/toast.ts";
import { cn, pluralize } from "#client/lib/utils.ts";
import { useAcceptCorrection } from "../api/accept-correction.ts";
import { useCorrections } from "../api/get-corrections.ts";
import { useRejectCorrection } from "../api/reject-correction.ts";
import {
  CORRECTION_FILTER_LABELS,
  CORRECTION_FILTERS,
  CORRECTION_QUEUE_MESSAGES as M,
  emptyCorrectionsText,
  type CorrectionFilter,
} from "../correction-queue.ts";
import { SOURCE_TYPE_LABELS } from "../source-form.ts";
import { CorrectionDecisionDialog, type CorrectionDecision } from "./correction-decision-dialog.tsx";

/**
 * The Corrections tab (docs/product/attribution.md): members' proposed attributions by status (open ones oldest
 * first, decided ones newest first), with Accept and Reject on the open ones.
 */
export function CorrectionsQueue({
  filter,
  page,
  onChange,
}: {
  filter: CorrectionFilter;
  page: number;
  onChange: (next: { filter: CorrectionFilter; page: number }) => void;
}) {
  const corrections = useCorrections({
    status: filter,
    limit: ADMIN_PAGE_SIZE,
    offset: pageOffset(page, ADMIN_PAGE_SIZE),
  });
  const accept = useAcceptCorrection();
  const reject = useRejectCorrection();
  const [deciding, setDeciding] = useState<{ correction: Correction; decision: CorrectionDecision } | null>(null);
  const pending = accept.isPending || reject.isPending;

  const decide = async (correction: Correction, decision: CorrectionDecision, reason: string | undefined) => {
    try {
      if (decision === "accept") {
        await accept.mutateAsync({ id: correction.id, reason });
        toast.success(M.accepted, { description: M.acceptedDescription });
      } else {
        await reject.mutateAsync({ id: correction.id, reason: reason ?? "" });
        toast.success(M.rejected, { description: M.rejectedDescription });
      }
      setDeciding(null);
    } catch (error) {
      toast.error("Update failed", { description: errorMessage(error, M.decideFailed) });
    }
  };

  return (
    <section aria-labelledby="corrections-heading" className="min-w-0">
      <div className="mb-4">
        <h2 id="corrections-heading" className="text-xl font-semibold tracking-tight">
          Corrections
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Members’ suggestions for who said a quote, the longest waiting first. Accepting one updates the quote and
          tells the people who keep it.
        </p>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Correction status" className="inline-flex rounded-lg bg-muted p-1 text-sm">
          {CORRECTION_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => onChange({ filter: f, page: 1 })}
              className={cn(
                "inline-flex h-8 items-center rounded-md px-3 font-medium text-foreground/75 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                filter === f && "bg-background text-foreground shadow-sm",
              )}
            >
              {CORRECTION_FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        {corrections.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {pluralize(corrections.data.total, "correction")}
          </p>
        )}
      </div>

      {corrections.isPending ? (
        <ListSkeleton rowHeight="h-40" rows={3} />
      ) : corrections.isError ? (
        <FetchError
          title={M.fetchFailed}
          error={corrections.error}
          retrying={corrections.isFetching}
          onRetry={() => void corrections.refetch()}
        />
      ) : corrections.data.corrections.length === 0 ? (
        <EmptyState icon={ScaleIcon} testId="corrections-empty" {...emptyCorrectionsText(filter)} />
      ) : (
        <div className={corrections.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ul className="grid gap-3" data-testid="correction-queue">
            {corrections.data.corrections.map((correction) => (
              <li key={correction.id} className="min-w-0">
                <CorrectionCard
                  correction={correction}
                  busy={pending && deciding?.correction.id === correction.id}
                  onDecide={(decision) => setDeciding({ correction, decision })}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={corrections.data.total}
            shown={corrections.data.corrections.length}
            label="Correction pages"
            onPage={(next) => onChange({ filter, page: next })}
          />
        </div>
      )}

      <CorrectionDecisionDialog
        correction={deciding?.correction ?? null}
        decision={deciding?.decision ?? "accept"}
        pending={pending}
        onOpenChange={(open) => !open && setDeciding(null)}
        onDecide={(reason) => {
          if (deciding) void decide(deciding.correction, deciding.decision, reason);
        }}
      />
    </section>
  );
}

/** A status as a badge; "Attributed", which cards show no badge for, as a plain outline. */
function StatusTag({ status }: { status: AttributionStatus }) {
  if (status !== "attributed") return <AttributionBadge status={status} named />;
  return (
    <span className="inline-flex w-fit items-center rounded-md border px-1.5 py-px text-xs font-medium whitespace-nowrap text-muted-foreground">
      {ATTRIBUTION_LABELS.attributed}
    </span>
  );
}

function CorrectionCard({
  correction,
  busy,
  onDecide,
}: {
  correction: Correction;
  busy: boolean;
  onDecide: (decision: CorrectionDecision) => void;
}) {
  const { quote, source } = correction;
  const titleId = `correction-${correction.id}-title`;
  return (
    <article className="rounded-lg border p-4" data-testid="correction-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="sr-only">
        {`Correction of “${excerpt(quote.text, 60)}”`}
      </h3>
      <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm">
        <p className="break-words" dir="auto">
          “{excerpt(quote.text, 200)}”
        </p>
        <footer className="mt-1 text-xs text-muted-foreground">— {quote.author}</footer>
      </blockquote>

      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="correction-change">
        <span className="sr-only">Status now</span>
        <StatusTag status={quote.attribution.status} />
        <ArrowRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">proposed</span>
        <StatusTag status={correction.proposed_status} />
        {correction.proposed_status === "misattributed" && (
          <span className="text-muted-foreground">
            {correction.actual_author ? (
              <>
                actually <span className="font-medium text-foreground">{correction.actual_author}</span>
              </>
            ) : (
              "real author unknown"
            )}
          </span>
        )}
      </p>

      <p className="mt-2 text-sm break-words whitespace-pre-wrap" dir="auto">
        {correction.note}
      </p>

      {source ? (
        <div className="mt-3 rounded-md border px-3 py-2 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Cited source</p>
          <p className="mt-0.5 break-words">
            <span className="font-medium">{source.name}</span>
            <span className="text-muted-foreground">
              {" "}
              · {SOURCE_TYPE_LABELS[source.type]}
              {source.author && ` · ${source.author}`}
              {source.publication_date && ` · ${source.publication_date}`}
              {source.location && ` · ${source.location}`}
            </span>
          </p>
          {source.url && (
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="mt-1 inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <span className="min-w-0 truncate">{source.url}</span>
              <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No source cited.</p>
      )}

      <p className="mt-3 text-xs text-muted-foreground">
        Suggested by {correction.proposer?.display_name ?? "a deleted account"} ·{" "}
        <time dateTime={correction.created_at} title={formatDateTime(correction.created_at)}>
          {formatRelative(correction.created_at)}
        </time>
      </p>
      {correction.status !== "open" && (
        <p className="mt-1 text-sm" data-testid="correction-decision">
          <span className="font-medium">
            {correction.status === "accepted" ? "Accepted" : "Rejected"}
            {correction.decided_by && ` by ${correction.decided_by.display_name}`}
          </span>
          {correction.decided_at && (
            <span className="text-muted-foreground">
              {" "}
              ·{" "}
              <time dateTime={correction.decided_at} title={formatDateTime(correction.decided_at)}>
                {formatRelative(correction.decided_at)}
              </time>
            </span>
          )}
          {correction.reason && <span className="block text-muted-foreground">Reason: {correction.reason}</span>}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/quote/$slug" params={{ slug: quote.url_slug }}>
            <ExternalLinkIcon aria-hidden="true" />
            View quote
          </Link>
        </Button>
        {correction.status === "open" && (
          <div className="ml-auto flex gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onDecide("reject")}>
              <XIcon aria-hidden="true" />
              Reject
            </Button>
            <Button size="sm" disabled={busy} onClick={() => onDecide("accept")}>
              <CheckIcon aria-hidden="true" />
              Accept
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
