import type { ComponentProps, ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** A form's submit button: disabled with a spinner and `pendingLabel` while the form submits. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, "type" | "disabled"> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
