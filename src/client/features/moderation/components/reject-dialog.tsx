import { useId, useRef, useState } from "react";
import type { Quote } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

/** Asks for an optional reason before a quote is rejected. */
export function RejectDialog({
  quote,
  onOpenChange,
  onReject,
}: {
  quote: Quote | null;
  onOpenChange: (open: boolean) => void;
  onReject: (quote: Quote, reason: string | undefined) => void;
}) {
  const [reason, setReason] = useState("");
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The dialog has no trigger for Radix to focus on close: focus goes back to the button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={quote !== null}
      onOpenChange={(open) => {
        if (!open) setReason("");
        onOpenChange(open);
      }}
    >
      <DialogContent
        data-testid="reject-dialog"
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          reasonRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          else document.getElementById("main")?.focus();
        }}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!quote) return;
            onReject(quote, reason.trim() || undefined);
            setReason("");
          }}
        >
          <DialogHeader>
            <DialogTitle>Reject this quote?</DialogTitle>
            <DialogDescription className="line-clamp-3">
              {quote ? `“${quote.text}” — ${quote.author}` : null}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>
              Reason <span className="font-normal text-muted-foreground">(optional, kept in the audit log)</span>
            </Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. Misattributed, duplicate, offensive…"
              rows={3}
              ref={reasonRef}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive">
              Reject quote
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
