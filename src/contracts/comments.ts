import { z } from "zod";
import { COMMENT_MAX, COMMENT_PAGE_SIZE } from "./constants.ts";

export { COMMENT_PAGE_SIZE } from "./constants.ts";
export const COMMENT_PAGE_MAX = 100;

/** Comments a user may post per minute (rate limit; 429 beyond). */
export const COMMENTS_PER_MINUTE = 10;

export const COMMENT_MESSAGES = {
  required: "Comment cannot be empty",
  tooLong: `Comment must be at most ${COMMENT_MAX} characters`,
  notFound: "Comment not found",
  forbidden: "You can only change your own comments",
  posted: "Comment posted",
  updated: "Comment updated",
  deleted: "Comment deleted",
  postFailed: "Failed to post comment. Please try again.",
  updateFailed: "Failed to update comment. Please try again.",
  deleteFailed: "Failed to delete comment. Please try again.",
  fetchFailed: "Failed to fetch comments",
  empty: "No comments yet",
  emptyHint: "Be the first to share what this quote means to you.",
  signInPrompt: "Sign in to comment",
} as const;

/**
 * Length as a person counts it: one per Unicode code point, so an emoji is one character
 * (and PostgreSQL's varchar(1000) counts the same way).
 */
export function commentLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** 1 to 1000 characters after trimming; the trimmed text is what is stored, exactly as typed otherwise. */
export const CommentContentSchema = z
  .string({ error: COMMENT_MESSAGES.required })
  .trim()
  .refine((s) => s.length > 0, COMMENT_MESSAGES.required)
  .refine((s) => commentLength(s) <= COMMENT_MAX, COMMENT_MESSAGES.tooLong);

export const CommentBodySchema = z.object({ content: CommentContentSchema });
export type CommentBody = z.output<typeof CommentBodySchema>;

export const CommentSchema = z.object({
  id: z.uuid(),
  quote_id: z.uuid(),
  content: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user_id: z.uuid(),
  author_name: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CommentListQuery = z.output<typeof CommentListQuerySchema>;

export const CommentListSchema = z.object({ comments: z.array(CommentSchema), total: z.number().int() });
export type CommentList = z.infer<typeof CommentListSchema>;

export const CommentDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
