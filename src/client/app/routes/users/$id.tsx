import { createFileRoute } from "@tanstack/react-router";
import { profileQueryOptions } from "#client/features/profiles/api/get-profile.ts";
import { prefetch } from "../../prefetch.ts";
import { UserPage } from "../../layout/user-page.tsx";

export const Route = createFileRoute("/users/$id")({
  loader: ({ context, params }) =>
    prefetch(() => context.queryClient.prefetchInfiniteQuery(profileQueryOptions(params.id))),
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  return <UserPage id={id} />;
}
