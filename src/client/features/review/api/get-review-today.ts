import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewToday } from "#contracts/review.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";

export const REVIEW_PATH = "/api/review";

/** The review's query keys, under `["review"]`; kept with the feature, so that other pages do not load them. */
export const reviewKeys = {
  all: ["review"] as const,
  today: (userId: string, timezone: string) => ["review", "today", { user: userId, timezone }] as const,
};

/** GET /api/review/today: the quotes due today in the member's time zone, and their streak. */
export function getReviewToday(timezone: string, signal?: AbortSignal): Promise<ReviewToday> {
  return apiFetch<ReviewToday>(withQuery(`${REVIEW_PATH}/today`, { timezone }), { signal });
}

export function reviewTodayQueryOptions(userId: string, timezone: string) {
  return queryOptions({
    queryKey: reviewKeys.today(userId, timezone),
    queryFn: ({ signal }) => getReviewToday(timezone, signal),
    // Grades change it; a member coming back to the tab after a while gets what came due meanwhile.
    staleTime: 30_000,
  });
}

export function useReviewToday(userId: string, timezone: string) {
  return useQuery(reviewTodayQueryOptions(userId, timezone));
}
