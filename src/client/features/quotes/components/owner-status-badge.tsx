import { CircleDashedIcon, CircleXIcon, ClockIcon } from "lucide-react";
import type { QuoteStatus, Role } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import { cn } from "#client/lib/utils.ts";

/** Who is looking at a quote: enough to decide on badges and the Edit button. */
export interface QuoteViewer {
  id: string;
  role: Role;
}

type ShownStatus = Exclude<QuoteStatus, "approved">;

const LABELS: Record<ShownStatus, string> = { rejected: "Rejected", pending: "Pending", draft: "Draft" };
const ICONS = { rejected: CircleXIcon, pending: ClockIcon, draft: CircleDashedIcon } as const;
const STYLES: Record<ShownStatus, string> = {
  pending:
    "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300",
  draft: "border-border bg-muted text-muted-foreground",
  rejected: "border-red-300 bg-red-50 text-red-700 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-300",
};

/**
 * SPEC §4: owners see a badge on their own quotes — Rejected, Pending or Draft, none when approved.
 * Admins, who moderate every quote, see it on all quotes.
 */
export function ownerBadgeStatus(
  viewer: QuoteViewer | null | undefined,
  quote: { status?: QuoteStatus | null; user_id?: string | null },
): ShownStatus | null {
  if (!viewer || !quote.status || quote.status === "approved") return null;
  const owns = quote.user_id != null && quote.user_id === viewer.id;
  return owns || can(viewer.role, "approveQuotes") ? quote.status : null;
}

export function OwnerStatusBadge({ status, className }: { status: ShownStatus; className?: string }) {
  const Icon = ICONS[status];
  return (
    <span
      data-testid="quote-status-badge"
      data-status={status}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        STYLES[status],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {LABELS[status]}
    </span>
  );
}
