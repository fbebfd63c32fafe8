import { useState } from "react";
import { FormProvider, useForm, useFormState, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ATTRIBUTION_NOTE_MAX } from "#contracts/attribution.ts";
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
import { useUpdateAttribution } from "../api/update-attribution.ts";
import {
  attributionFieldOf,
  attributionFormSchema,
  defaultAttributionValues,
  type AttributionFormOutput,
  type AttributionFormValues,
} from "../attribution-form.ts";
import { applyServerFieldErrors } from "../form-issues.ts";
import { HISTORIC_DATE_HINT } from "../source-form.ts";
import { QuoteFormDialog, type DialogFormControls, type QuoteDialogProps } from "./quote-form-dialog.tsx";
import { SourcesEditor } from "./sources-editor.tsx";
import { StatusChoice } from "./status-choice.tsx";

export type AttributionEditorDialogProps = QuoteDialogProps;

const MESSAGES = {
  saved: "Attribution saved",
  savedDescription: "Readers who keep this quote are told when its status changes.",
  failed: "The attribution could not be saved. Please try again.",
} as const;

/**
 * Curators and admins set a quote's attribution (docs/product/attribution.md): its status, who really said it when
 * misattributed, the earliest known date, a note, and the ordered sources, the first being the primary one.
 */
export function AttributionEditorDialog({ quote, open, onOpenChange }: AttributionEditorDialogProps) {
  return (
    <QuoteFormDialog
      quote={quote}
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      testId="attribution-editor-dialog"
    >
      {(controls) => <AttributionForm quote={quote} {...controls} />}
    </QuoteFormDialog>
  );
}

function AttributionForm({
  quote,
  onPendingChange,
  onDone,
}: {
  quote: Quote;
} & DialogFormControls) {
  const [schema] = useState(() => attributionFormSchema(quote.sources));
  const form = useForm<AttributionFormValues, unknown, AttributionFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultAttributionValues(quote),
  });
  const update = useUpdateAttribution(quote.id);
  const [formError, setFormError] = useState<string | null>(null);
  const status = useWatch({ control: form.control, name: "status" });
  const note = useWatch({ control: form.control, name: "note" });
  const { errors } = useFormState({ control: form.control });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    onPendingChange(true);
    try {
      await update.mutateAsync(body);
      toast.success(MESSAGES.saved, { description: MESSAGES.savedDescription });
      onPendingChange(false);
      onDone();
    } catch (error) {
      onPendingChange(false);
      const atFields = applyServerFieldErrors(error, form, attributionFieldOf);
      if (!atFields) setFormError(errorMessage(error, MESSAGES.failed));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-5">
        <DialogHeader>
          <DialogTitle>Edit attribution</DialogTitle>
          <DialogDescription>
            How sure Echoes is of who said it, and the sources that show it. Readers who keep the quote are told when
            its status changes.
          </DialogDescription>
        </DialogHeader>

        <blockquote className="rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm">
          <p className="break-words" dir="auto">
            “{excerpt(quote.text, 160)}”
          </p>
          <footer className="mt-1 text-xs text-muted-foreground">— {quote.author}</footer>
        </blockquote>

        <StatusChoice name="status" legend="Status" current={quote.attribution.status} />

        <div className="grid gap-4 sm:grid-cols-2">
          {status === "misattributed" && (
            <FormField
              label="Actual author"
              optional
              hint="Who really said or wrote it; empty when unknown"
              hintWithError
              error={errors.actual_author?.message}
            >
              {(control) => <Input {...control} {...form.register("actual_author")} autoComplete="off" />}
            </FormField>
          )}
          <FormField
            label="Earliest known date"
            optional
            hint={HISTORIC_DATE_HINT}
            hintWithError
            error={errors.earliest_date?.message}
          >
            {(control) => <Input {...control} {...form.register("earliest_date")} placeholder="1936" />}
          </FormField>
        </div>

        <FormField
          label="Note"
          optional
          error={errors.note?.message}
          hintWithError
          hint={
            <span className="flex justify-between gap-2">
              <span>What readers should know about the evidence</span>
              <span className="tabular-nums">
                {note.trim().length}/{ATTRIBUTION_NOTE_MAX}
                <span className="sr-only"> characters</span>
              </span>
            </span>
          }
        >
          {(control) => <Textarea {...control} {...form.register("note")} rows={3} className="min-h-20 text-sm" />}
        </FormField>

        <SourcesEditor />

        {formError && <FormAlert>{formError}</FormAlert>}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Spinner />}
            Save attribution
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
