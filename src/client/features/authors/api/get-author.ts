import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import {
  AUTHOR_MISATTRIBUTED_STATUSES,
  AUTHOR_OWN_STATUSES,
  AUTHOR_PAGE_SIZE,
  type AuthorPage,
} from "#contracts/authors.ts";
import { ApiError, apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const AUTHORS_PATH = "/api/authors";
export const FETCH_AUTHOR_ERROR = "Failed to fetch this author's page";

/** The page's two lists: the author's own quotes (verified first), and those misattributed to them. */
export type AuthorPart = "own" | "misattributed";

const STATUSES: Record<AuthorPart, readonly string[]> = {
  own: AUTHOR_OWN_STATUSES,
  misattributed: AUTHOR_MISATTRIBUTED_STATUSES,
};

/** GET /api/authors/{slug}: the author, their counts and one page of one part of their quotes. */
export function getAuthor(slug: string, part: AuthorPart, cursor: string | undefined, signal?: AbortSignal) {
  return apiFetch<AuthorPage>(
    withQuery(`${AUTHORS_PATH}/${encodeURIComponent(slug)}`, {
      attribution: STATUSES[part].join(","),
      limit: AUTHOR_PAGE_SIZE,
      cursor,
    }),
    { signal },
  );
}

/** The author's page, or null when there is no such author: "not found" is an answer the page shows with a 404. */
export async function authorOrNull(
  slug: string,
  part: AuthorPart,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuthorPage | null> {
  try {
    return await getAuthor(slug, part, cursor, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function authorQueryOptions(slug: string, part: AuthorPart = "own") {
  return infiniteQueryOptions({
    queryKey: queryKeys.quotes.author(slug, part),
    queryFn: ({ signal, pageParam }) => authorOrNull(slug, part, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last?.next_cursor ?? undefined,
  });
}

/** Whether the page needs its second list: the author has misattributed quotes. */
export const hasMisattributed = (page: AuthorPage | null | undefined) => (page?.counts.misattributed ?? 0) > 0;

/** One part of the author's page; `enabled` false waits (the misattributed part, until the counts say it has any). */
export function useAuthor(slug: string, part: AuthorPart = "own", enabled = true) {
  return useInfiniteQuery({ ...authorQueryOptions(slug, part), enabled });
}
