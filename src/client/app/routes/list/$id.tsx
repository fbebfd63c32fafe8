import { createFileRoute } from "@tanstack/react-router";
import { prefetch } from "../../prefetch.ts";
import { ListPage } from "../../layout/list-page.tsx";

export const Route = createFileRoute("/list/$id")({
  // The query's code comes with the page's.
  loader: ({ context, params }) =>
    prefetch(() =>
      import("#client/features/lists/api/get-list.ts").then(({ listQueryOptions }) =>
        context.queryClient.ensureQueryData(listQueryOptions(params.id)),
      ),
    ),
  component: ListRoute,
});

function ListRoute() {
  const { id } = Route.useParams();
  return <ListPage id={id} />;
}
