import { describe, expect, it } from "vitest";
import type { Comment, CommentList } from "#contracts/comments.ts";
import { commentsQueryOptions, loadedCount } from "./api/get-comments.ts";
import { withAdded, withRemoved, withReplaced } from "./thread-cache.ts";

const comment = (n: number, content = `Comment ${n}`): Comment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  quote_id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
  content,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  user_id: "11111111-1111-4111-8111-111111111111",
  author_name: "Ada Lovelace",
});
const page = (ns: number[], total: number): CommentList => ({ comments: ns.map((n) => comment(n)), total });
const thread = (...pages: CommentList[]) => ({ pages, pageParams: pages.map((_, i) => i * 2) });

describe("the cached comment thread", () => {
  it("puts a posted comment on top and counts it in every page's total", () => {
    const next = withAdded(thread(page([3, 2], 5), page([1], 5)), comment(9));
    expect(next.pages.map((p) => p.comments.map((c) => c.content))).toEqual([
      ["Comment 9", "Comment 3", "Comment 2"],
      ["Comment 1"],
    ]);
    expect(next.pages.map((p) => p.total)).toEqual([6, 6]);
  });

  it("replaces an edited comment where it is", () => {
    const next = withReplaced(thread(page([3, 2], 3), page([1], 3)), comment(1, "Edited"));
    expect(next.pages[1]?.comments[0]?.content).toBe("Edited");
    expect(next.pages.map((p) => p.total)).toEqual([3, 3]);
  });

  it("takes a deleted comment out and the total down; an unknown id changes nothing", () => {
    const before = thread(page([3, 2], 3), page([1], 3));
    const next = withRemoved(before, comment(2).id);
    expect(next.pages.map((p) => p.comments.map((c) => c.content))).toEqual([["Comment 3"], ["Comment 1"]]);
    expect(next.pages.map((p) => p.total)).toEqual([2, 2]);
    expect(withRemoved(before, comment(8).id)).toBe(before);
  });
});

describe("paging a thread", () => {
  const { getNextPageParam } = commentsQueryOptions("q");
  it("asks for the next page from the number of comments already loaded", () => {
    const pages = [page([25, 24], 5), page([23, 22], 5)];
    expect(loadedCount(pages)).toBe(4);
    expect(getNextPageParam(pages[1]!, pages, 2, [0, 2])).toBe(4);
  });
  it("stops when everything is loaded or a page comes back empty", () => {
    const all = [page([2, 1], 2)];
    expect(getNextPageParam(all[0]!, all, 0, [0])).toBeUndefined();
    const empty = [page([3, 2], 5), page([], 5)];
    expect(getNextPageParam(empty[1]!, empty, 2, [0, 2])).toBeUndefined();
  });
  it("counts a comment posted meanwhile, so the next page neither repeats nor skips one", () => {
    const posted = withAdded(thread(page([3, 2], 3)), comment(4));
    expect(getNextPageParam(posted.pages[0]!, posted.pages, 0, [0])).toBe(3);
  });
});
