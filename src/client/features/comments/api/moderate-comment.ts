import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteComment } from "./delete-comment.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

/** An admin deletes any comment from the moderation list (DELETE /api/comments/{id}, audited by the server). */
export function useModerateDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteComment(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.comments.all }),
  });
}
