import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Comment, CommentList } from "#contracts/comments.ts";
import { commentsQueryKey } from "./api/get-comments.ts";

type Thread = InfiniteData<CommentList, number>;

/** A posted comment goes on top of the first page; every page's total grows by one. */
export function withAdded(thread: Thread, comment: Comment): Thread {
  return {
    ...thread,
    pages: thread.pages.map((page, i) => ({
      comments: i === 0 ? [comment, ...page.comments.filter((c) => c.id !== comment.id)] : page.comments,
      total: page.total + 1,
    })),
  };
}

/** An edited comment replaces its old self wherever it is. */
export function withReplaced(thread: Thread, comment: Comment): Thread {
  return {
    ...thread,
    pages: thread.pages.map((page) => ({
      ...page,
      comments: page.comments.map((c) => (c.id === comment.id ? comment : c)),
    })),
  };
}

/** A deleted comment leaves its page; every page's total shrinks by one. */
export function withRemoved(thread: Thread, commentId: string): Thread {
  const present = thread.pages.some((page) => page.comments.some((c) => c.id === commentId));
  if (!present) return thread;
  return {
    ...thread,
    pages: thread.pages.map((page) => ({
      comments: page.comments.filter((c) => c.id !== commentId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** Applies `change` to a quote's cached thread, if one is cached. */
export function updateThread(queryClient: QueryClient, quoteId: string, change: (thread: Thread) => Thread) {
  queryClient.setQueryData<Thread>(commentsQueryKey(quoteId), (thread) => (thread ? change(thread) : thread));
}
