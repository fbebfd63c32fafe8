import { useRef, useState, type FormEvent } from "react";
import { toast } from "#client/lib/toast.ts";
import { COMMENT_MESSAGES } from "#contracts/comments.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { usePostComment } from "../api/post-comment.ts";
import { commentInputState } from "../comment-input.ts";
import { CommentTextField } from "./comment-text-field.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

/** The signed-in writer's box: text, counter and Post; the new comment lands on top of the thread. */
export function CommentComposer({ quoteId }: { quoteId: string }) {
  const [text, setText] = useState("");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const post = usePostComment(quoteId);
  const state = commentInputState(text);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (state.empty || state.over || post.isPending) return;
    try {
      await post.mutateAsync(text);
      setText("");
      toast.success(COMMENT_MESSAGES.posted);
      textarea.current?.focus();
    } catch (error) {
      toast.error(COMMENT_MESSAGES.postFailed, {
        description: errorMessage(error, COMMENT_MESSAGES.postFailed),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="comment-composer">
      <CommentTextField
        value={text}
        onChange={setText}
        label="Write a comment"
        placeholder="Share your thoughts on this quote…"
        textareaRef={textarea}
        fixedHeight
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter posts, as in most comment boxes.
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void submit();
        }}
        actions={
          <Button type="submit" disabled={state.empty || state.over || post.isPending}>
            {post.isPending && <Spinner />}
            {post.isPending ? "Posting…" : "Post comment"}
          </Button>
        }
      />
    </form>
  );
}
