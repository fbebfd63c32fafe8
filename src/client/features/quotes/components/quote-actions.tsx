import { PencilIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { CopyQuoteButton } from "./copy-quote-button.tsx";
import { QuoteSlot, type ActionQuote } from "#client/lib/quote-slots.tsx";

/** Copy, the actions the app adds (Share), and Edit when `onEdit` is given (the caller decides who may edit). */
export function QuoteActions<T extends ActionQuote>({
  quote,
  onEdit,
  className,
}: {
  quote: T;
  onEdit?: (quote: T) => void;
  className?: string;
}) {
  return (
    <div className={cn("-mt-1 -mr-2 flex items-center", className)}>
      <CopyQuoteButton quote={quote} />
      <QuoteSlot name="quoteActions" quote={quote} />
      {onEdit && (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          className="text-muted-foreground hover:text-foreground"
          onClick={() => onEdit(quote)}
          aria-label="Edit quote"
          title="Edit quote"
        >
          <PencilIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
