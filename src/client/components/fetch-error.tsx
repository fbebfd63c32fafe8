import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** A failed read: the spec's title (e.g. "Failed to fetch quotes"), the reason, and a Retry button. */
export function FetchError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center"
    >
      <AlertCircleIcon aria-hidden="true" className="mb-3 size-6 text-destructive" />
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 max-w-md text-sm break-words text-muted-foreground">{error.message}</p>
      <Button className="mt-5" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
