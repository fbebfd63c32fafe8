import { toast } from "#client/lib/toast.ts";
import { COMMENT_MESSAGES, type Comment } from "#contracts/comments.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#client/components/ui/alert-dialog.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useDeleteComment } from "../api/delete-comment.ts";
import { commentErrorMessage } from "../errors.ts";

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
        description: commentErrorMessage(error, COMMENT_MESSAGES.deleteFailed),
      });
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent data-testid="delete-comment-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this comment?</AlertDialogTitle>
          <AlertDialogDescription>
            {own
              ? "Your comment will be removed for good. This cannot be undone."
              : `${comment.author_name}'s comment will be removed for good. This cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Delete comment
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
