import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListDetail } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { listItemUrl } from "./invalidate-lists.ts";

/** PATCH /api/lists/{id}/items/{quoteId}: answers the reordered list. */
export function moveListItem(id: string, quoteId: string, position: number) {
  return apiFetch<ListDetail>(listItemUrl(id, quoteId), { method: "PATCH", json: { position } });
}

/** The quotes with `quoteId` moved to `position` (clamped to the list). */
export function moveQuote<T extends { id: string }>(quotes: T[], quoteId: string, position: number): T[] {
  const from = quotes.findIndex((q) => q.id === quoteId);
  if (from < 0) return quotes;
  const next = [...quotes];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(position, next.length)), 0, moved!);
  return next;
}

/**
 * Moves a quote optimistically: the cached list shows the new order at once, the server's answer replaces it,
 * and a failure puts the old order back.
 */
export function useMoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, quoteId, position }: { listId: string; quoteId: string; position: number }) =>
      moveListItem(listId, quoteId, position),
    onMutate: async ({ listId, quoteId, position }) => {
      const key = queryKeys.lists.detail(listId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListDetail | null>(key);
      if (before) queryClient.setQueryData(key, { ...before, quotes: moveQuote(before.quotes, quoteId, position) });
      return { before };
    },
    onError: (_error, { listId }, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.lists.detail(listId), context.before);
    },
    onSuccess: (detail, { listId }) => queryClient.setQueryData(queryKeys.lists.detail(listId), detail),
  });
}
