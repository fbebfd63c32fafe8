import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { AuthorPage, AuthorUpdate } from "#contracts/authors.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { AUTHORS_PATH } from "./get-author.ts";

/** PATCH /api/authors/{slug} (curators and admins): years and description; answers the author's first page. */
export function updateAuthor(slug: string, changes: AuthorUpdate) {
  // The page's own lists are refreshed apart: one quote is enough of an answer here.
  return apiFetch<AuthorPage>(`${AUTHORS_PATH}/${encodeURIComponent(slug)}?limit=1`, {
    method: "PATCH",
    json: changes,
  });
}

/** Saves the author, then shows the new years and description in every part of their page already loaded. */
export function useUpdateAuthor(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AuthorUpdate) => updateAuthor(slug, changes),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<AuthorPage | null>>(
        { queryKey: queryKeys.quotes.author(slug) },
        (data) =>
          data
            ? { ...data, pages: data.pages.map((page) => (page ? { ...page, author: updated.author } : page)) }
            : data,
      );
    },
  });
}
