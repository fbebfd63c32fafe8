import { LoaderCircleIcon, PauseIcon, Volume2Icon } from "lucide-react";
import type { Quote } from "#contracts/quotes.ts";
import { REVIEW_MESSAGES } from "#contracts/review.ts";
import { Button } from "#client/components/ui/button.tsx";
import { QuoteAudioSlot } from "#client/features/audio/components/quote-audio-slot.tsx";
import { playbackStore, useQuotePlayback } from "#client/features/audio/player.ts";
import { useReading } from "#client/features/review/api/get-reading.ts";

/**
 * A quote's sound on the review page: its narration when it has one (the quote page's player), else a button that
 * reads it aloud in the default voice (decision 038). A reading is played by the page's one player under a
 * `voice:` key, like a voice sample: it is not the quote's narration, so it is not counted as an audio play.
 */
export function ReviewAudio({ quote }: { quote: Quote }) {
  if (quote.has_audio) return <QuoteAudioSlot quote={quote} variant="detail" />;
  return <ReadAloud quote={quote} />;
}

function ReadAloud({ quote }: { quote: Quote }) {
  const key = `voice:reading:${quote.id}`;
  const reading = useReading(quote.id);
  const playback = useQuotePlayback(key);
  const busy = reading.isFetching || playback.status === "loading";
  const failed = reading.isError || playback.failed;

  const toggle = async () => {
    const url = reading.data ?? (await reading.refetch()).data;
    if (url) playbackStore().toggle(key, url);
  };

  return (
    <div
      className="flex h-[50px] items-center gap-3"
      data-testid="review-reading"
      data-state={playback.playing ? "playing" : "idle"}
    >
      <Button
        type="button"
        variant={playback.playing ? "default" : "outline"}
        onClick={() => void toggle()}
        disabled={busy && !playback.playing}
        aria-pressed={playback.playing}
      >
        {busy ? (
          <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
        ) : playback.playing ? (
          <PauseIcon aria-hidden="true" />
        ) : (
          <Volume2Icon aria-hidden="true" />
        )}
        {playback.playing ? "Pause the reading" : "Read it aloud"}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-destructive" data-testid="review-reading-error">
          {reading.error?.message ?? REVIEW_MESSAGES.readingUnavailable}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No narration yet: read in the default voice.</p>
      )}
    </div>
  );
}

/** Stops what the review page is playing (when the card changes). */
export function stopReviewAudio() {
  playbackStore().pause();
}
