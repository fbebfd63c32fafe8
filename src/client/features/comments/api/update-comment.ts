import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "#contracts/comments.ts";
import { apiFetch } from "#client/lib/api.ts";
import { updateThread, withReplaced } from "../thread-cache.ts";

/** PATCH /api/comments/{id} (its author or an admin). */
export function updateComment(id: string, content: string) {
  return apiFetch<Comment>(`/api/comments/${encodeURIComponent(id)}`, { method: "PATCH", json: { content } });
}

export function useUpdateComment(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => updateComment(id, content),
    onSuccess: (comment) => updateThread(queryClient, quoteId, (thread) => withReplaced(thread, comment)),
  });
}
