import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { MessageSquareIcon, Trash2Icon } from "lucide-react";
import { toast } from "#client/lib/toast.ts";
import { ADMIN_MEMBER_MESSAGES, ADMIN_PAGE_SIZE, type AdminComment } from "#contracts/admin-members.ts";
import { COMMENT_MESSAGES } from "#contracts/comments.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/admin-list/list-states.tsx";
import { Pager } from "#client/components/admin-list/pager.tsx";
import { SearchField } from "#client/components/admin-list/search-field.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";
import { pageOffset } from "#client/lib/paging.ts";
import { pluralize } from "#client/lib/utils.ts";
import { useAdminComments } from "../api/get-admin-comments.ts";
import { useModerateDeleteComment } from "../api/moderate-comment.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** The Comments tab: every comment newest first, searchable, each with its quote and author, and Delete. */
export function AdminCommentsView({
  q,
  page,
  onChange,
}: {
  q: string | undefined;
  page: number;
  onChange: (next: { q: string | undefined; page: number }) => void;
}) {
  const list = useAdminComments({ q, limit: ADMIN_PAGE_SIZE, offset: pageOffset(page, ADMIN_PAGE_SIZE) });
  const remove = useModerateDeleteComment();
  const [confirming, setConfirming] = useState<AdminComment | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      toast.success(COMMENT_MESSAGES.deleted);
      setConfirming(null);
    } catch (error) {
      toast.error(COMMENT_MESSAGES.deleteFailed, {
        description: errorMessage(error, COMMENT_MESSAGES.deleteFailed),
      });
    }
  };

  return (
    <section aria-labelledby="comments-heading" className="min-w-0">
      <div className="mb-4">
        <h2 id="comments-heading" className="text-xl font-semibold tracking-tight">
          Comments
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Every comment, newest first.</p>
      </div>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchField
          value={q ?? ""}
          label="Search comments by text or author"
          placeholder="Search text or author"
          onSearch={(text) => onChange({ q: text || undefined, page: 1 })}
        />
        {list.data && (
          <p className="text-sm text-muted-foreground sm:ml-auto" aria-live="polite">
            {pluralize(list.data.total, "comment")}
          </p>
        )}
      </div>

      {list.isPending ? (
        <ListSkeleton rowHeight="h-28" rows={4} />
      ) : list.isError ? (
        <FetchError
          title={ADMIN_MEMBER_MESSAGES.fetchCommentsFailed}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.comments.length === 0 ? (
        q ? (
          <EmptyState icon={MessageSquareIcon} title="No comments match" hint="Try other words or an author's name." />
        ) : (
          <EmptyState
            icon={MessageSquareIcon}
            title={COMMENT_MESSAGES.empty}
            hint="Comments on quotes will show up here."
          />
        )
      ) : (
        <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}>
          <ul className="grid gap-3" data-testid="admin-comments">
            {list.data.comments.map((comment) => (
              <li key={comment.id}>
                <CommentCard comment={comment} onDelete={() => setConfirming(comment)} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data.total}
            shown={list.data.comments.length}
            label="Comment pages"
            onPage={(next) => onChange({ q, page: next })}
          />
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        pending={remove.isPending}
        testId="delete-comment-dialog"
        title="Delete this comment?"
        description={
          confirming ? `${confirming.author.name}'s comment will be removed for good. This cannot be undone.` : ""
        }
        confirmLabel="Delete comment"
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

function CommentCard({ comment, onDelete }: { comment: AdminComment; onDelete: () => void }) {
  return (
    <article className="rounded-lg border p-4" data-testid="admin-comment">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">{comment.author.name}</span>
        <span className="truncate text-muted-foreground">{comment.author.email}</span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <time
          className="text-muted-foreground"
          dateTime={comment.created_at}
          title={formatDateTime(comment.created_at)}
        >
          {formatRelative(comment.created_at)}
        </time>
        {comment.hidden && <Badge variant="outline">Hidden</Badge>}
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap" dir="auto">
        {comment.content}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Link
          to="/quote/$slug"
          params={{ slug: comment.quote.slug }}
          className="min-w-0 flex-1 rounded-md border-l-4 border-primary/40 bg-muted/40 px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="sr-only">On the quote: </span>
          <span className="line-clamp-2 break-words" dir="auto">
            “{comment.quote.excerpt}”
          </span>
          <span className="mt-0.5 block text-xs">— {comment.quote.author}</span>
        </Link>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${comment.author.name}'s comment`}>
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
