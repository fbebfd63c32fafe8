import { useState } from "react";
import { CheckIcon, ClockIcon, XIcon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { AUDIO_REVIEW_MESSAGES, type AdminPendingAudioItem } from "#contracts/audio-review.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { ListError } from "#client/components/admin-list/list-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { formatRelative } from "#client/lib/relative-time.ts";
import { cn, formatCount } from "#client/lib/utils.ts";
import { useDecidePendingAudio, usePendingReview } from "../api/review-pending-audio.ts";
import { formatBytes, formatSeconds } from "../format.ts";
import { AudioQuoteLine } from "./audio-quote-line.tsx";
import { PendingAudioPreview } from "./pending-audio-preview.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";

/** What approving would replace, in words. */
function replaces(item: AdminPendingAudioItem): string {
  const current = item.current;
  if (!current) return "The quote has no narration yet.";
  const kind = current.created_by_admin ? (current.tts_voice ? "generated narration" : "admin's narration") : "audio";
  return `Approving replaces its current ${kind} (${formatSeconds(current.duration)}).`;
}

/**
 * The Audio tab's review queue: members' recordings and uploads, which no quote plays until an admin has
 * listened to them and approved; rejecting deletes the file. Oldest first, so that no one waits longest.
 */
export function PendingAudioReview() {
  const list = usePendingReview();
  const data = list.data;
  return (
    <section aria-labelledby="review-heading" className="grid gap-4" data-testid="pending-review">
      <div>
        <h2 id="review-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          Awaiting review
          {data && data.total > 0 && (
            <span className="rounded-full bg-muted px-2 text-sm tabular-nums" aria-label={`${data.total} waiting`}>
              {formatCount(data.total)}
            </span>
          )}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Recordings and uploads from members. None plays on its quote until you approve it.
        </p>
      </div>
      {list.isError ? (
        <ListError message="The review queue could not be loaded." onRetry={() => void list.refetch()} />
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label="Loading audio awaiting review">
          <Skeleton className="h-24" />
        </div>
      ) : data.items.length === 0 ? (
        <p
          className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="pending-review-empty"
        >
          No member audio is waiting for review.
        </p>
      ) : (
        <ul className={cn("grid gap-3", list.isPlaceholderData && "opacity-60")}>
          {data.items.map((item) => (
            <PendingRow key={item.pending.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PendingRow({ item }: { item: AdminPendingAudioItem }) {
  const { approve, reject } = useDecidePendingAudio(item.pending.id, item.quote.id);
  const [confirming, setConfirming] = useState(false);
  const busy = approve.isPending || reject.isPending;
  // Awaited rather than given callbacks: the row leaves the list as soon as the queue refetches.
  const onApprove = () =>
    void approve.mutateAsync().then(
      () => toast.success(AUDIO_REVIEW_MESSAGES.approved),
      (error: unknown) =>
        toast.error(AUDIO_REVIEW_MESSAGES.approveFailed, {
          description: errorMessage(error, AUDIO_REVIEW_MESSAGES.approveFailed),
        }),
    );
  const onReject = () =>
    void reject.mutateAsync().then(
      () => {
        toast.success(AUDIO_REVIEW_MESSAGES.rejected);
        setConfirming(false);
      },
      (error: unknown) =>
        toast.error(AUDIO_REVIEW_MESSAGES.rejectFailed, {
          description: errorMessage(error, AUDIO_REVIEW_MESSAGES.rejectFailed),
        }),
    );
  const facts = [
    `Sent by ${item.submitted_by?.name ?? "a deleted account"}`,
    formatSeconds(item.pending.duration),
    formatBytes(item.pending.file_size),
    item.pending.format.toUpperCase(),
    formatRelative(item.pending.created_at),
  ];
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="pending-review-item">
      <AudioQuoteLine quote={item.quote} />
      <p
        className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground"
        data-testid="pending-meta"
      >
        <ClockIcon aria-hidden="true" className="size-3.5" />
        {facts.map((fact, i) => (
          <span key={i} className="contents">
            {i > 0 && <span aria-hidden="true">·</span>}
            <span>{fact}</span>
          </span>
        ))}
      </p>
      <PendingAudioPreview pendingId={item.pending.id} label={`Narration awaiting review: ${item.quote.author}`} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="pending-replaces">
          {replaces(item)}
        </p>
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={onApprove} disabled={busy}>
            {approve.isPending ? <Spinner /> : <CheckIcon aria-hidden="true" />}
            Approve
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={busy}>
            <XIcon aria-hidden="true" />
            Reject
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={reject.isPending}
        testId="reject-audio-dialog"
        title="Reject this audio?"
        description={
          <>The file sent for “{excerpt(item.quote.text, 80)}” is deleted. The quote keeps the narration it has.</>
        }
        confirmLabel="Reject audio"
        onConfirm={onReject}
      />
    </li>
  );
}
