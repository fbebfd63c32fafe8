import { AlertCircleIcon, CircleCheckIcon, CircleDashedIcon, CircleXIcon, ClockIcon, LibraryIcon } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { QuoteStatusCounts } from "#contracts/quotes.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { useQuoteCounts } from "../api/get-quote-counts.ts";

const CARDS: Array<{ key: keyof QuoteStatusCounts; label: string; icon: LucideIcon; tone: string }> = [
  { key: "pending", label: "Pending", icon: ClockIcon, tone: "text-amber-600 dark:text-amber-400 bg-amber-500/10" },
  { key: "draft", label: "Draft", icon: CircleDashedIcon, tone: "text-muted-foreground bg-muted" },
  { key: "rejected", label: "Rejected", icon: CircleXIcon, tone: "text-red-600 dark:text-red-400 bg-red-500/10" },
  {
    key: "approved",
    label: "Approved",
    icon: CircleCheckIcon,
    tone: "text-emerald-600 dark:text-emerald-400 bg-emerald-500/10",
  },
  { key: "total", label: "Total", icon: LibraryIcon, tone: "text-primary bg-primary/10" },
];

/** How many quotes are in each status, as a row of cards. */
export function StatusCounts() {
  const counts = useQuoteCounts();

  if (counts.isError) {
    return (
      <p
        role="alert"
        className="flex items-center gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-red-700 dark:text-destructive"
      >
        <AlertCircleIcon aria-hidden="true" className="size-4 shrink-0" />
        Failed to fetch stats: {counts.error.message}
      </p>
    );
  }

  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      data-testid="status-counts"
      aria-busy={counts.isPending}
    >
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        // A <dl> may hold only <dt>/<dd> groups, each optionally in one <div>: the icon sits inside the
        // term and is placed beside both lines, the padding keeping its room.
        <div
          key={key}
          className={cn(
            "relative flex min-w-0 flex-col justify-center rounded-xl border bg-card p-4 pl-17 text-card-foreground shadow-xs",
            key === "total" && "col-span-2 sm:col-span-1",
          )}
          data-testid={`count-${key}`}
        >
          <dt className="text-sm text-muted-foreground">
            <span
              aria-hidden="true"
              className={cn(
                "absolute inset-y-0 left-4 my-auto flex size-10 items-center justify-center rounded-full",
                tone,
              )}
            >
              <Icon className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {counts.data ? formatCount(counts.data[key]) : <Skeleton className="my-1 h-6 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
