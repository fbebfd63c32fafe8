import type { QueryClient } from "@tanstack/react-query";
import { LISTS_PATH } from "./get-lists.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** Every cached answer of /api/lists (the user's lists and each list's page) is refetched after a change. */
export function invalidateLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.lists.all });
}

export const listUrl = (id: string) => `${LISTS_PATH}/${encodeURIComponent(id)}`;
export const listItemUrl = (id: string, quoteId: string) => `${listUrl(id)}/items/${encodeURIComponent(quoteId)}`;
