import { Trash2Icon } from "lucide-react";
import { canDeleteQuote, type QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import type { EditableQuote } from "../editor-types.ts";

/**
 * The editor's Delete button, shown only where the viewer may delete the quote (docs/product/quotes-and-search.md: owners their quotes
 * that are not approved, admins any). It asks for deletion; the confirmation is DeleteQuoteDialog's.
 */
export function DeleteQuoteButton({
  quote,
  viewer,
  disabled,
  onDelete,
}: {
  quote: EditableQuote;
  viewer: QuoteViewer | null;
  disabled: boolean;
  onDelete: (quote: EditableQuote) => void;
}) {
  if (!canDeleteQuote(viewer, quote)) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive-emphasis"
      disabled={disabled}
      onClick={() => onDelete(quote)}
    >
      <Trash2Icon aria-hidden="true" />
      Delete
    </Button>
  );
}
