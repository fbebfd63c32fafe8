import { MessageSquareIcon } from "lucide-react";
import { COMMENT_MESSAGES } from "#contracts/comments.ts";
import { Button } from "#client/components/ui/button.tsx";

/** What anonymous visitors see where the comment box goes, in the same space (no shift when it swaps). */
export function CommentSignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/30 px-4 text-center"
      data-testid="comment-sign-in"
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <MessageSquareIcon aria-hidden="true" className="size-4" />
        Join the conversation about this quote.
      </p>
      <Button type="button" variant="outline" onClick={onSignIn}>
        {COMMENT_MESSAGES.signInPrompt}
      </Button>
    </div>
  );
}
