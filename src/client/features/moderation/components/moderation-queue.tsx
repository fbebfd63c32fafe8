import { useState } from "react";
import { Link } from "@tanstack/react-router";
import {
  AlertTriangleIcon,
  CheckCheckIcon,
  CheckIcon,
  InboxIcon,
  LanguagesIcon,
  MailIcon,
  PencilIcon,
  UserIcon,
  XIcon,
} from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { QUOTE_MESSAGES, type Quote } from "#contracts/quotes.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { formatDate } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { pluralize } from "#client/lib/utils.ts";
import { useApproveQuotes } from "../api/approve-quote.ts";
import { usePendingQuotes } from "../api/get-pending-quotes.ts";
import { useQuoteDuplicates } from "../api/get-quote-duplicates.ts";
import { useRejectQuote } from "../api/reject-quote.ts";
import type { BatchResult } from "../queue-cache.ts";
import { RejectDialog } from "./reject-dialog.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { excerpt } from "#client/lib/excerpt.ts";
import { languageLabel } from "#client/lib/language-label.ts";
import { EmptyState } from "#client/components/empty-state.tsx";

const PAGE = 20;

const TRY_AGAIN = "Please try again.";

/** One toast that sums up a (bulk) approval. */
function toastApproval({ succeeded, failed }: BatchResult) {
  const total = succeeded.length + failed.length;
  const first = failed[0];
  if (!first) {
    const only = succeeded[0];
    toast.success(total === 1 ? "Quote approved" : `Approved ${pluralize(total, "quote")}`, {
      description:
        total === 1 && only ? `“${excerpt(only.text, 60)}” is now public.` : "They are now public on the home page.",
    });
  } else if (succeeded.length === 0) {
    toast.error("Approve failed", {
      description:
        total === 1
          ? errorMessage(first.error, TRY_AGAIN)
          : `None of the ${total} quotes were approved: ${errorMessage(first.error, TRY_AGAIN)}`,
    });
  } else {
    toast.warning(`Approved ${succeeded.length} of ${total} quotes`, {
      description: `${pluralize(failed.length, "quote")} could not be approved: ${errorMessage(first.error, TRY_AGAIN)}`,
    });
  }
}

/**
 * The moderation queue (admins): pending quotes oldest first, each with its submitter, date and duplicate hint,
 * and Approve / Reject / Edit; several can be selected and approved together. Approved and rejected quotes
 * leave the queue at once.
 */
