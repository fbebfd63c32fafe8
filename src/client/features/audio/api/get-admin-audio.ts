import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_AUDIO_PAGE_SIZE, type AdminAudioList } from "#contracts/audio.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export interface AdminAudioFilter {
  narrated: boolean;
  q?: string;
  page: number;
}

const PATH = "/api/admin/audio";

/** GET /api/admin/audio (admin): one page of narrated, or not yet narrated, quotes with the totals. */
export function adminAudioQueryOptions({ narrated, q, page }: AdminAudioFilter) {
  const query = {
    narrated: String(narrated),
    q: q || undefined,
    limit: ADMIN_AUDIO_PAGE_SIZE,
    offset: page * ADMIN_AUDIO_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: adminQueryKeys.audio(query),
    queryFn: ({ signal }) => apiFetch<AdminAudioList>(withQuery(PATH, query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAudio(filter: AdminAudioFilter) {
  return useQuery(adminAudioQueryOptions(filter));
}
