import { useState } from "react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { KeyRoundIcon, LinkIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { Button } from "#client/components/ui/button.tsx";
import NewPasswordForm from "#client/features/auth/components/new-password-form.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { forgetResetToken, pageResetToken } from "#client/features/auth/reset-token.ts";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { PageContainer, SimplePage } from "../../layout/page.tsx";

interface CallbackSearch {
  type?: string;
  /** Only ever in the address on the server: in the browser it is in memory before the router starts. */
  token?: string;
}

export const Route = createFileRoute("/auth/callback")({
  validateSearch: (search: Record<string, unknown>): CallbackSearch => ({
    type: typeof search.type === "string" ? search.type : undefined,
    token: typeof search.token === "string" && search.token !== "" ? search.token : undefined,
  }),
  component: AuthCallbackPage,
});

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The return target of e-mailed links (docs/product/screens.md): a password recovery link lands here. */
function AuthCallbackPage() {
  const { type, token } = Route.useSearch();
  if (type === "recovery") return <RecoveryPage token={pageResetToken(token)} />;
  return <NothingToDo />;
}

function NothingToDo() {
  usePageTitle("Signing in");
  return (
    <SimplePage title="Nothing to finish here" icon={KeyRoundIcon}>
      <p>This page completes password recovery from an e-mailed link, and there is no link to complete.</p>
      <p className="text-base">
        <Link to="/" className={linkClass}>
          Continue to the quotes
        </Link>
      </p>
    </SimplePage>
  );
}

function RecoveryPage({ token }: { token: string | undefined }) {
  usePageTitle("Choose a new password");
  const navigate = useNavigate();
  const { user, clearSession } = useAuth();
  const [invalid, setInvalid] = useState<string | null>(
    token ? null : "This reset link is incomplete. Please request a new one.",
  );

  // The token is forgotten once the page has gone (before, this page would re-render without it).
  const done = (message: string) => {
    // Every session of the account was signed out by the reset, this one included.
    if (user) clearSession();
    toast.success("Password updated", { description: message });
    void navigate({ to: "/", replace: true }).then(() => {
      forgetResetToken();
      openAuthModal("login");
    });
  };

  const requestNewLink = () => {
    void navigate({ to: "/", replace: true }).then(() => {
      forgetResetToken();
      openAuthModal("reset");
    });
  };

  if (invalid || !token) {
    return (
      <PageContainer>
        <div
          role="alert"
          className="mx-auto flex max-w-md flex-col items-center rounded-xl border bg-card p-8 text-center shadow-sm"
          data-testid="reset-link-invalid"
        >
          <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <LinkIcon aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight">This link can no longer be used</h1>
          <p className="mt-3 text-muted-foreground">{invalid}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={requestNewLink}>Request a new link</Button>
            <Button asChild variant="outline">
              <Link to="/">Back to quotes</Link>
            </Button>
          </div>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <div className="mx-auto max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <KeyRoundIcon aria-hidden="true" className="size-6" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
        <p className="mt-2 mb-6 text-sm text-muted-foreground">
          Pick a password of at least 6 characters. You will sign in with it from now on, on every device.
        </p>
        <NewPasswordForm token={token} onDone={done} onInvalidLink={setInvalid} />
      </div>
    </PageContainer>
  );
}
