import { useId, useState } from "react";
import { ATTRIBUTION_MESSAGES, CORRECTION_REASON_MAX, type Correction } from "#contracts/attribution.ts";
import { FieldError } from "#client/components/form-field.tsx";
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
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { acceptEffect } from "../correction-queue.ts";

export type CorrectionDecision = "accept" | "reject";

/** Confirms accepting (the reason is optional) or rejecting (a reason is required and reaches the member) a correction. */
export function CorrectionDecisionDialog({
  correction,
  decision,
  pending,
  onDecide,
  onOpenChange,
}: {
  correction: Correction | null;
  decision: CorrectionDecision;
  pending: boolean;
  onDecide: (reason: string | undefined) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={correction !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent data-testid="correction-decision-dialog">
        {correction && (
          // Keyed by correction: each starts with an empty reason.
          <DecisionForm
            key={`${correction.id}:${decision}`}
            correction={correction}
            decision={decision}
            pending={pending}
            onDecide={onDecide}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DecisionForm({
  correction,
  decision,
  pending,
  onDecide,
  onCancel,
}: {
  correction: Correction;
  decision: CorrectionDecision;
  pending: boolean;
  onDecide: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const accept = decision === "accept";
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const given = reason.trim();
        if (!accept && !given) {
          setMissing(true);
          document.getElementById(`${id}-reason`)?.focus();
          return;
        }
        onDecide(given || undefined);
      }}
    >
      <DialogHeader>
        <DialogTitle>{accept ? "Accept this correction?" : "Reject this correction?"}</DialogTitle>
        <DialogDescription>
          {accept
            ? `${acceptEffect(correction)} Everyone who keeps the quote is told when its status changes.`
            : "The quote stays as it is. The member who suggested the correction will see your reason."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>
          Reason {accept ? <span className="font-normal text-muted-foreground">(optional)</span> : null}
        </Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={CORRECTION_REASON_MAX}
          rows={3}
          required={!accept}
          aria-required={!accept || undefined}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          placeholder={
            accept ? "e.g. Confirmed in the cited edition" : "e.g. The cited page does not contain the quote"
          }
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
        />
        {missing && <FieldError id={`${id}-error`}>{ATTRIBUTION_MESSAGES.reasonRequired}</FieldError>}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={accept ? "default" : "destructive"} disabled={pending}>
          {pending && <Spinner />}
          {accept ? "Accept correction" : "Reject correction"}
        </Button>
      </DialogFooter>
    </form>
  );
}
