import type { ReactNode } from "react";
import { DownloadIcon, KeyRoundIcon, TriangleAlertIcon, type LucideIcon } from "lucide-react";
import type { AccountDeleted } from "#contracts/account.ts";
import { cn } from "#client/lib/utils.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DataExport } from "./data-export.tsx";
import { DeleteAccount } from "./delete-account.tsx";

function Section({
  id,
  icon: Icon,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`account-${id}`}
      className={cn(
        "grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        danger && "border-destructive/50",
      )}
    >
      <div className="grid gap-1.5">
        <h3 id={`${id}-title`} className={cn("flex items-center gap-2 font-semibold", danger && "text-destructive")}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The member's own account: password, a copy of their data, and deleting the account. */
export function AccountSettings({ onDeleted }: { onDeleted: (answer: AccountDeleted) => void }) {
  return (
    <div className="grid max-w-2xl gap-6">
      <Section
        id="password"
        icon={KeyRoundIcon}
        title="Change password"
        description="You stay signed in here; every other device you signed in on is signed out."
      >
        <ChangePasswordForm />
      </Section>
      <Section
        id="export"
        icon={DownloadIcon}
        title="Download your data"
        description="One JSON file with your profile, quotes, bookmarks, reactions, comments, reports, lists, recordings, activity and sign-ins."
      >
        <div>
          <DataExport />
        </div>
      </Section>
      <Section
        id="danger"
        icon={TriangleAlertIcon}
        title="Danger zone"
        danger
        description="Deleting your account signs you out everywhere. Your approved quotes stay published without your name; everything else you made is removed for good."
      >
        <div>
          <DeleteAccount onDeleted={onDeleted} />
        </div>
      </Section>
    </div>
  );
}
