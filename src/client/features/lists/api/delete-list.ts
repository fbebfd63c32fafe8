import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateLists, listUrl } from "./invalidate-lists.ts";

/** DELETE /api/lists/{id}. */
export function deleteList(id: string) {
  return apiFetch<{ id: string; deleted: true }>(listUrl(id), { method: "DELETE" });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteList, onSuccess: () => invalidateLists(queryClient) });
}
