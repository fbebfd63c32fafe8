import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@tanstack/react-router";
import { toast } from "#client/lib/toast.ts";
import { ProfileSchema } from "#contracts/auth.ts";
import { FormField } from "#client/components/form-field.tsx";
import { SubmitButton } from "#client/components/submit-button.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useUpdateProfile } from "../api/update-profile.ts";
import { useAuth } from "../session/auth-provider.tsx";
import type { SessionUser } from "../session/session-store.ts";

export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";

/** Edit profile (docs/product/accounts-and-roles.md): first and last name; the e-mail is shown read-only. */
export default function ProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        {user && <ProfileForm user={user} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { updateUser } = useAuth();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileSchema),
    defaultValues: {
      firstname: user.user_metadata.firstname ?? "",
      lastname: user.user_metadata.lastname ?? "",
      email: user.email,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ firstname, lastname }) => {
    try {
      const updated = await update.mutateAsync({ firstname, lastname });
      updateUser(updated);
      toast.success("Profile updated", { description: "Your name has been saved." });
      onDone();
    } catch {
      toast.error("Update failed", { description: PROFILE_UPDATE_FAILED });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Edit profile">
      <DialogHeader>
        <DialogTitle>Edit profile</DialogTitle>
        <DialogDescription>Change the name shown with your quotes.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstname?.message}>
          {(control) => <Input {...control} {...form.register("firstname")} autoComplete="given-name" autoFocus />}
        </FormField>
        <FormField label="Last name" error={errors.lastname?.message}>
          {(control) => <Input {...control} {...form.register("lastname")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message} hint="Your e-mail address cannot be changed.">
        {(control) => <Input {...control} {...form.register("email")} type="email" readOnly className="bg-muted" />}
      </FormField>
      <p className="text-sm text-muted-foreground">
        Password, a copy of your data and deleting your account:{" "}
        <Link
          to="/dashboard"
          search={{ tab: "account" }}
          onClick={onDone}
          className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
        >
          Account settings
        </Link>
      </p>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
          Save changes
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
