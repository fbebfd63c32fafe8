import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { NewPasswordFormSchema } from "#contracts/auth.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { ApiError } from "#client/lib/api.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { PasswordInput } from "./password-input.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

/**
 * "Choose a new password" of a recovery link (/auth/callback?type=recovery&token=…). `onInvalidLink` gets
 * the server's message when the link is unknown, used or expired.
 */
export default function NewPasswordForm({
  token,
  onDone,
  onInvalidLink,
}: {
  token: string;
  onDone: (message: string) => void;
  onInvalidLink: (message: string) => void;
}) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ token, password });
      onDone(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.body.includes("invalid_reset_token")) {
        onInvalidLink(error.message);
        return;
      }
      setFailure(errorMessage(error, "Your password could not be changed. Please try again."));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Choose a new password">
      <FormField label="New password" error={errors.password?.message} hint="At least 6 characters.">
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("password")}
            autoComplete="new-password"
            autoFocus
            visible={visible}
            onVisibleChange={setVisible}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("confirmPassword")}
            autoComplete="new-password"
            visible={visible}
            onVisibleChange={setVisible}
          />
        )}
      </FormField>
      {failure && <FormAlert>{failure}</FormAlert>}
      <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
