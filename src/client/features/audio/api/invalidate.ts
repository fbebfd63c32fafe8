import type { QueryClient } from "@tanstack/react-query";
import { isQuoteData, isUnder } from "#client/lib/query-keys.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
import { quoteAudioKey } from "./get-quote-audio.ts";
import { waveformKey } from "./get-waveform.ts";

/**
 * After a quote's audio changed (generated, uploaded, removed): its record and waveform are what the server
 * now says, and lists refetch (their `has_audio` changed).
 */
export async function afterAudioChange(queryClient: QueryClient, quoteId: string, audio: QuoteAudio | null) {
  queryClient.setQueryData(quoteAudioKey(quoteId), audio);
  // New audio has new peaks (fetched again); removed audio has none (nothing to fetch).
  if (audio) queryClient.removeQueries({ queryKey: waveformKey(quoteId) });
  else queryClient.setQueryData(waveformKey(quoteId), null);
  // Everything else that shows quotes refetches; the record just set is already what the server holds (and
  // refetching a removed one would only fetch a 404).
  await queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isQuoteData(queryKey) && !isUnder(queryKey, quoteAudioKey(quoteId)),
  });
}
