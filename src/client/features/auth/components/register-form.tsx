import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { WandSparklesIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { RegisterFormSchema } from "#contracts/auth.ts";
import { EmailInput } from "#client/components/email-input.tsx";
import { FieldError, FormAlert, FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { generatePassword } from "../password-generator.ts";
import { useAuth } from "../session/auth-provider.tsx";
import { PasswordInput } from "./password-input.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

export const REGISTER_FAILED_HINT = "There was an error creating your account. Please try again.";

/** The register form of the auth dialog; on success the caller switches to login with the e-mail filled in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { register } = useAuth();
  const [failed, setFailed] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { firstname: "", lastname: "", email: "", password: "", confirmPassword: "", terms: false },
  });
  const { errors, isSubmitting } = form.formState;

  const fillGeneratedPassword = () => {
    const password = generatePassword();
    const validate = form.formState.isSubmitted;
    form.setValue("password", password, { shouldDirty: true, shouldValidate: validate });
    form.setValue("confirmPassword", password, { shouldDirty: true, shouldValidate: validate });
    setShowPasswords(true);
    toast.success("Password Generated", { description: "Both password fields are filled in. Keep it somewhere safe." });
  };

  const onSubmit = form.handleSubmit(async ({ email, password, firstname, lastname }) => {
    setFailed(false);
    try {
      await register({ email, password, firstname, lastname });
      toast.success("Account created!", { description: "Sign in with your new account to continue." });
      onRegistered(email);
    } catch (error) {
      setFailed(true);
      const message = errorMessage(error, "Registration failed");
      toast.error(message);
      const fields = fieldErrorsOf(error);
      if (fields.email) form.setError("email", { message: fields.email }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create an account">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstname?.message}>
          {(control) => (
            <Input {...control} {...form.register("firstname")} autoComplete="given-name" autoFocus placeholder="Ada" />
          )}
        </FormField>
        <FormField label="Last name" error={errors.lastname?.message}>
          {(control) => (
            <Input {...control} {...form.register("lastname")} autoComplete="family-name" placeholder="Lovelace" />
          )}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} />}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint="At least 6 characters."
        aside={
          <button
            type="button"
            onClick={fillGeneratedPassword}
            className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <WandSparklesIcon aria-hidden="true" className="size-3.5" />
            Generate
          </button>
        }
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("password")}
            autoComplete="new-password"
            visible={showPasswords}
            onVisibleChange={setShowPasswords}
          />
        )}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("confirmPassword")}
            autoComplete="new-password"
            visible={showPasswords}
            onVisibleChange={setShowPasswords}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <div className="flex items-start gap-3">
              <Checkbox
                id="register-terms"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? "register-terms-error" : undefined}
                className="mt-0.5"
              />
              <label htmlFor="register-terms" className="text-sm leading-snug text-muted-foreground">
                I accept the{" "}
                <Link
                  to="/terms"
                  target="_blank"
                  className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  terms and conditions
                </Link>
              </label>
            </div>
            {fieldState.error?.message && <FieldError id="register-terms-error">{fieldState.error.message}</FieldError>}
          </div>
        )}
      />
      {failed && <FormAlert>{REGISTER_FAILED_HINT}</FormAlert>}
      <SubmitButton pending={isSubmitting} pendingLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
