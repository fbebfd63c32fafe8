import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Voice } from "#contracts/voices.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/voices: the ten voices, premium first. They change only with a release. */
export const voicesQueryOptions = queryOptions({
  queryKey: queryKeys.voices,
  queryFn: ({ signal }) => apiFetch<Voice[]>("/api/voices", { signal }),
  staleTime: Infinity,
});

export function useVoices() {
  return useQuery(voicesQueryOptions);
}

/** GET /api/voices/{id}/sample: a short MP3 of the voice. */
export const voiceSampleUrl = (voiceId: string) => `/api/voices/${encodeURIComponent(voiceId)}/sample`;
