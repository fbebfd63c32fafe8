import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateLists, listItemUrl } from "./invalidate-lists.ts";

/** DELETE /api/lists/{id}/items/{quoteId}. */
export function removeListItem(id: string, quoteId: string) {
  return apiFetch<{ removed: true }>(listItemUrl(id, quoteId), { method: "DELETE" });
}

export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, quoteId }: { listId: string; quoteId: string }) => removeListItem(listId, quoteId),
    onSettled: () => invalidateLists(queryClient),
  });
}
