import { useEffect, useRef, useState } from "react";
import { toast } from "#client/lib/toast.ts";
import { COMMENT_MESSAGES, type Comment } from "#contracts/comments.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { errorMessage } from "#client/lib/error-message.ts";
import { useUpdateComment } from "../api/update-comment.ts";
import { commentInputState } from "../comment-input.ts";
import { CommentTextField } from "./comment-text-field.tsx";

/** Editing one's comment in place (comment-item.tsx): the text, Cancel and Save; loaded when Edit is first used. */
export default function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const [draft, setDraft] = useState(comment.content);
  const editBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => editBox.current?.focus(), []);
  const update = useUpdateComment(comment.quote_id);
  const state = commentInputState(draft);

  const save = async () => {
    if (state.empty || state.over || update.isPending) return;
    if (draft.trim() === comment.content) return onDone();
    try {
      await update.mutateAsync({ id: comment.id, content: draft });
      toast.success(COMMENT_MESSAGES.updated);
      onDone();
    } catch (error) {
      toast.error(COMMENT_MESSAGES.updateFailed, {
        description: errorMessage(error, COMMENT_MESSAGES.updateFailed),
      });
    }
  };

  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CommentTextField
        value={draft}
        onChange={setDraft}
        label="Edit your comment"
        disabled={update.isPending}
        textareaRef={editBox}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onDone();
          } else if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void save();
        }}
        actions={
          <>
            <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={state.empty || state.over || update.isPending}>
              {update.isPending && <Spinner />}
              Save
            </Button>
          </>
        }
      />
    </form>
  );
}
