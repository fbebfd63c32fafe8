import { useId, useState } from "react";
import { FormProvider, useForm, useFormContext, useFormState, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import type { Quote } from "#contracts/quotes.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";
import { toast } from "#client/lib/toast.ts";
import { useCreateCorrection, type CorrectionBody } from "../api/create-correction.ts";
import {
  ATTRIBUTION_NOTE_MAX,
  CORRECTION_FORM_MESSAGES,
  CORRECTION_NOTE_MIN,
  correctionFieldOf,
  correctionFormSchema,
  defaultCorrectionValues,
  needsSource,
  noteLength,
  type CorrectionFormValues,
} from "../correction-form.ts";
import { applyServerFieldErrors } from "../form-issues.ts";
import { QuoteFormDialog, type DialogFormControls, type QuoteDialogProps } from "./quote-form-dialog.tsx";
import { SourceFields } from "./source-fields.tsx";
import { StatusChoice } from "./status-choice.tsx";

export type CorrectionDialogProps = QuoteDialogProps;

/**
 * A member proposes a correction of a quote's attribution (docs/product/attribution.md): the status they believe
 * right, who really said it when misattributed, why (at least 20 characters) and a source, required to propose
 * Verified or Misattributed. Curators review it in the admin area's Corrections tab.
 */
export function CorrectionDialog({ quote, open, onOpenChange }: CorrectionDialogProps) {
  return (
    <QuoteFormDialog
      quote={quote}
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      testId="correction-dialog"
    >
      {(controls) => <CorrectionForm quote={quote} {...controls} />}
    </QuoteFormDialog>
  );
}

function CorrectionForm({
  quote,
  onPendingChange,
  onDone,
}: {
  quote: Quote;
} & DialogFormControls) {
  const id = useId();
  const form = useForm<CorrectionFormValues, unknown, CorrectionBody>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: defaultCorrectionValues(),
  });
  const create = useCreateCorrection(quote.id);
  const [formError, setFormError] = useState<string | null>(null);
  const status = useWatch({ control: form.control, name: "proposed_status" });
  const sourceRequired = needsSource(status);

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    onPendingChange(true);
    try {
      await create.mutateAsync(body);
      toast.success(CORRECTION_FORM_MESSAGES.sent);
      onPendingChange(false);
      onDone();
    } catch (error) {
      onPendingChange(false);
      const atFields = applyServerFieldErrors(error, form, correctionFieldOf);
      if (!atFields) setFormError(errorMessage(error, CORRECTION_FORM_MESSAGES.failed));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5">
        <DialogHeader>
          <DialogTitle>Suggest a correction</DialogTitle>
          <DialogDescription>
            Tell the curators who said it and how you know. Every suggestion is reviewed before anything changes.
          </DialogDescription>
        </DialogHeader>

        <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm">
          <p className="break-words" dir="auto">
            “{excerpt(quote.text, 160)}”
          </p>
          <footer className="mt-1 text-xs text-muted-foreground">
            — {quote.author} · now {ATTRIBUTION_LABELS[quote.attribution.status].toLowerCase()}
          </footer>
        </blockquote>

        <StatusChoice
          name="proposed_status"
          legend="What should its attribution be?"
          current={quote.attribution.status}
        />

        {status === "misattributed" && (
          <FormField
            label="Actual author"
            optional
            hint="Who really said or wrote it, if known"
            hintWithError
            error={form.formState.errors.actual_author?.message}
          >
            {(control) => <Input {...control} {...form.register("actual_author")} autoComplete="off" />}
          </FormField>
        )}

        <NoteField />

        <fieldset className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4" aria-labelledby={`${id}-source`}>
          <legend id={`${id}-source`} className="px-1 text-sm font-medium">
            Source{" "}
            <span className="font-normal text-muted-foreground">
              {sourceRequired ? "(required for this status)" : "(optional)"}
            </span>
          </legend>
          <p className="-mt-1 text-xs text-muted-foreground">
            Where the words first appear: a book, speech, letter or page.
          </p>
          <SourceFields prefix="source" required={sourceRequired} />
        </fieldset>

        {formError && <FormAlert>{formError}</FormAlert>}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner />}
            Send correction
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

const useCorrectionForm = () => useFormContext<CorrectionFormValues, unknown, CorrectionBody>();

/** Why: at least CORRECTION_NOTE_MIN characters, counted as the member types. */
function NoteField() {
  const { control, register } = useCorrectionForm();
  const note = useWatch({ control, name: "note" });
  const { errors } = useFormState({ control, name: "note" });
  const length = noteLength(note);
  const missing = CORRECTION_NOTE_MIN - length;
  return (
    <FormField
      label="Why?"
      error={errors.note?.message}
      hintWithError
      hint={
        <span className="flex justify-between gap-2">
          <span>{missing > 0 ? `${missing} more characters needed` : "Explain what the evidence shows"}</span>
          <span className="tabular-nums">
            {length}/{ATTRIBUTION_NOTE_MAX}
            <span className="sr-only"> characters</span>
          </span>
        </span>
      }
    >
      {(fieldControl) => (
        <Textarea
          {...fieldControl}
          {...register("note")}
          aria-required="true"
          rows={3}
          placeholder="e.g. The line first appears in a 1974 newspaper column, decades after his death."
          className="min-h-20 text-sm"
        />
      )}
    </FormField>
  );
}
