import { lazy, Suspense, useState } from "react";
import { FlagIcon } from "lucide-react";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

const ReportDialog = lazy(() => import("./report-dialog.tsx").then((m) => ({ default: m.ReportDialog })));

/** "Report": the report dialog for signed-in users; everyone else is asked to sign in first. */
export function ReportButton({
  quoteId,
  viewer,
  onSignIn,
  className,
}: {
  quoteId: string;
  viewer: QuoteViewer | null;
  onSignIn: () => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={cn("text-muted-foreground hover:text-foreground", className)}
        onClick={() => {
          if (!viewer) return onSignIn();
          setWanted(true);
          setOpen(true);
        }}
        data-testid="report-quote"
      >
        <FlagIcon aria-hidden="true" />
        Report
      </Button>
      {wanted && viewer && (
        <Suspense fallback={null}>
          <ReportDialog quoteId={quoteId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
