import { Link } from "@tanstack/react-router";
import { ClockIcon } from "lucide-react";
import { AUDIO_REVIEW_MESSAGES, type PendingAudio } from "#contracts/audio-review.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { formatBytes, formatSeconds } from "../format.ts";
import { PendingAudioPreview } from "./pending-audio-preview.tsx";

/** The amber of a pending quote's status badge, for "waiting for an admin" everywhere. */
export const AWAITING_REVIEW_STYLE =
  "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200";

/**
 * In the editor's Audio tab: the narration sent for review, which the quote does not play until an admin
 * approves it. Its owner can listen to what they sent; an admin is pointed to the Audio tab's review.
 */
export function PendingAudioNotice({
  pending,
  author,
  hasAudio,
  reviewer,
}: {
  pending: PendingAudio;
  author: string;
  /** Whether the quote has (and keeps, meanwhile) a narration. */
  hasAudio: boolean;
  /** An admin is looking, not the owner. */
  reviewer: boolean;
}) {
  const facts = [formatSeconds(pending.duration), formatBytes(pending.file_size), formatRelative(pending.created_at)];
  return (
    <div
      role="status"
      className={`grid gap-3 rounded-lg border p-3 ${AWAITING_REVIEW_STYLE}`}
      data-testid="pending-audio"
    >
      <div className="grid gap-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <ClockIcon aria-hidden="true" className="size-4" />
          {AUDIO_REVIEW_MESSAGES.awaitingReview}
        </p>
        <p className="text-sm">
          {reviewer ? "The owner sent new narration" : "Your new narration was sent"} ({facts.join(" · ")}). An admin
          listens to it first; until it is approved, the quote{" "}
          {hasAudio ? "keeps its current narration" : "has no narration"}.
        </p>
      </div>
      <PendingAudioPreview key={pending.id} pendingId={pending.id} label={`Narration awaiting review: ${author}`} />
      {reviewer && (
        <Link
          to="/admin/audio"
          className="w-fit rounded-sm text-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Review it in the Audio tab
        </Link>
      )}
    </div>
  );
}
