import type { LucideIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

/** An admin list with nothing to show: an icon, what is missing and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed px-6 py-14 text-center"
      data-testid={testId}
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
      </div>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{hint}</p>
    </div>
  );
}

/** Rows of placeholders the height of the list's rows, while the first page loads. */
export function ListSkeleton({ rows = 6, rowHeight = "h-16" }: { rows?: number; rowHeight?: string }) {
  return (
    <div className="grid gap-2" role="status">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${rowHeight} w-full rounded-lg`} />
      ))}
    </div>
  );
}

/** An admin list that failed to load: what failed, and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-5 text-sm">
      <p className="font-medium">{message}</p>
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
