import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from "lucide-react";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { cn } from "#client/lib/utils.ts";

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * A labelled form field: the error (announced, role=alert) and the hint are tied to the control with
 * aria-describedby, and the control is marked aria-invalid while the error shows.
 */
export function FormField({
  label,
  error,
  hint,
  aside,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (e.g. "Forgot password?"). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && !error && (
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

/** A password input with a show/hide button. */
export function PasswordInput({
  visible: visibleProp,
  onVisibleChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { visible?: boolean; onVisibleChange?: (visible: boolean) => void }) {
  const [visibleState, setVisibleState] = useState(false);
  const visible = visibleProp ?? visibleState;
  const toggle = () => {
    setVisibleState(!visible);
    onVisibleChange?.(!visible);
  };
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-10", className)} {...props} />
      <button
        type="button"
        onClick={toggle}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}

/** A failure of the whole form, shown above its submit button. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive dark:bg-destructive/10"
    >
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