export function ModerationQueue({ adminId, onEdit }: { adminId: string; onEdit: (quote: Quote) => void }) {
  const pending = usePendingQuotes();
  const approve = useApproveQuotes(adminId);
  const reject = useRejectQuote();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState(PAGE);
  const [rejecting, setRejecting] = useState<Quote | null>(null);

  if (pending.isPending) return <QueueSkeleton />;

  if (pending.isError) {
    return (
      <FetchError
        title="Failed to fetch quotes"
        error={pending.error}
        retrying={pending.isFetching}
        onRetry={() => void pending.refetch()}
      />
    );
  }

  const quotes = pending.data.quotes;
  const inQueue = new Set(quotes.map((quote) => quote.id));
  const selectedQuotes = quotes.filter((quote) => selected.has(quote.id));
  const allSelected = quotes.length > 0 && selectedQuotes.length === quotes.length;

  const toggle = (id: string, on: boolean) => {
    const next = new Set([...selected].filter((key) => inQueue.has(key)));
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const runApprove = (batch: Quote[]) => {
    const ids = new Set(batch.map((quote) => quote.id));
    setSelected(new Set([...selected].filter((id) => !ids.has(id))));
    approve.mutate(batch, { onSuccess: toastApproval });
  };

  const runReject = (quote: Quote, reason: string | undefined) => {
    setRejecting(null);
    toggle(quote.id, false);
    reject.mutate(
      { quote, reason },
      {
        onSuccess: ({ failed }) => {
          const problem = failed[0];
          if (problem) toast.error("Reject failed", { description: errorMessage(problem.error, TRY_AGAIN) });
          else toast.success("Quote rejected", { description: `“${excerpt(quote.text, 60)}” will not be published.` });
        },
      },
    );
  };

  if (quotes.length === 0) {
    return (
      <EmptyState
        icon={InboxIcon}
        tone="success"
        title="No quotes waiting for review"
        hint="New submissions will show up here, oldest first."
        testId="queue-empty"
      />
    );
  }

  return (
    <div className="grid gap-3">
      <div className="sticky top-14 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-lg border bg-background/95 px-3 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
          <Checkbox
            checked={allSelected ? true : selectedQuotes.length > 0 ? "indeterminate" : false}
            onCheckedChange={(checked) => setSelected(checked === true ? new Set(inQueue) : new Set())}
            aria-label="Select all quotes in the queue"
          />
          {selectedQuotes.length > 0 ? `${selectedQuotes.length} selected` : "Select all"}
        </label>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {pluralize(pending.data.total, "quote")} waiting
        </span>
        <Button
          size="sm"
          className="ml-auto"
          disabled={selectedQuotes.length === 0}
          onClick={() => runApprove(selectedQuotes)}
        >
          <CheckCheckIcon aria-hidden="true" />
          Approve selected{selectedQuotes.length > 0 ? ` (${selectedQuotes.length})` : ""}
        </Button>
      </div>

      <ul className="grid gap-3" data-testid="moderation-queue">
        {quotes.slice(0, shown).map((quote) => (
          <li key={quote.id}>
            <QueueRow
              quote={quote}
              selected={selected.has(quote.id)}
              onSelect={(on) => toggle(quote.id, on)}
              onApprove={() => runApprove([quote])}
              onReject={() => setRejecting(quote)}
              onEdit={() => onEdit(quote)}
            />
          </li>
        ))}
      </ul>
      {quotes.length > shown && (
        <Button variant="outline" className="justify-self-center" onClick={() => setShown(shown + PAGE)}>
          Show more ({quotes.length - shown} left)
        </Button>
      )}
      <RejectDialog quote={rejecting} onOpenChange={(open) => !open && setRejecting(null)} onReject={runReject} />
    </div>
  );
}

function QueueRow({
  quote,
  selected,
  onSelect,
  onApprove,
  onReject,
  onEdit,
}: {
  quote: Quote;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
}) {
  const short = excerpt(quote.text, 40);
  return (
    <article
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs data-[selected=true]:border-primary/60 data-[selected=true]:bg-primary/[0.03] sm:p-5 md:grid-cols-[auto_1fr_auto]"
      data-testid="queue-item"
      data-selected={selected}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(checked) => onSelect(checked === true)}
        aria-label={`Select “${short}”`}
        className="mt-1"
      />
      <div className="min-w-0">
        <blockquote className="text-pretty break-words" lang={quote.language}>
          <p className="whitespace-pre-line">{quote.text}</p>
        </blockquote>
        <p className="mt-1 text-sm font-medium text-muted-foreground">
          — {quote.author}
          {quote.translation_of && (
            <span className="font-normal">
              {" "}
              · {quote.translator ? `translated by ${quote.translator}` : "translator unknown"}
            </span>
          )}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary" className="capitalize">
            {quote.category}
          </Badge>
          {/* The language was detected unless the submitter chose it: a wrong one is corrected with Edit. */}
          <Badge variant="outline" className="font-normal" data-testid="queue-language">
            <LanguagesIcon aria-hidden="true" />
            <span className="sr-only">Language: </span>
            {languageLabel(quote.language)}
            {quote.translation_of && " · translation"}
          </Badge>
          {quote.tags.map((tag) => (
            <Badge key={tag} variant="outline" className="max-w-40 truncate font-normal text-muted-foreground">
              {tag}
            </Badge>
          ))}
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {quote.email ? (
            <span className="inline-flex min-w-0 items-center gap-1" data-testid="submitter">
              <MailIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="break-all">Anonymous · {quote.email}</span>
            </span>
          ) : (
            <span className="inline-flex items-center gap-1" data-testid="submitter" title={quote.user_id ?? undefined}>
              <UserIcon aria-hidden="true" className="size-3.5" />
              {quote.user_id ? `Member ${quote.user_id.slice(0, 8)}` : "Unknown submitter"}
            </span>
          )}
          <time dateTime={quote.created_at} title={formatDate(quote.created_at)}>
            Submitted {formatRelative(quote.created_at)}
          </time>
        </p>
        <DuplicateHint quoteId={quote.id} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:flex-col md:items-stretch">
        <Button size="sm" onClick={onApprove} aria-label={`Approve “${short}”`}>
          <CheckIcon aria-hidden="true" />
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive-emphasis"
          onClick={onReject}
          aria-label={`Reject “${short}”`}
        >
          <XIcon aria-hidden="true" />
          Reject
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit “${short}”`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
    </article>
  );
}

/** "A similar quote already exists" with links, when the catalogue holds near-duplicates. */
function DuplicateHint({ quoteId }: { quoteId: string }) {
  const duplicates = useQuoteDuplicates(quoteId);
  const list = duplicates.data?.duplicates ?? [];
  if (list.length === 0) return null;
  return (
    <div
      className="mt-3 grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100"
      data-testid="duplicate-hint"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
        {QUOTE_MESSAGES.similarExists}
      </p>
      <ul className="grid gap-1">
        {list.map((duplicate) => (
          <li key={duplicate.id} className="grid gap-x-3 sm:grid-cols-[1fr_auto] sm:items-baseline">
            <Link
              to="/quote/$slug"
              params={{ slug: duplicate.url_slug }}
              className="line-clamp-2 min-w-0 rounded-sm underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              “{duplicate.text}” — {duplicate.author}
            </Link>
            <span className="text-xs opacity-80">
              {duplicate.status} · {Math.round(duplicate.similarity * 100)}% alike
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QueueSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the moderation queue...
      </span>
      <Skeleton className="h-12 w-full" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-48" />
        </div>
      ))}
    </div>
  );
}
