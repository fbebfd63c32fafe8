import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewItem } from "#contracts/review.ts";
import { apiFetch } from "#client/lib/api.ts";
import { REVIEW_PATH, reviewKeys } from "./get-review-today.ts";

/** DELETE /api/review/{quote_id}/mastered: a mastered quote back in the rotation, due at once. */
export function restoreReview(quoteId: string): Promise<ReviewItem> {
  return apiFetch<ReviewItem>(`${REVIEW_PATH}/${quoteId}/mastered`, { method: "DELETE" });
}

export function useRestoreReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
