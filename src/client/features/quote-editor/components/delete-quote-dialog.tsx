import { toast } from "#client/lib/toast.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useDeleteQuote } from "../api/delete-quote.ts";
import type { EditableQuote } from "../editor-types.ts";
import { messageOf } from "../errors.ts";
import { EDITOR_TOASTS } from "../messages.ts";

export interface DeleteQuoteDialogProps {
  quote: EditableQuote | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (quote: EditableQuote) => void;
  /** Where focus goes when the dialog has closed. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before a quote is deleted; toasts "Quote deleted" or "Delete failed" (SPEC §8). */
export default function DeleteQuoteDialog({
  quote,
  open,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: DeleteQuoteDialogProps) {
  const remove = useDeleteQuote();

  const confirm = async () => {
    if (!quote) return;
    try {
      await remove.mutateAsync(quote);
      toast.success(EDITOR_TOASTS.deleted.title, { description: `“${excerpt(quote.text)}” is gone.` });
      onOpenChange(false);
      onDeleted(quote);
    } catch (error) {
      toast.error(EDITOR_TOASTS.deleteFailed.title, {
        description: messageOf(error, "The quote could not be deleted. Please try again."),
      });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent data-testid="delete-quote-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this quote?</AlertDialogTitle>
          <AlertDialogDescription>
            {quote ? <>“{excerpt(quote.text)}” will be removed for good. This cannot be undone.</> : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Delete quote
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function excerpt(text: string, max = 80) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
