import { useId, useState, type FormEvent } from "react";
import { toast } from "#client/lib/toast.ts";
import { AlertCircleIcon } from "lucide-react";
import { REPORT_REASONS } from "#contracts/constants.ts";
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  type ReportReason,
} from "#contracts/reports.ts";
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
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/utils.ts";
import { useCreateReport } from "../api/create-report.ts";
import { reportFormStatus } from "../report-form.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** Report a quote: one of the five reasons, an optional description (≤ 1000), submit. */
export function ReportDialog({
  quoteId,
  open,
  onOpenChange,
}: {
  quoteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport(quoteId);
  const status = reportFormStatus({ reason, description });

  const reset = () => {
    setReason(null);
    setDescription("");
    setError(null);
    report.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !status.ready || report.isPending) return;
    setError(null);
    try {
      await report.mutateAsync({ reason, description });
      toast.success(REPORT_MESSAGES.submitted, { description: REPORT_MESSAGES.submittedDescription });
      onOpenChange(false);
      reset();
    } catch (failure) {
      setError(errorMessage(failure, REPORT_MESSAGES.failed));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (report.isPending) return;
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md" data-testid="report-dialog">
        <form onSubmit={(event) => void submit(event)} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Report this quote</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with it. An administrator will review your report.
            </DialogDescription>
          </DialogHeader>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Reason</legend>
            <RadioGroup
              value={reason ?? ""}
              onValueChange={(value) => setReason(value as ReportReason)}
              aria-required="true"
              className="gap-1"
            >
              {REPORT_REASONS.map((value) => (
                <Label
                  key={value}
                  htmlFor={`${id}-${value}`}
                  className="cursor-pointer items-start gap-3 rounded-lg border border-transparent p-2.5 font-normal hover:bg-accent has-[[data-state=checked]]:border-primary/50"
                >
                  <RadioGroupItem id={`${id}-${value}`} value={value} className="mt-0.5" />
                  <span className="grid gap-1">
                    <span className="font-medium">{REPORT_REASON_LABELS[value].label}</span>
                    <span className="text-xs leading-snug text-muted-foreground">
                      {REPORT_REASON_LABELS[value].hint}
                    </span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          </fieldset>

          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>
              Details <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder="Anything that helps us understand the problem"
              aria-invalid={status.over || undefined}
              aria-describedby={`${id}-count`}
              className="min-h-20 text-sm"
            />
            <p
              id={`${id}-count`}
              className={cn(
                "flex justify-between gap-2 text-xs text-muted-foreground",
                status.over && "text-red-700 dark:text-destructive",
              )}
            >
              <span>{status.over ? REPORT_MESSAGES.descriptionTooLong : ""}</span>
              <span className="tabular-nums">
                {status.length}/{REPORT_DESCRIPTION_MAX}
                <span className="sr-only"> characters</span>
              </span>
            </p>
          </div>

          {error && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-red-700 dark:text-destructive"
              data-testid="report-error"
            >
              <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          )}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={report.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!status.ready || report.isPending}>
              {report.isPending && <Spinner />}
              Submit report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
