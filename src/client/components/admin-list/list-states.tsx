import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

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
