import { DELETE_POLICY, type AdminUser } from "#contracts/admin-members.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";

export type ConfirmKind = "disable" | "delete";

const COPY: Record<ConfirmKind, { title: (name: string) => string; body: string; button: string }> = {
  disable: {
    title: (name) => `Disable ${name}?`,
    body: "They are signed out on every device at once and cannot sign in until you enable the account again. Their quotes and comments stay as they are.",
    button: "Disable account",
  },
  delete: {
    title: (name) => `Delete ${name}'s account?`,
    body: `${DELETE_POLICY} This cannot be undone.`,
    button: "Delete account",
  },
};

/** Asks before disabling or deleting a member; deletion states the content policy. */
export function ConfirmMemberDialog({
  member,
  kind,
  pending,
  onConfirm,
  onOpenChange,
}: {
  member: AdminUser | null;
  kind: ConfirmKind;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = COPY[kind];
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={onOpenChange}
      pending={pending}
      testId={`${kind}-member-dialog`}
      title={member ? copy.title(member.name) : ""}
      description={copy.body}
      confirmLabel={copy.button}
      onConfirm={onConfirm}
    >
      {member && kind === "delete" && (member.quotes_count > 0 || member.comments_count > 0) && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {member.email} has {member.quotes_count} {member.quotes_count === 1 ? "quote" : "quotes"} and{" "}
          {member.comments_count} {member.comments_count === 1 ? "comment" : "comments"}.
        </p>
      )}
    </ConfirmDialog>
  );
}
