import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoryCount } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const CATEGORIES_PATH = "/api/categories";

/** GET /api/categories: every category with its number of approved quotes. */
export function getCategories(signal?: AbortSignal) {
  return apiFetch<CategoryCount[]>(CATEGORIES_PATH, { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.categories,
    queryFn: ({ signal }) => getCategories(signal),
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
