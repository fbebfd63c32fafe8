import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewGrade, ReviewGraded, ReviewToday } from "#contracts/review.ts";
import { apiFetch } from "#client/lib/api.ts";
import { afterGrade } from "../review-session.ts";
import { REVIEW_PATH, reviewKeys } from "./get-review-today.ts";

/** POST /api/review/{quote_id}: grades a due quote; answers its new schedule and the streak. */
export function gradeReview(quoteId: string, grade: ReviewGrade, timezone: string): Promise<ReviewGraded> {
  return apiFetch<ReviewGraded>(`${REVIEW_PATH}/${quoteId}`, { method: "POST", json: { grade, timezone } });
}

/**
 * Grades the current quote. The answer takes it off today's list at once (with the new streak); the list is then
 * asked again, for what the server says comes next (the next due date, quotes graded "again" coming back).
 */
export function useGradeReview(userId: string, timezone: string) {
  const queryClient = useQueryClient();
  const key = reviewKeys.today(userId, timezone);
  return useMutation({
    mutationFn: ({ quoteId, grade }: { quoteId: string; grade: ReviewGrade }) => gradeReview(quoteId, grade, timezone),
    onSuccess: (graded) => {
      queryClient.setQueryData<ReviewToday>(key, (today) => (today ? afterGrade(today, graded) : today));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
