import { Controller, useFormContext, useFormState } from "react-hook-form";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { statusOptions, type QuoteFormOutput, type QuoteFormValues } from "../quote-form.ts";
import { Field } from "./field.tsx";

/** The status an admin gives the quote (SPEC §4). */
export function StatusField({ mode }: { mode: "create" | "edit" }) {
  const { control } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control });
  return (
    <Field label="Status" error={errors.status?.message}>
      {(fieldControl) => (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <NativeSelect
              {...fieldControl}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data-testid="quote-status-select"
            >
              {statusOptions(mode).map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      )}
    </Field>
  );
}
