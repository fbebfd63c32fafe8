import { LayoutDashboardIcon } from "lucide-react";
import { createFileRoute } from "@tanstack/react-router";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { SimplePage } from "../layout/page.tsx";

export const Route = createFileRoute("/dashboard")({
  component: DashboardPage,
});

function DashboardPage() {
  usePageTitle("Dashboard");
  return (
    <SimplePage title="Dashboard" icon={LayoutDashboardIcon}>
      <p>Sign in to see your dashboard.</p>
      <p className="text-base">Your dashboard will gather the quotes you have submitted, bookmarked and reacted to.</p>
    </SimplePage>
  );
}
