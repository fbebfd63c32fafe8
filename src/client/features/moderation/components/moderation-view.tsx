import type { Quote } from "#contracts/quotes.ts";
import { ModerationQueue } from "./moderation-queue.tsx";
import { StatusCounts } from "./status-counts.tsx";

/** The admin area's moderation: counts by status, then the queue of quotes waiting for review. */
export function ModerationView({ adminId, onEdit }: { adminId: string; onEdit: (quote: Quote) => void }) {
  return (
    <div className="grid gap-10">
      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          Quotes by status
        </h2>
        <StatusCounts />
      </section>
      <section aria-labelledby="queue-heading" className="min-w-0">
        <div className="mb-4">
          <h2 id="queue-heading" className="text-xl font-semibold tracking-tight">
            Moderation queue
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Pending quotes, oldest first.</p>
        </div>
        <ModerationQueue adminId={adminId} onEdit={onEdit} />
      </section>
    </div>
  );
}
