import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "#client/lib/toast.ts";
import { ACCOUNT_MESSAGES, ChangePasswordFormSchema, type ChangePasswordForm } from "#contracts/account.ts";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { PasswordInput } from "../password-input.tsx";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { useChangePassword } from "../../api/change-password.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** Current password, new password and its confirmation; on success the member's other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { current_password: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    try {
      const answer = await change.mutateAsync({ current_password, password });
      form.reset();
      toast.success("Password changed", { description: answer.message });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const named = Object.entries(fields).filter(([name]) => name === "current_password" || name === "password");
      for (const [name, message] of named) {
        form.setError(name as "current_password" | "password", { message }, { shouldFocus: true });
      }
      if (named.length === 0) {
        form.setError("root", {
          message: errorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed),
        });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change password">
      <FormField label="Current password" error={errors.current_password?.message}>
        {(control) => (
          <PasswordInput {...control} {...form.register("current_password")} autoComplete="current-password" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register("confirmPassword")} autoComplete="new-password" />
          )}
        </FormField>
      </div>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel="Changing..." data-testid="change-password-submit">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
