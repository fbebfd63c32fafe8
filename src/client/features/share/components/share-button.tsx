import { startTransition, Suspense, useRef, useState } from "react";
import { Share2Icon } from "lucide-react";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { ShareDialog } from "../load-share-dialog.ts";
import type { ShareableQuote } from "../share-quote.ts";

/** Opens the share dialog of a quote. */
export function ShareButton({
  quote,
  viewer,
  className,
}: {
  quote: ShareableQuote;
  viewer: QuoteViewer | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Kept mounted after the first opening, so that closing animates and focus returns to the button.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon-sm"
        className={cn("text-muted-foreground hover:text-foreground", className)}
        onClick={() => {
          // In a transition: the click paints at once, and the dialog follows without blocking the page.
          startTransition(() => {
            setUsed(true);
            setOpen(true);
          });
        }}
        aria-label="Share quote"
        aria-haspopup="dialog"
        title="Share quote"
      >
        <Share2Icon aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ShareDialog quote={quote} viewer={viewer} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
