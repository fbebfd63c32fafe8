import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "#client/lib/toast.ts";
import { LoginSchema } from "#contracts/auth.ts";
import { EmailInput } from "#client/components/email-input.tsx";
import { FormAlert, FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { useAuth } from "../session/auth-provider.tsx";
import { PasswordInput } from "./password-input.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

export const LOGIN_FAILED_HINT = "Please check your credentials and try again.";

/** The login form of the auth dialog. */
export function LoginForm({
  defaultEmail = "",
  onSignedIn,
  onForgotPassword,
}: {
  defaultEmail?: string;
  onSignedIn: () => void;
  onForgotPassword: (email: string) => void;
}) {
  const { login } = useAuth();
  const [failed, setFailed] = useState(false);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const user = await login(values);
      const name = user.user_metadata.firstname || user.user_metadata.name || user.email;
      toast.success("Welcome back!", { description: `Signed in as ${name}.` });
      onSignedIn();
    } catch (error) {
      setFailed(true);
      toast.error(errorMessage(error, "Login failed"));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} autoFocus={defaultEmail === ""} />}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        aside={
          <button
            type="button"
            onClick={() => onForgotPassword(form.getValues("email"))}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Forgot password?
          </button>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("password")}
            autoComplete="current-password"
            autoFocus={defaultEmail !== ""}
          />
        )}
      </FormField>
      {failed && <FormAlert>{LOGIN_FAILED_HINT}</FormAlert>}
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in..." className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
