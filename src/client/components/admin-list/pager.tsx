import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { formatCount } from "#client/lib/utils.ts";
import { pageSummary } from "#client/lib/paging.ts";

/** Previous / next below an admin list, with "21–40 of 57". */
export function Pager({
  page,
  pageSize,
  total,
  shown,
  label,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  /** What the list holds, for screen readers: "Members pages". */
  label: string;
  onPage: (page: number) => void;
}) {
  const s = pageSummary(page, pageSize, total, shown);
  if (!s.hasPrevious && !s.hasNext) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {shown === 0
          ? `Nothing on page ${page}`
          : `${formatCount(s.from)}–${formatCount(s.to)} of ${formatCount(total)}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!s.hasPrevious} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!s.hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
