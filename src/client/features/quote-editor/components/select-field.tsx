import type { ReactNode } from "react";
import { Controller, useFormContext, useFormState } from "react-hook-form";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import type { QuoteFormOutput, QuoteFormValues } from "../quote-form.ts";
import { Field } from "./field.tsx";

/** A labelled native select bound to one of the quote form's choice fields. */
export function SelectField({
  name,
  label,
  className,
  hint,
  testId,
  children,
}: {
  name: "category" | "status" | "language";
  label: string;
  hint?: string;
  /** Classes for the current value (e.g. muted while nothing is chosen). */
  className?: (value: string) => string | undefined;
  testId?: string;
  children: ReactNode;
}) {
  const { control } = useFormContext<QuoteFormValues, unknown, QuoteFormOutput>();
  const { errors } = useFormState({ control, name });
  return (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {(fieldControl) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NativeSelect
              {...fieldControl}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={className?.(field.value)}
              data-testid={testId}
            >
              {children}
            </NativeSelect>
          )}
        />
      )}
    </Field>
  );
}
