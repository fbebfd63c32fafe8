import { ShieldCheckIcon } from "lucide-react";
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { SimplePage } from "../layout/page.tsx";

export const Route = createFileRoute("/admin")({
  component: AdminPage,
});

function AdminPage() {
  usePageTitle("Admin");
  return (
    <SimplePage title="Admin" icon={ShieldCheckIcon}>
      <p>Sign in with an administrator account to reach the admin area.</p>
      <p className="text-base">
        This is where administrators moderate submitted quotes, manage users and comments, and follow statistics.
      </p>
    </SimplePage>
  );
}
