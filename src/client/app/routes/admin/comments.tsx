import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { searchSchema } from "#client/app/search-schema.ts";
import { AdminCommentsView } from "#client/features/comments/components/admin-comments-view.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

const CommentsSearchSchema = searchSchema(() =>
  z.object({
    q: z.string().trim().max(200).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
  }),
);

export const Route = createFileRoute("/admin/comments")({
  validateSearch: CommentsSearchSchema,
  component: CommentsTab,
});

function CommentsTab() {
  usePageTitle("Comments · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminCommentsView
      q={search.q}
      page={search.page ?? 1}
      onChange={({ q, page }) => void navigate({ search: { q, page: page > 1 ? page : undefined }, replace: true })}
    />
  );
}
