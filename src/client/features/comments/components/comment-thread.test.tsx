import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Comment } from "#contracts/comments.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import { CommentThread } from "./comment-thread.tsx";

const QUOTE = "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a";
const ADA = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";

const comment = (n: number, over: Partial<Comment> = {}): Comment => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  quote_id: QUOTE,
  content: `Comment ${n}`,
  created_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  updated_at: new Date(Date.now() - n * 3_600_000).toISOString(),
  user_id: ADA,
  author_name: "Ada Lovelace",
  ...over,
});

/** Answers fetch calls in order; records them. */
function serve(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CommentThread", () => {
  it("shows the total, the comments as plain text and a sign-in prompt to anonymous visitors", async () => {
    const markup = '<script>alert(1)</script> "><img src=x>';
    serve(
      Response.json({
        comments: [comment(1, { content: markup }), comment(2, { user_id: BOB, author_name: "Bob Stone" })],
        total: 2,
      }),
    );
    const onSignIn = vi.fn();
    const { container } = await renderWithProviders(
      <CommentThread quoteId={QUOTE} viewer={null} onSignIn={onSignIn} />,
    );
    const heading = await screen.findByRole("heading", { level: 2, name: "Comments (2)" });
    expect(heading).toBeTruthy();
    const contents = screen.getAllByTestId("comment-content");
    expect(contents[0]?.textContent).toBe(markup);
    expect(
      container.querySelector("[data-testid=comment-content] img, [data-testid=comment-content] script"),
    ).toBeNull();
    expect(screen.getByText("2 hours ago")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete comment" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign in to comment" }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it("offers edit and delete on one's own comments only; admins may delete any", async () => {
    const page = { comments: [comment(1), comment(2, { user_id: BOB, author_name: "Bob Stone" })], total: 2 };
    serve(Response.json(page));
    await renderWithProviders(<CommentThread quoteId={QUOTE} viewer={{ id: ADA, role: "user" }} onSignIn={() => {}} />);
    const [mine, bobs] = await screen.findAllByTestId("comment");
    expect(within(mine!).getByRole("button", { name: "Edit comment" })).toBeTruthy();
    expect(within(mine!).getByRole("button", { name: "Delete comment" })).toBeTruthy();
    expect(within(bobs!).queryAllByRole("button")).toEqual([]);
    cleanup();

    serve(Response.json(page));
    await renderWithProviders(
      <CommentThread
        quoteId={QUOTE}
        viewer={{ id: "33333333-3333-4333-8333-333333333333", role: "admin" }}
        onSignIn={() => {}}
      />,
    );
    for (const card of await screen.findAllByTestId("comment")) {
      expect(within(card).getByRole("button", { name: "Delete comment" })).toBeTruthy();
      expect(within(card).queryByRole("button", { name: "Edit comment" })).toBeNull();
    }
  });

  it("posts a comment, counts characters and puts the new comment on top", async () => {
    const posted = comment(0, { content: "Fresh words", created_at: new Date().toISOString() });
    const fetchMock = serve(
      Response.json({ comments: [comment(1)], total: 1 }),
      Response.json(posted, { status: 201 }),
    );
    await renderWithProviders(<CommentThread quoteId={QUOTE} viewer={{ id: ADA, role: "user" }} onSignIn={() => {}} />);
    const box = await screen.findByRole("textbox", { name: "Write a comment" });
    const post = screen.getByRole("button", { name: "Post comment" });
    expect((post as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(box, "  Fresh words");
    expect(screen.getByText("11/1000")).toBeTruthy();
    await userEvent.click(post);
    await screen.findByRole("heading", { level: 2, name: "Comments (2)" });
    expect(screen.getAllByTestId("comment-content").map((p) => p.textContent)).toEqual(["Fresh words", "Comment 1"]);
    expect((box as HTMLTextAreaElement).value).toBe("");
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/quotes/${QUOTE}/comments`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toEqual({ content: "  Fresh words" });
  });

  it("loads more from where the loaded comments end", async () => {
    const first = Array.from({ length: 20 }, (_, i) => comment(i + 1));
    const fetchMock = serve(
      Response.json({ comments: first, total: 21 }),
      Response.json({ comments: [comment(21)], total: 21 }),
    );
    await renderWithProviders(<CommentThread quoteId={QUOTE} viewer={null} onSignIn={() => {}} />);
    await userEvent.click(await screen.findByRole("button", { name: "Load more comments" }));
    await waitFor(() => expect(screen.getAllByTestId("comment")).toHaveLength(21));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/quotes/${QUOTE}/comments?limit=20&offset=20`);
    expect(screen.queryByRole("button", { name: "Load more comments" })).toBeNull();
  });

  it("has an empty state and an error state with Retry", async () => {
    serve(Response.json({ comments: [], total: 0 }));
    await renderWithProviders(<CommentThread quoteId={QUOTE} viewer={null} onSignIn={() => {}} />);
    expect(await screen.findByText("No comments yet")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Comments (0)");
    cleanup();

    serve(Response.json({ error: "internal_error", message: "Something went wrong" }, { status: 500 }));
    await renderWithProviders(<CommentThread quoteId={QUOTE} viewer={null} onSignIn={() => {}} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to fetch comments");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
