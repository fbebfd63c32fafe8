import { Link } from "@tanstack/react-router";
import { ScrollTextIcon } from "lucide-react";
import { ADMIN_MEMBER_MESSAGES, ADMIN_PAGE_SIZE, type AuditEntry } from "#contracts/admin-members.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/admin-list/list-states.tsx";
import { Pager } from "#client/components/admin-list/pager.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { pageOffset } from "#client/lib/paging.ts";
import { pluralize } from "#client/lib/utils.ts";
import { useAuditLog } from "../api/get-audit.ts";
import { describeEntry } from "../describe-entry.ts";

/** The Audit log tab: who did what to which entity, when — newest first, paged. */
export function AuditLogView({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const log = useAuditLog({ limit: ADMIN_PAGE_SIZE, offset: pageOffset(page, ADMIN_PAGE_SIZE) });
  return (
    <section aria-labelledby="audit-heading" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="audit-heading" className="text-xl font-semibold tracking-tight">
            Audit log
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Every admin action, newest first.</p>
        </div>
        {log.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {pluralize(log.data.total, "entry", "entries")}
          </p>
        )}
      </div>
      {log.isPending ? (
        <ListSkeleton rows={8} rowHeight="h-14" />
      ) : log.isError ? (
        <FetchError
          title={ADMIN_MEMBER_MESSAGES.fetchAuditFailed}
          error={log.error}
          retrying={log.isFetching}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.entries.length === 0 ? (
        <EmptyState
          icon={ScrollTextIcon}
          title="Nothing logged yet"
          hint="Approvals, deletions, report decisions and member changes will be listed here."
        />
      ) : (
        <div className={log.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ol className="divide-y rounded-lg border" data-testid="audit-log">
            {log.data.entries.map((entry) => (
              <li key={entry.id}>
                <AuditRow entry={entry} />
              </li>
            ))}
          </ol>
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={log.data.total}
            shown={log.data.entries.length}
            label="Audit log pages"
            onPage={onPage}
          />
        </div>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const described = describeEntry(entry);
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4" data-testid="audit-entry">
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words">
          <span className="font-medium">{described.actor ?? entry.actor_name ?? "A deleted account"}</span>{" "}
          {described.verb}
          {described.subject && (
            <>
              {" "}
              {described.quoteId ? (
                <Link
                  to="/quote/id/$id"
                  params={{ id: described.quoteId }}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {described.subject}
                </Link>
              ) : (
                <span className="font-medium">{described.subject}</span>
              )}
            </>
          )}
          {!described.subject && described.quoteId && (
            <>
              {" · "}
              <Link
                to="/quote/id/$id"
                params={{ id: described.quoteId }}
                className="text-muted-foreground underline underline-offset-4 hover:text-foreground"
              >
                View quote
              </Link>
            </>
          )}
        </p>
        {described.detail && <p className="mt-0.5 text-xs break-words text-muted-foreground">{described.detail}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="outline" className="font-mono text-[11px]">
          {entry.entity_type}
        </Badge>
        <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
          {formatRelative(entry.created_at)}
        </time>
      </div>
    </div>
  );
}
