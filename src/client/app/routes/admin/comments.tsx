import { createFileRoute } from "@tanstack/react-router";
import { searchPage, searchText } from "#client/lib/search-values.ts";
import { AdminCommentsView } from "#client/features/comments/components/admin-comments-view.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/comments")({
  validateSearch: (search: Record<string, unknown>): { q?: string; page?: number } => ({
    q: searchText(search.q),
    page: searchPage(search.page),
  }),
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
