import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListCreateInput, SavedList } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { LISTS_PATH } from "./get-lists.ts";
import { invalidateLists } from "./invalidate-lists.ts";

/** POST /api/lists. */
export function createList(input: Partial<ListCreateInput> & { name: string }) {
  return apiFetch<SavedList>(LISTS_PATH, { method: "POST", json: input });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createList, onSuccess: () => invalidateLists(queryClient) });
}
