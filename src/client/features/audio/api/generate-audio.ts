import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AudioJob, TtsSettingsInput, QuoteAudio } from "#contracts/audio.ts";
import { apiFetch } from "#client/lib/api.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import { JOB_POLL_MS } from "./get-audio-job.ts";
import { afterAudioChange } from "./invalidate.ts";

type GenerateAnswer = QuoteAudio | { job_id: string; quote_id: string; state: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/quotes/{id}/generate-audio (admin): narrates the quote. The request waits for its job (up to
 * 60 s); a job still running then is followed through GET /api/audio/jobs/{id} until it finishes.
 */
export async function generateAudio(quoteId: string, settings: TtsSettingsInput): Promise<QuoteAudio> {
  const answer = await apiFetch<GenerateAnswer>(`/api/quotes/${encodeURIComponent(quoteId)}/generate-audio`, {
    method: "POST",
    json: settings,
  });
  if (!("job_id" in answer)) return answer;
  for (;;) {
    await sleep(JOB_POLL_MS);
    const job = await apiFetch<AudioJob>(`/api/audio/jobs/${encodeURIComponent(answer.job_id)}`);
    if (job.state === "completed" && job.result) return job.result;
    if (job.state === "failed") throw new Error(job.error || AUDIO_MESSAGES.generateFailed);
  }
}

export function useGenerateAudio(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TtsSettingsInput) => generateAudio(quoteId, settings),
    onSuccess: (audio) => afterAudioChange(queryClient, quoteId, audio),
  });
}
