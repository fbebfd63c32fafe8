import type { QueryClient } from "@tanstack/react-query";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
import { quoteAudioKey } from "./get-quote-audio.ts";
import { waveformKey } from "./get-waveform.ts";

/**
 * After a quote's audio changed (generated, uploaded, removed): its record and waveform are what the server
 * now says, and lists refetch (their `has_audio` changed).
 */
export async function afterAudioChange(queryClient: QueryClient, quoteId: string, audio: QuoteAudio | null) {
  queryClient.setQueryData(quoteAudioKey(quoteId), audio);
  queryClient.removeQueries({ queryKey: waveformKey(quoteId) });
  await invalidateQuoteQueries(queryClient);
}
