import { useId, type ReactNode } from "react";
import { AlertCircleIcon } from "lucide-react";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Keep showing the hint while the error shows (by default the error replaces it). */
  hintWithError?: boolean;
  /** Shown at the end of the label row (e.g. "Forgot password?"). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: the error (announced, role=alert) and the hint are tied to the control with
 * aria-describedby, and the control is marked aria-invalid while the error shows.
 */
export function FormField({
  label,
  optional = false,
  error,
  hint,
  hintWithError = false,
  aside,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
        </Label>
        {aside}
      </div>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (hintWithError || !error) && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/** A failure of the whole form, shown above its submit button. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-red-700 dark:bg-destructive/10 dark:text-destructive"
    >
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
