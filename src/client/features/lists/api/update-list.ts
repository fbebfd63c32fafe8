import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListUpdateInput, SavedList } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateLists, listUrl } from "./invalidate-lists.ts";

/** PATCH /api/lists/{id}: name, description, colour, visibility. */
export function updateList(id: string, changes: Partial<ListUpdateInput>) {
  return apiFetch<SavedList>(listUrl(id), { method: "PATCH", json: changes });
}

export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<ListUpdateInput> }) => updateList(id, changes),
    onSuccess: () => invalidateLists(queryClient),
  });
}
