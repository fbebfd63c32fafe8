import { useEffect, useRef, useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { COPIED_INDICATOR_MS } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import { trackEvent } from "#client/lib/track-event.ts";
import { cn } from "#client/lib/utils.ts";

export const COPIED_MESSAGE = "Copied!";
export const COPY_FAILED_MESSAGE = "Failed to copy";

/** What the copy button puts on the clipboard: "text" — author. */
export function quoteClipboardText(quote: { text: string; author: string }): string {
  return `"${quote.text}" — ${quote.author}`;
}

/** Copies a quote; the icon shows a check for 2 s (docs/product/messages-and-limits.md), a toast says Copied! or Failed to copy. */
export function CopyQuoteButton({
  quote,
  className,
}: {
  quote: { id?: string; text: string; author: string };
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("The clipboard is not available");
      await navigator.clipboard.writeText(quoteClipboardText(quote));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast.success(COPIED_MESSAGE, { id: "copy-quote" });
      trackEvent("quote_copy", "quote_action", { quote_id: quote.id ?? null });
    } catch {
      toast.error(COPY_FAILED_MESSAGE, { id: "copy-quote" });
    }
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className={cn("text-muted-foreground hover:text-foreground", className)}
      onClick={copy}
      aria-label={copied ? "Copied" : "Copy quote"}
      title={copied ? "Copied" : "Copy quote"}
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon aria-hidden="true" className="text-primary" /> : <CopyIcon aria-hidden="true" />}
    </Button>
  );
}
