import { useEffect, useState } from "react";
import { HeadphonesIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { fetchPendingAudioFile } from "../api/pending-audio.ts";
import { AUDIO_MESSAGES } from "../messages.ts";

/**
 * Listening to audio awaiting review: the file is never public, so it is fetched with the session and played
 * from memory once asked for. Keyed by the submission where used, so that a replaced one starts over.
 */
export function PendingAudioPreview({ pendingId, label }: { pendingId: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const load = () => {
    setState("loading");
    fetchPendingAudioFile(pendingId).then(
      (blob) => {
        setUrl(URL.createObjectURL(blob));
        setState("idle");
      },
      () => setState("failed"),
    );
  };

  if (url) {
    return (
      // Plays at once: the click on Listen asked for it.
      <audio
        controls
        autoPlay
        src={url}
        aria-label={label}
        className="h-10 w-full"
        data-testid="pending-audio-player"
      />
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={load} disabled={state === "loading"}>
        {state === "loading" ? <Spinner /> : <HeadphonesIcon aria-hidden="true" />}
        Listen
      </Button>
      {state === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {AUDIO_MESSAGES.loadFailed}
        </p>
      )}
    </div>
  );
}
