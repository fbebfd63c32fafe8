import { Fragment, useState, type ReactNode } from "react";
import type { Quote } from "#contracts/quotes.ts";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { cn } from "#client/lib/utils.ts";

/** The props both attribution dialogs take from the quote page. */
export interface QuoteDialogProps {
  quote: Quote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the form inside learns from its dialog: report while it saves (the dialog then stays open), and close. */
export interface DialogFormControls {
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
}

/**
 * A dialog around a form about one quote: the form is made afresh from the quote each time the dialog opens, and the
 * dialog does not close while the form saves.
 */
export function QuoteFormDialog({
  quote,
  open,
  onOpenChange,
  className,
  testId,
  children,
}: QuoteDialogProps & {
  className?: string;
  testId: string;
  children: (controls: DialogFormControls) => ReactNode;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className={cn("max-h-[calc(100dvh-2rem)] overflow-y-auto", className)} data-testid={testId}>
        {open && (
          <Fragment key={quote.id}>
            {children({ onPendingChange: setPending, onDone: () => onOpenChange(false) })}
          </Fragment>
        )}
      </DialogContent>
    </Dialog>
  );
}
