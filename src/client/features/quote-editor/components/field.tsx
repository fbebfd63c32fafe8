import { FormField, type FormFieldProps } from "#client/components/form-field.tsx";
import { cn } from "#client/lib/utils.ts";

/** The editor's form field: top-aligned in its grid cell, and a hint stays visible beside an error. */
export function Field({ className, ...props }: Omit<FormFieldProps, "hintWithError">) {
  return <FormField {...props} hintWithError className={cn("content-start", className)} />;
}
