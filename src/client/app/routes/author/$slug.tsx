import { createFileRoute } from "@tanstack/react-router";
import { prefetch } from "../../prefetch.ts";
import { AuthorPage } from "../../layout/author-page.tsx";

export const Route = createFileRoute("/author/$slug")({
  // The queries' code comes with the page's; the misattributed quotes are asked for when there are any.
  loader: ({ context, params }) =>
    prefetch(async () => {
      const { authorQueryOptions, hasMisattributed } = await import("#client/features/authors/api/get-author.ts");
      const own = await context.queryClient.fetchInfiniteQuery(authorQueryOptions(params.slug));
      if (hasMisattributed(own.pages[0])) {
        await context.queryClient.prefetchInfiniteQuery(authorQueryOptions(params.slug, "misattributed"));
      }
    }),
  component: AuthorRoute,
});

function AuthorRoute() {
  const { slug } = Route.useParams();
  return <AuthorPage slug={slug} />;
}
