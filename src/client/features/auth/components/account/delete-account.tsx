import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlertIcon } from "lucide-react";
import {
  ACCOUNT_MESSAGES,
  DeleteAccountBodySchema,
  OWN_DELETE_POLICY,
  type AccountDeleted,
  type DeleteAccountBody,
} from "#contracts/account.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { PasswordInput } from "../password-input.tsx";
import { ApiError } from "#client/lib/api.ts";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { useDeleteAccount } from "../../api/delete-account.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** The danger zone's button and its confirmation, which asks for the password again. */
export function DeleteAccount({ onDeleted }: { onDeleted: (answer: AccountDeleted) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(DeleteAccountBodySchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await remove.mutateAsync(body);
      setOpen(false);
      onDeleted(answer);
    } catch (error) {
      const message = fieldErrorsOf(error).password;
      if (message) form.setError("password", { message }, { shouldFocus: true });
      else
        form.setError("root", {
          // A 500 says "Something went wrong on our side": the product's own message says more here.
          message:
            error instanceof ApiError && error.status === 500
              ? ACCOUNT_MESSAGES.deleteFailed
              : errorMessage(error, ACCOUNT_MESSAGES.deleteFailed),
        });
    }
  });

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-account">
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        pending={isSubmitting}
        testId="delete-account-dialog"
        icon={<TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />}
        title="Delete your account?"
        description={OWN_DELETE_POLICY}
        confirmLabel="Delete my account"
        pendingLabel="Deleting..."
        confirmTestId="confirm-delete-account"
        onSubmit={onSubmit}
      >
        <FormField label="Your password" error={errors.password?.message} hint="Enter it to confirm it is you.">
          {(control) => (
            <PasswordInput {...control} {...form.register("password")} autoComplete="current-password" autoFocus />
          )}
        </FormField>
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      </ConfirmDialog>
    </>
  );
}
