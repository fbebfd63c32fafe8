import { useId } from "react";
import { Controller, useFormContext, useFormState } from "react-hook-form";
import { ATTRIBUTION_STATUSES, type AttributionStatus } from "#contracts/constants.ts";
import { ATTRIBUTION_DESCRIPTIONS, ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import { FieldError } from "#client/components/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";

/** "Verified: a primary source is cited" → "A primary source is cited". */
export function statusMeaning(status: AttributionStatus): string {
  const meaning = ATTRIBUTION_DESCRIPTIONS[status].slice(ATTRIBUTION_LABELS[status].length + 2);
  return meaning.charAt(0).toUpperCase() + meaning.slice(1);
}

/** The four attribution statuses with what each means, as radio buttons bound to the form's `name` field. */
export function StatusChoice({
  name,
  legend,
  current,
}: {
  name: string;
  legend: string;
  /** The quote's status now, marked as such. */
  current: AttributionStatus;
}) {
  const id = useId();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = (errors[name] as { message?: string } | undefined)?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            // Focusing the field (its first error) focuses the chosen radio button, or the first.
            ref={(group) =>
              field.ref(
                group && {
                  focus: () =>
                    group.querySelector<HTMLElement>("[role=radio][data-state=checked], [role=radio]")?.focus(),
                },
              )
            }
            name={field.name}
            value={(field.value as string) || ""}
            onValueChange={field.onChange}
            aria-required="true"
            aria-invalid={Boolean(error) || undefined}
            className="gap-1 sm:grid-cols-2"
          >
            {ATTRIBUTION_STATUSES.map((status) => (
              <Label
                key={status}
                htmlFor={`${id}-${status}`}
                className="cursor-pointer items-start gap-3 rounded-lg border border-transparent p-2.5 font-normal hover:bg-accent has-[[data-state=checked]]:border-primary/50"
              >
                <RadioGroupItem id={`${id}-${status}`} value={status} className="mt-0.5" />
                <span className="grid gap-1">
                  <span className="font-medium">
                    {ATTRIBUTION_LABELS[status]}
                    {status === current && (
                      <span className="ml-1.5 text-xs font-normal text-muted-foreground">(now)</span>
                    )}
                  </span>
                  <span className="text-xs leading-snug text-muted-foreground">{statusMeaning(status)}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
