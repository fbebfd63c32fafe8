import { createFileRoute } from "@tanstack/react-router";
import { listQueryOptions } from "#client/features/lists/api/get-list.ts";
import { prefetch } from "../../prefetch.ts";
import { ListPage } from "../../layout/list-page.tsx";

export const Route = createFileRoute("/list/$id")({
  loader: ({ context, params }) => prefetch(() => context.queryClient.ensureQueryData(listQueryOptions(params.id))),
  component: ListRoute,
});

function ListRoute() {
  const { id } = Route.useParams();
  return <ListPage id={id} />;
}
