import { createFileRoute } from "@tanstack/react-router";
import { UsersView } from "#client/features/admin-users/components/users-view.tsx";
import { validateMembersSearch } from "#client/features/admin-users/search.ts";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/users")({
  validateSearch: validateMembersSearch,
  component: UsersTab,
});

function UsersTab() {
  usePageTitle("Users · Admin");
  const { user } = useAuth();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  return (
    <UsersView
      search={search}
      viewerId={user.id}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
