import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Quote } from "#contracts/quotes.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { oldestFirst } from "../api/get-pending-quotes.ts";
import { ModerationQueue } from "./moderation-queue.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

const ADMIN_ID = "33333333-3333-4333-8333-333333333333";

function quote(n: number, overrides: Partial<Quote> = {}): Quote {
  return makeQuote({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    slug: `q-${n}`,
    url_slug: `q-${n}`,
    text: `Quote number ${n}`,
    author: `Author ${n}`,
    category: "wisdom",
    tags: ["one", "two"],
    user_id: "11111111-1111-4111-8111-111111111111",
    status: "pending",
    created_at: `2026-01-0${n}T10:00:00.000Z`,
    updated_at: `2026-01-0${n}T10:00:00.000Z`,
    ...overrides,
  });
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A tiny server: the pending list (oldest first, as the API answers sort=oldest), duplicates, approve and reject. */
function stubServer(pending: Quote[], { failApprove = new Set<string>() } = {}) {
  let queue = [...pending];
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? "GET";
      calls.push({
        url,
        method,
        body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const action = /\/api\/quotes\/([^/]+)\/(approve|reject)$/.exec(url);
      if (action) {
        const [, id, verb] = action;
        if (verb === "approve" && failApprove.has(id!)) {
          return Response.json({ error: "not_found", message: "Quote not found" }, { status: 404 });
        }
        queue = queue.filter((q) => q.id !== id);
        return Response.json({
          ...pending.find((q) => q.id === id),
          status: verb === "approve" ? "approved" : "rejected",
        });
      }
      if (url.includes("/duplicates")) {
        const id = url.split("/")[3];
        return Response.json({
          duplicates:
            id === pending[0]?.id
              ? [
                  {
                    id: "99999999-9999-4999-8999-999999999999",
                    url_slug: "the-original",
                    text: "The original",
                    author: "Someone",
                    status: "approved",
                    similarity: 0.8,
                  },
                ]
              : [],
        });
      }
      expect(url).toContain("sort=oldest");
      const oldest = [...queue].sort((a, b) => a.created_at.localeCompare(b.created_at));
      return Response.json({ quotes: oldest, total: oldest.length });
    }),
  );
  return calls;
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
  toast.warning.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = () => screen.queryAllByTestId("queue-item").map((row) => within(row).getByRole("blockquote").textContent);

describe("the moderation queue", () => {
  it("sorts oldest first", () => {
    expect(oldestFirst([quote(3), quote(1), quote(2)]).map((q) => q.text)).toEqual([
      "Quote number 1",
      "Quote number 2",
      "Quote number 3",
    ]);
  });

  it("lists pending quotes oldest first with submitter, tags and the duplicate hint", async () => {
    stubServer([quote(1), quote(2, { user_id: null, email: "visitor@example.org" }), quote(3)]);
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    await screen.findAllByTestId("queue-item");
    expect(rows()).toEqual(["Quote number 1", "Quote number 2", "Quote number 3"]);
    const [first, second] = screen.getAllByTestId("queue-item");
    expect(within(second!).getByTestId("submitter").textContent).toContain("visitor@example.org");
    expect(within(first!).getByText("one")).toBeTruthy();
    const hint = await within(first!).findByTestId("duplicate-hint");
    expect(hint.textContent).toContain("A similar quote already exists");
    expect(within(hint).getByRole("link").getAttribute("href")).toBe("/quote/the-original");
  });

  it("approves with approvedBy and takes the quote out of the queue", async () => {
    const calls = stubServer([quote(1), quote(2)]);
    const user = userEvent.setup();
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    await screen.findAllByTestId("queue-item");
    await user.click(screen.getByRole("button", { name: "Approve “Quote number 1”" }));
    await waitFor(() => expect(rows()).toEqual(["Quote number 2"]));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/quotes/${quote(1).id}/approve`,
      body: { approvedBy: ADMIN_ID },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Quote approved", expect.anything()));
  });

  it("approves the selected quotes together and sums it up in one toast", async () => {
    stubServer([quote(1), quote(2), quote(3)]);
    const user = userEvent.setup();
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    await screen.findAllByTestId("queue-item");
    await user.click(screen.getByRole("checkbox", { name: "Select “Quote number 1”" }));
    await user.click(screen.getByRole("checkbox", { name: "Select “Quote number 3”" }));
    await user.click(screen.getByRole("button", { name: "Approve selected (2)" }));
    await waitFor(() => expect(rows()).toEqual(["Quote number 2"]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Approved 2 quotes", expect.anything()));
  });

  it("puts back a quote whose approval failed and says so", async () => {
    stubServer([quote(1), quote(2)], { failApprove: new Set([quote(2).id]) });
    const user = userEvent.setup();
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    await screen.findAllByTestId("queue-item");
    await user.click(screen.getByRole("checkbox", { name: "Select all quotes in the queue" }));
    await user.click(screen.getByRole("button", { name: "Approve selected (2)" }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith("Approved 1 of 2 quotes", expect.anything()));
    await waitFor(() => expect(rows()).toEqual(["Quote number 2"]));
  });

  it("rejects with an optional reason", async () => {
    const calls = stubServer([quote(1)]);
    const user = userEvent.setup();
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    await screen.findAllByTestId("queue-item");
    await user.click(screen.getByRole("button", { name: "Reject “Quote number 1”" }));
    const dialog = await screen.findByTestId("reject-dialog");
    await user.type(within(dialog).getByRole("textbox"), "Misattributed");
    await user.click(within(dialog).getByRole("button", { name: "Reject quote" }));
    expect(await screen.findByText("No quotes waiting for review")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: `/api/quotes/${quote(1).id}/reject`,
      body: { reason: "Misattributed" },
    });
  });

  it("hands a quote to the editor with Edit", async () => {
    stubServer([quote(1)]);
    const onEdit = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={onEdit} />);
    await user.click(await screen.findByRole("button", { name: "Edit “Quote number 1”" }));
    expect(onEdit).toHaveBeenCalledWith(quote(1));
  });

  it("says so when nothing waits for review", async () => {
    stubServer([]);
    await renderWithProviders(<ModerationQueue adminId={ADMIN_ID} onEdit={() => undefined} />);
    expect(await screen.findByText("No quotes waiting for review")).toBeTruthy();
  });
});
