import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedList } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateLists, listUrl } from "./invalidate-lists.ts";
import { removeListItem } from "./remove-list-item.ts";

/** POST /api/lists/{id}/items: the quote goes at the end. */
export function addListItem(id: string, quoteId: string) {
  return apiFetch<SavedList>(`${listUrl(id)}/items`, { method: "POST", json: { quote_id: quoteId } });
}

/** Saves a quote to a list or takes it out (`saved` is the wanted state). */
export function useToggleListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, quoteId, saved }: { listId: string; quoteId: string; saved: boolean }) => {
      if (saved) await addListItem(listId, quoteId);
      else await removeListItem(listId, quoteId);
    },
    onSettled: () => invalidateLists(queryClient),
  });
}
