import { useEffect, type ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, LockKeyholeIcon, ShieldAlertIcon } from "lucide-react";
import { can, type Permission } from "#contracts/permissions.ts";
import { Button } from "#client/components/ui/button.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { PagePending } from "./page-states.tsx";

/** Anonymous visitors on a signed-in page: says so and opens the login dialog. */
export function SignInRequired({ what }: { what: string }) {
  usePageTitle("Sign in required");
  useEffect(() => {
    // After this commit, so that the dialog host (mounted later in the tree) is listening.
    const timer = setTimeout(() => openAuthModal("login"), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10">
        <LockKeyholeIcon aria-hidden="true" className="size-7 text-primary" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight">Sign in required</h1>
      <p className="mt-3 text-muted-foreground">Please sign in or create an account to open {what}.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => openAuthModal("login")}>Sign In</Button>
        <Button variant="outline" onClick={() => openAuthModal("register")}>
          Get Started
        </Button>
      </div>
    </div>
  );
}

/** A signed-in user without the permission a page needs (a 403). */
export function AdminsOnly() {
  usePageTitle("Admins only");
  return (
    <div
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="admins-only"
    >
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10">
        <ShieldAlertIcon aria-hidden="true" className="size-7 text-destructive" />
      </div>
      <p className="text-sm font-medium text-destructive">403</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Admins only</h1>
      <p className="mt-3 text-muted-foreground">
        This area is for administrators. Your account can browse, bookmark and submit quotes, but not moderate them.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to quotes
        </Link>
      </Button>
    </div>
  );
}

/**
 * Shows `children` only to signed-in users (and, with `permission`, only to those who have it). While a
 * stored session is being verified nothing of the page shows.
 */
export function RequireSignIn({
  what,
  permission,
  children,
}: {
  what: string;
  permission?: Permission;
  children: ReactNode;
}) {
  const { user, verifying, initialised } = useAuth();
  if (verifying || (!initialised && user === null)) return <PagePending />;
  if (!user) return <SignInRequired what={what} />;
  if (permission && !can(user.role, permission)) return <AdminsOnly />;
  return children;
}
