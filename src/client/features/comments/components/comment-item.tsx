import { lazy, Suspense, useRef, useState } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import type { Comment } from "#contracts/comments.ts";
import { Button } from "#client/components/ui/button.tsx";
import { formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";

// The confirmation (an alert dialog) loads when Delete is pointed at, focused or pressed.
const loadDeleteDialog = () => import("./delete-comment-dialog.tsx");
const DeleteCommentDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.DeleteCommentDialog })));
const preloadDeleteDialog = () => void loadDeleteDialog();
// Editing (for one's own comments, which the server never renders as such) loads when Edit is pointed at or used.
const loadEditForm = () => import("./comment-edit-form.tsx");
const CommentEditForm = lazy(loadEditForm);
const preloadEditForm = () => void loadEditForm();

/** Edits within a few seconds of posting do not count as edits. */
const EDIT_GRACE_MS = 5_000;

export function isEdited(comment: Pick<Comment, "created_at" | "updated_at">): boolean {
  return Date.parse(comment.updated_at) - Date.parse(comment.created_at) > EDIT_GRACE_MS;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : [parts[0]];
  return letters.map((part) => [...(part ?? "")][0]?.toUpperCase() ?? "").join("") || "?";
}

/** One comment: author, when, the text (always as text), and Edit/Delete for those allowed. */
export function CommentItem({
  comment,
  now,
  canEdit,
  canDelete,
  own,
  onDeleted,
}: {
  comment: Comment;
  now: number;
  canEdit: boolean;
  canDelete: boolean;
  own: boolean;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Once asked, the dialog stays mounted, so that it can animate out.
  const [asked, setAsked] = useState(false);
  if (confirming && !asked) setAsked(true);
  const editButton = useRef<HTMLButtonElement>(null);

  const stopEditing = () => {
    setEditing(false);
    // Back to where the person was once the button is there again.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const headingId = `comment-${comment.id}-author`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-4 text-card-foreground"
      data-testid="comment"
    >
      <header className="flex min-h-8 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
        >
          {initialsOf(comment.author_name)}
        </span>
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm">
          <h3 id={headingId} className="truncate font-medium">
            {comment.author_name}
          </h3>
          <time
            dateTime={comment.created_at}
            title={`${formatDateTime(comment.created_at, { utc: true })} UTC`}
            className="text-xs text-muted-foreground"
          >
            {formatRelative(comment.created_at, now)}
          </time>
          {isEdited(comment) && <span className="text-xs text-muted-foreground">(edited)</span>}
        </div>
        {!editing && (canEdit || canDelete) && (
          <div className="-mr-2 ml-auto flex shrink-0 items-center">
            {canEdit && (
              <Button
                ref={editButton}
                type="button"
                variant="ghost"
                size="icon-sm"
                className="text-muted-foreground hover:text-foreground"
                onClick={() => setEditing(true)}
                onPointerEnter={preloadEditForm}
                onFocus={preloadEditForm}
                aria-label="Edit comment"
                title="Edit comment"
              >
                <PencilIcon aria-hidden="true" />
              </Button>
            )}
            {canDelete && (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="text-muted-foreground hover:text-destructive"
                onClick={() => setConfirming(true)}
                onPointerEnter={preloadDeleteDialog}
                onFocus={preloadDeleteDialog}
                aria-label="Delete comment"
                title="Delete comment"
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </header>
      {editing ? (
        <Suspense fallback={null}>
          <CommentEditForm comment={comment} onDone={stopEditing} />
        </Suspense>
      ) : (
        <p dir="auto" className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap" data-testid="comment-content">
          {comment.content}
        </p>
      )}
      {canDelete && asked && (
        <Suspense fallback={null}>
          <DeleteCommentDialog
            comment={comment}
            own={own}
            open={confirming}
            onOpenChange={setConfirming}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </article>
  );
}
