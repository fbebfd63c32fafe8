import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { formatCount } from "#client/lib/utils.ts";

export interface StatItem {
  label: string;
  value: number | string;
  detail?: ReactNode;
  icon: LucideIcon;
}

/** A grid of figures; while loading, placeholders of the same size keep the page still. */
export function StatCards(props: {
  label: string;
  items: StatItem[] | undefined;
  placeholders: number;
  testId: string;
}) {
  const { label, items, placeholders, testId } = props;
  return (
    <ul aria-label={label} data-testid={testId} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {items
        ? items.map((item) => (
            <li key={item.label} className="grid min-h-28 content-start gap-1 rounded-xl border bg-card p-4">
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <item.icon aria-hidden="true" className="size-4 shrink-0" />
                {item.label}
              </span>
              <span className="text-2xl font-semibold tabular-nums">
                {typeof item.value === "number" ? formatCount(item.value) : item.value}
              </span>
              {item.detail && <span className="text-xs text-muted-foreground">{item.detail}</span>}
            </li>
          ))
        : Array.from({ length: placeholders }, (_, i) => (
            <li key={i} aria-hidden="true" className="grid min-h-28 content-start gap-2 rounded-xl border bg-card p-4">
              <span className="h-4 w-24 animate-pulse rounded bg-muted" />
              <span className="h-7 w-16 animate-pulse rounded bg-muted" />
            </li>
          ))}
    </ul>
  );
}
