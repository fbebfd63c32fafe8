import { COMMENT_MAX } from "#contracts/constants.ts";
import { COMMENT_MESSAGES, commentLength } from "#contracts/comments.ts";

export interface CommentInputState {
  /** Characters as the server counts them (trimmed, one per code point). */
  length: number;
  /** Nothing but whitespace: not worth sending. */
  empty: boolean;
  over: boolean;
  /** The message to show for the text as it stands, if any (empty text says nothing until sent). */
  error: string | undefined;
}

/** What a comment box shows for `text`: the count against 1000 and whether it may be sent. */
export function commentInputState(text: string): CommentInputState {
  const trimmed = text.trim();
  const length = commentLength(trimmed);
  const over = length > COMMENT_MAX;
  return { length, empty: length === 0, over, error: over ? COMMENT_MESSAGES.tooLong : undefined };
}
