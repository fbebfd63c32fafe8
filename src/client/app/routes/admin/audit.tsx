import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { searchSchema } from "#client/app/search-schema.ts";
import { AuditLogView } from "#client/features/admin-audit/components/audit-log-view.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

const AuditSearchSchema = searchSchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
  }),
);

export const Route = createFileRoute("/admin/audit")({
  validateSearch: AuditSearchSchema,
  component: AuditTab,
});

function AuditTab() {
  usePageTitle("Audit log · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogView
      page={search.page ?? 1}
      onPage={(page) => void navigate({ search: { page: page > 1 ? page : undefined }, replace: true })}
    />
  );
}
