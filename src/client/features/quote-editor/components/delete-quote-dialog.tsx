import { toast } from "#client/lib/toast.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { useDeleteQuote } from "../api/delete-quote.ts";
import type { EditableQuote } from "../editor-types.ts";
import { EDITOR_TOASTS } from "../messages.ts";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";

export interface DeleteQuoteDialogProps {
  quote: EditableQuote | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (quote: EditableQuote) => void;
  /** Where focus goes when the dialog has closed. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before a quote is deleted; toasts "Quote deleted" or "Delete failed" (docs/product/messages-and-limits.md). */
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
      toast.success(EDITOR_TOASTS.deleted.title, { description: `“${excerpt(quote.text, 80)}” is gone.` });
      onOpenChange(false);
      onDeleted(quote);
    } catch (error) {
      toast.error(EDITOR_TOASTS.deleteFailed.title, {
        description: errorMessage(error, "The quote could not be deleted. Please try again."),
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={remove.isPending}
      testId="delete-quote-dialog"
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete this quote?"
      description={quote ? <>“{excerpt(quote.text, 80)}” will be removed for good. This cannot be undone.</> : null}
      confirmLabel="Delete quote"
      onConfirm={() => void confirm()}
    />
  );
}
