import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import type { AudioJob } from "#contracts/audio.ts";

/** How often a running job is asked about. */
export const JOB_POLL_MS = 1000;

export const isJobFinished = (job: AudioJob | undefined) => job?.state === "completed" || job?.state === "failed";

/** GET /api/audio/jobs/{id}: a generation job's state and progress, polled until it finishes. */
export function audioJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: queryKeys.audio.job(jobId),
    queryFn: ({ signal }) => apiFetch<AudioJob>(`/api/audio/jobs/${encodeURIComponent(jobId)}`, { signal }),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : JOB_POLL_MS),
    staleTime: 0,
  });
}
