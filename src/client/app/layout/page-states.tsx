import { Spinner } from "#client/components/ui/spinner.tsx";

/** Shown while a lazily loaded page arrives. */
export function PagePending() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-5" />
      <span>Loading...</span>
    </div>
  );
}
