import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { AUTH_MESSAGES, ResetRequestSchema } from "#contracts/auth.ts";
import { FormField } from "#client/components/form-field.tsx";
import { EmailInput } from "#client/components/email-input.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { ApiError } from "#client/lib/api.ts";
import { useRecoverPassword } from "../api/recover-password.ts";

export const RESET_FAILED_MESSAGE = "Failed to send reset email. Please try again.";

/** The reset-password dialog, opened from the login form ("Forgot password?") on top of the auth dialog. */
export function ResetPasswordDialog({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {open && <ResetPasswordForm defaultEmail={defaultEmail} onSent={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ResetPasswordForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: () => void }) {
  const recover = useRecoverPassword();
  const form = useForm({ resolver: zodResolver(ResetRequestSchema), defaultValues: { email: defaultEmail } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        const answer = await recover.mutateAsync(email);
        toast.success("Reset email sent", { description: answer.message });
        onSent();
      } catch (error) {
        toast.error(RESET_FAILED_MESSAGE, {
          description: error instanceof ApiError && error.status === 429 ? error.message : undefined,
        });
      }
    },
    (invalid) => {
      if (invalid.email?.message === AUTH_MESSAGES.emailRequired) {
        toast.error("Email required", { description: AUTH_MESSAGES.emailRequired });
      }
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reset password">
      <DialogHeader>
        <div className="mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
          <MailIcon aria-hidden="true" className="size-5" />
        </div>
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>
          Enter the e-mail address of your account and we will send you a reset link.
        </DialogDescription>
      </DialogHeader>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} autoFocus />}
      </FormField>
      <DialogFooter>
        <SubmitButton pending={isSubmitting} pendingLabel="Sending..." className="w-full sm:w-auto">
          Send reset link
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
