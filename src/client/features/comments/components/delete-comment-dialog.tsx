import { toast } from "#client/lib/toast.ts";
import { COMMENT_MESSAGES, type Comment } from "#contracts/comments.ts";
import { ConfirmDialog } from "#client/components/confirm-dialog.tsx";
import { useDeleteComment } from "../api/delete-comment.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** Asks before a comment is deleted (someone else's, for a moderator, says so). */
export function DeleteCommentDialog({
  comment,
  own,
  open,
  onOpenChange,
  onDeleted,
}: {
  comment: Comment;
  own: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteComment(comment.quote_id);
  const confirm = async () => {
    try {
      await remove.mutateAsync(comment.id);
      toast.success(COMMENT_MESSAGES.deleted);
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast.error(COMMENT_MESSAGES.deleteFailed, {
        description: errorMessage(error, COMMENT_MESSAGES.deleteFailed),
      });
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={remove.isPending}
      testId="delete-comment-dialog"
      title="Delete this comment?"
      description={
        own
          ? "Your comment will be removed for good. This cannot be undone."
          : `${comment.author_name}'s comment will be removed for good. This cannot be undone.`
      }
      confirmLabel="Delete comment"
      onConfirm={() => void confirm()}
    />
  );
}
