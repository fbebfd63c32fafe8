import { useId, useState } from "react";
import { REPORT_NOTE_MAX, type AdminReport } from "#contracts/reports.ts";
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

export type Decision = "resolved" | "dismissed";

/** Resolve or dismiss a report, with an optional note kept on the report and in the audit log. */
export function ReportDecisionDialog({
  report,
  decision,
  pending,
  onDecide,
  onOpenChange,
}: {
  report: AdminReport | null;
  decision: Decision;
  pending: boolean;
  onDecide: (note: string | undefined) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent data-testid="report-decision-dialog">
        {/* Keyed by report: each report starts with an empty note. */}
        <DecisionForm
          key={report?.id ?? "none"}
          decision={decision}
          pending={pending}
          onDecide={onDecide}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DecisionForm({
  decision,
  pending,
  onDecide,
  onCancel,
}: {
  decision: Decision;
  pending: boolean;
  onDecide: (note: string | undefined) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState("");
  const resolve = decision === "resolved";
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onDecide(note.trim() || undefined);
      }}
    >
      <DialogHeader>
        <DialogTitle>{resolve ? "Resolve report" : "Dismiss report"}</DialogTitle>
        <DialogDescription>
          {resolve
            ? "Mark the report as acted on — edit, reject or delete the quote from its page if needed."
            : "Close the report without acting on the quote."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>
          Note <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          placeholder={resolve ? "What was done" : "Why it needs no action"}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {resolve ? "Resolve" : "Dismiss"}
        </Button>
      </DialogFooter>
    </form>
  );
}
