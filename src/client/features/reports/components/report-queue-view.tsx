import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { CheckIcon, ExternalLinkIcon, FlagIcon, RotateCcwIcon, XIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { ADMIN_MEMBER_MESSAGES, ADMIN_PAGE_SIZE } from "#contracts/admin-members.ts";
import { REPORT_REASON_LABELS, type AdminReport, type ReportStatus } from "#contracts/reports.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/admin-list/list-states.tsx";
import { Pager } from "#client/components/admin-list/pager.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { pageOffset } from "#client/lib/paging.ts";
import { cn, pluralize } from "#client/lib/utils.ts";
import { useDecideReport } from "../api/decide-report.ts";
import { useAdminReports } from "../api/get-admin-reports.ts";
import {
  decisionToast,
  emptyQueueText,
  QUEUE_FILTER_LABELS,
  QUEUE_FILTERS,
  statusOfFilter,
  type QueueFilter,
} from "../report-queue.ts";
import { ReportDecisionDialog, type Decision } from "./report-decision-dialog.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";

/** The Reports tab: the queue by status, newest first, with resolve/dismiss (and reopen) and a jump to the quote. */
export function ReportQueueView({
  filter,
  page,
  onChange,
}: {
  filter: QueueFilter;
  page: number;
  onChange: (next: { filter: QueueFilter; page: number }) => void;
}) {
  const reports = useAdminReports({
    status: statusOfFilter(filter),
    limit: ADMIN_PAGE_SIZE,
    offset: pageOffset(page, ADMIN_PAGE_SIZE),
  });
  const decide = useDecideReport();
  const [deciding, setDeciding] = useState<{ report: AdminReport; decision: Decision } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (report: AdminReport, status: ReportStatus, note?: string) => {
    setBusyId(report.id);
    try {
      await decide.mutateAsync({ id: report.id, status, note });
      toast.success(decisionToast(status));
      setDeciding(null);
    } catch (error) {
      toast.error("Update failed", {
        description: errorMessage(error, "Failed to update the report. Please try again."),
      });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="reports-heading" className="min-w-0">
      <div className="mb-4">
        <h2 id="reports-heading" className="text-xl font-semibold tracking-tight">
          Reports
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Quotes people reported, newest first.</p>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Report status" className="inline-flex rounded-lg bg-muted p-1 text-sm">
          {QUEUE_FILTERS.map((f) => (
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
              {QUEUE_FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        {reports.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {pluralize(reports.data.total, "report")}
          </p>
        )}
      </div>

      {reports.isPending ? (
        <ListSkeleton rowHeight="h-32" rows={4} />
      ) : reports.isError ? (
        <FetchError
          title={ADMIN_MEMBER_MESSAGES.fetchReportsFailed}
          error={reports.error}
          retrying={reports.isFetching}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.reports.length === 0 ? (
        <EmptyState icon={FlagIcon} testId="reports-empty" {...emptyQueueText(filter)} />
      ) : (
        <div className={reports.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ul className="grid gap-3" data-testid="report-queue">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  busy={busyId === report.id}
                  onDecide={(decision) => setDeciding({ report, decision })}
                  onReopen={() => void run(report, "open")}
                />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={reports.data.total}
            shown={reports.data.reports.length}
            label="Report pages"
            onPage={(next) => onChange({ filter, page: next })}
          />
        </div>
      )}

      <ReportDecisionDialog
        report={deciding?.report ?? null}
        decision={deciding?.decision ?? "resolved"}
        pending={busyId !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        onDecide={(note) => {
          if (deciding) void run(deciding.report, deciding.decision, note);
        }}
      />
    </section>
  );
}

function StatusBadge({ status }: { status: ReportStatus }) {
  if (status === "open") return <Badge className="bg-amber-500/15 text-amber-800 dark:text-amber-300">Open</Badge>;
  if (status === "resolved")
    return <Badge className="bg-emerald-500/15 text-emerald-800 dark:text-emerald-300">Resolved</Badge>;
  return <Badge variant="outline">Dismissed</Badge>;
}

function ReportCard({
  report,
  busy,
  onDecide,
  onReopen,
}: {
  report: AdminReport;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  onReopen: () => void;
}) {
  const reason = REPORT_REASON_LABELS[report.reason];
  return (
    <article className="rounded-lg border p-4" data-testid="report-card" aria-labelledby={`report-${report.id}-title`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={report.status} />
        <h3 id={`report-${report.id}-title`} className="font-semibold">
          {reason.label}
        </h3>
        <span className="text-muted-foreground">
          by {report.reporter_name || "a deleted account"} ·{" "}
          <time dateTime={report.created_at} title={formatDateTime(report.created_at)}>
            {formatRelative(report.created_at)}
          </time>
        </span>
      </div>
      {report.description && (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap" dir="auto">
          {report.description}
        </p>
      )}
      <blockquote className="mt-3 rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm">
        <p className="break-words" dir="auto">
          “{excerpt(report.quote.text, 160)}”
        </p>
        <footer className="mt-1 text-xs text-muted-foreground">
          — {report.quote.author}
          {report.quote.status !== "approved" && <span> · quote {report.quote.status}</span>}
        </footer>
      </blockquote>
      {report.status !== "open" && report.note && (
        <p className="mt-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Note:</span> {report.note}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to="/quote/$slug" params={{ slug: report.quote.url_slug }}>
            <ExternalLinkIcon aria-hidden="true" />
            View quote
          </Link>
        </Button>
        <div className="ml-auto flex gap-2">
          {report.status === "open" ? (
            <>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => onDecide("dismissed")}>
                <XIcon aria-hidden="true" />
                Dismiss
              </Button>
              <Button size="sm" disabled={busy} onClick={() => onDecide("resolved")}>
                <CheckIcon aria-hidden="true" />
                Resolve
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" disabled={busy} onClick={onReopen}>
              <RotateCcwIcon aria-hidden="true" />
              Reopen
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
