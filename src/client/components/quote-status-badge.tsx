import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon } from "lucide-react";
import type { QuoteStatus } from "#contracts/constants.ts";
import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { cn } from "#client/lib/utils.ts";

const STYLES: Record<QuoteStatus, string> = {
  pending:
    "border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300",
  draft: "border-border bg-muted text-neutral-600 dark:text-muted-foreground",
  rejected: "border-red-300 bg-red-50 text-red-700 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-300",
  approved:
    "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300",
};

const ICONS = {
  pending: ClockIcon,
  draft: CircleDashedIcon,
  rejected: CircleXIcon,
  approved: CircleCheckIcon,
} as const;

/** A quote's status as a small coloured badge: Pending, Draft, Rejected or Approved. */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
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
      {STATUS_LABELS[status]}
    </span>
  );
}
