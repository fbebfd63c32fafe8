import { KeyRoundIcon } from "lucide-react";
import { createFileRoute, Link } from "@tanstack/react-router";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { SimplePage } from "../../layout/page.tsx";

export const Route = createFileRoute("/auth/callback")({
  component: AuthCallbackPage,
});

function AuthCallbackPage() {
  usePageTitle("Signing in");
  return (
    <SimplePage title="Signing in" icon={KeyRoundIcon}>
      <p>This page completes sign-in and password recovery. There is nothing to finish here right now.</p>
      <p className="text-base">
        <Link
          to="/"
          className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Continue to the quotes
        </Link>
      </p>
    </SimplePage>
  );
}
