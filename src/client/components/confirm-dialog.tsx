import type { FormEventHandler, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";

interface ConfirmDialogBase {
  open: boolean;
  /** Not called while `pending`: the dialog stays open until the action has answered. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Drawn before the title (a warning sign). */
  icon?: ReactNode;
  description: ReactNode;
  /** What the confirming button says; `pendingLabel` while the action runs (else the same). */
  confirmLabel: ReactNode;
  pendingLabel?: ReactNode;
  /** The action runs: both buttons are disabled and the confirming one spins. */
  pending?: boolean;
  /** More to read or fill in, between the description and the buttons. */
  children?: ReactNode;
  testId?: string;
  confirmTestId?: string;
  /** Where focus goes when the dialog has closed (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Either the confirming button's action, or a form's submit (the dialog holds fields: the button submits them). */
export type ConfirmDialogProps = ConfirmDialogBase &
  ({ onConfirm: () => void; onSubmit?: never } | { onSubmit: FormEventHandler<HTMLFormElement>; onConfirm?: never });

/**
 * Asks before something that cannot be undone: a title, what will happen, Cancel and a destructive confirming
 * button. Built on components/ui/alert-dialog.tsx, whose code comes with the overlays' chunk: import it only from
 * code that loads lazily (a dialog of its own, an admin page), never from what a page runs at start.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  icon,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  children,
  testId,
  confirmTestId,
  onCloseAutoFocus,
  onConfirm,
  onSubmit,
}: ConfirmDialogProps) {
  const body = (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle className={cn(icon !== undefined && "flex items-center gap-2")}>
          {icon}
          {title}
        </AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel type="button" disabled={pending}>
          Cancel
        </AlertDialogCancel>
        <Button
          type={onSubmit ? "submit" : "button"}
          variant="destructive"
          onClick={onConfirm}
          disabled={pending}
          data-testid={confirmTestId}
        >
          {pending && <Spinner />}
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </AlertDialogFooter>
    </>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
