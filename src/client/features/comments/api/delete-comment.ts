import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { updateThread, withRemoved } from "../thread-cache.ts";

/** DELETE /api/comments/{id} (its author or an admin). */
export function deleteComment(id: string) {
  return apiFetch<{ id: string; deleted: true }>(`/api/comments/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteComment(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSuccess: (_result, id) => updateThread(queryClient, quoteId, (thread) => withRemoved(thread, id)),
  });
}
