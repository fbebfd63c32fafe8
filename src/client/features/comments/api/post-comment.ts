import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "#contracts/comments.ts";
import { apiFetch } from "#client/lib/api.ts";
import { updateThread, withAdded } from "../thread-cache.ts";

/** POST /api/quotes/{id}/comments. */
export function postComment(quoteId: string, content: string) {
  return apiFetch<Comment>(`/api/quotes/${encodeURIComponent(quoteId)}/comments`, {
    method: "POST",
    json: { content },
  });
}

/** Posts a comment and puts it on top of the thread. */
export function usePostComment(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postComment(quoteId, content),
    onSuccess: (comment) => updateThread(queryClient, quoteId, (thread) => withAdded(thread, comment)),
  });
}
