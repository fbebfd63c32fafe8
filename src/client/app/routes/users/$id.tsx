import { createFileRoute } from "@tanstack/react-router";
import { prefetch } from "../../prefetch.ts";
import { UserPage } from "../../layout/user-page.tsx";

export const Route = createFileRoute("/users/$id")({
  // The query's code comes with the page's.
  loader: ({ context, params }) =>
    prefetch(() =>
      import("#client/features/profiles/api/get-profile.ts").then(({ profileQueryOptions }) =>
        context.queryClient.prefetchInfiniteQuery(profileQueryOptions(params.id)),
      ),
    ),
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  return <UserPage id={id} />;
}
