import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { FileTextIcon, MicIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { AUDIO_REVIEW_MESSAGES } from "#contracts/audio-review.ts";
import type { QuoteStatus } from "#contracts/constants.ts";
import { canDeleteQuote, type QuoteViewer } from "#contracts/quote-rules.ts";
import { visibleTags, type Quote } from "#contracts/quotes.ts";
import { QuoteStatusBadge } from "#client/components/quote-status-badge.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { formatDate } from "#client/lib/dates.ts";
import { STATUS_LABELS } from "#client/lib/status-labels.ts";
import { useMySubmissions } from "../api/get-my-submissions.ts";
import { useQuotesWithAudioAwaitingReview } from "../api/get-my-pending-audio.ts";
import { DASHBOARD_GROUPS, firstNonEmptyGroup, groupSubmissions } from "../group-submissions.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { textLanguageProps } from "#client/lib/quote-language.ts";

export interface SubmissionActions {
  onEdit: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
  onSubmitQuote: () => void;
}

const EMPTY_GROUP_TEXT: Record<QuoteStatus, string> = {
  pending: "Nothing is waiting for review. Quotes you submit show up here until an administrator has looked at them.",
  draft: "No drafts. Save a quote as a draft to finish it later.",
  rejected: "None of your quotes were rejected.",
  approved: "No published quotes yet. Approved quotes appear on the home page for everyone.",
};

/** The signed-in user's quotes in tabs by status (Pending, Draft, Rejected, Approved) with Edit and Delete. */
export function Submissions({ viewer, onEdit, onDelete, onSubmitQuote }: SubmissionActions & { viewer: QuoteViewer }) {
  const submissions = useMySubmissions(viewer.id);
  const audioAwaitingReview = useQuotesWithAudioAwaitingReview(viewer.id);
  const [selected, setSelected] = useState<QuoteStatus | null>(null);

  if (submissions.isPending) return <SubmissionsSkeleton />;

  if (submissions.isError) {
    return (
      <FetchError
        title="Failed to fetch quotes"
        error={submissions.error}
        retrying={submissions.isFetching}
        onRetry={() => void submissions.refetch()}
      />
    );
  }

  const quotes = submissions.data.quotes;
  if (quotes.length === 0) {
    return (
      <EmptyState
        icon={FileTextIcon}
        tone="primary"
        title="You have not submitted any quotes yet"
        hint="Share the words that moved you. Save them as a draft or submit them for review."
        testId="submissions-empty"
      >
        <Button className="mt-6" onClick={onSubmitQuote}>
          <PlusIcon aria-hidden="true" />
          Submit your first quote
        </Button>
      </EmptyState>
    );
  }

  const groups = groupSubmissions(quotes);
  const active = selected ?? firstNonEmptyGroup(groups);

  return (
    <Tabs value={active} onValueChange={(value) => setSelected(value as QuoteStatus)} className="gap-4">
      <TabsList
        className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit"
        aria-label="Your quotes by status"
      >
        {DASHBOARD_GROUPS.map((status) => (
          <TabsTrigger key={status} value={status} className="gap-2 px-3 py-1.5" data-testid={`tab-${status}`}>
            {STATUS_LABELS[status]}
            <span
              className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums"
              aria-label={`${groups[status].length} quotes`}
            >
              {groups[status].length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_GROUPS.map((status) => (
        <TabsContent key={status} value={status} data-testid={`group-${status}`}>
          {groups[status].length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center">
              <p className="font-medium">No {STATUS_LABELS[status].toLowerCase()} quotes</p>
              <p className="mt-1 max-w-md text-sm text-muted-foreground">{EMPTY_GROUP_TEXT[status]}</p>
              <Button className="mt-4" variant="outline" size="sm" onClick={onSubmitQuote}>
                <PlusIcon aria-hidden="true" />
                Submit a quote
              </Button>
            </div>
          ) : (
            <ul className="grid gap-3">
              {groups[status].map((quote) => (
                <li key={quote.id}>
                  <SubmissionRow
                    quote={quote}
                    audioAwaitingReview={audioAwaitingReview.data?.has(quote.id) ?? false}
                    deletable={canDeleteQuote(viewer, quote)}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function SubmissionRow({
  quote,
  audioAwaitingReview,
  deletable,
  onEdit,
  onDelete,
}: {
  quote: Quote;
  /** New audio the member sent waits for an admin (the quote plays its current narration, or none). */
  audioAwaitingReview: boolean;
  deletable: boolean;
  onEdit: (quote: Quote) => void;
  onDelete: (quote: Quote) => void;
}) {
  const { shown, hidden } = visibleTags(quote.tags);
  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:grid-cols-[1fr_auto] sm:gap-4 sm:p-5"
      data-testid="submission"
      data-status={quote.status}
    >
      <div className="min-w-0">
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <QuoteStatusBadge status={quote.status} />
          {audioAwaitingReview && (
            <span
              className="inline-flex w-fit shrink-0 items-center gap-1 rounded-md border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300"
              data-testid="audio-awaiting-review"
            >
              <MicIcon aria-hidden="true" className="size-3" />
              Audio: {AUDIO_REVIEW_MESSAGES.awaitingReview.toLowerCase()}
            </span>
          )}
          <span>
            {quote.status === "draft" ? "Saved" : "Submitted"} {formatDate(quote.created_at)}
          </span>
        </div>
        <blockquote className="text-pretty break-words">
          <p className="line-clamp-3">
            <Link
              to="/quote/$slug"
              params={{ slug: quote.url_slug }}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
              {...textLanguageProps(quote.language)}
            >
              {quote.text}
            </Link>
          </p>
        </blockquote>
        <p className="mt-1 text-sm font-medium text-muted-foreground">— {quote.author}</p>
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary" className="capitalize">
            {quote.category}
          </Badge>
          {shown.map((tag) => (
            <Badge key={tag} variant="outline" className="max-w-40 truncate font-normal text-muted-foreground">
              {tag}
            </Badge>
          ))}
          {hidden > 0 && <span className="text-xs text-muted-foreground">+{hidden} more</span>}
        </div>
      </div>
      <div className="flex items-start gap-2 sm:flex-col sm:items-stretch">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(quote)}
          aria-label={`Edit “${quote.text.slice(0, 40)}”`}
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        {deletable && (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive-emphasis"
            onClick={() => onDelete(quote)}
            aria-label={`Delete “${quote.text.slice(0, 40)}”`}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </article>
  );
}

function SubmissionsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your quotes...
      </span>
      <Skeleton className="h-9 w-full sm:w-96" />
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-xl border p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-40" />
        </div>
      ))}
    </div>
  );
}
