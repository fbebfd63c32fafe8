import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Correction } from "#contracts/attribution.ts";
import { renderWithProviders } from "#client/test-utils.tsx";
import type { CorrectionFilter } from "../correction-filters.ts";
import { CorrectionsQueue } from "./corrections-queue.tsx";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("#client/lib/toast.ts", () => ({ toast }));

function correction(n: number, over: Partial<Correction> = {}): Correction {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    quote: {
      id: `90000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
      url_slug: `be-the-change-${n}`,
      text: "Be the change that you wish to see in the world.",
      author: "Mahatma Gandhi",
      attribution: { status: "attributed", actual_author: null, earliest_date: null, note: null, updated_at: null },
    },
    proposed_status: "misattributed",
    actual_author: "Arleen Lorrance",
    note: "The line is a paraphrase first printed in 1974, not Gandhi's words.",
    source: {
      name: "The Love Project",
      type: "book",
      author: "Arleen Lorrance",
      publication_date: "1974",
      url: "https://example.org/love-project",
      location: "p. 12",
      description: null,
    },
    status: "open",
    reason: null,
    proposer: { id: "11111111-1111-4111-8111-111111111111", display_name: "Pat Proposer" },
    decided_by: null,
    created_at: "2026-11-20T10:00:00.000Z",
    decided_at: null,
    ...over,
  };
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubServer(list: Correction[], total = list.length, failWith?: { status: number; message: string }) {
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
      if (method === "POST" && failWith) {
        return Response.json({ error: "conflict", message: failWith.message }, { status: failWith.status });
      }
      if (method === "POST") {
        const decided = url.endsWith("/accept") ? "accepted" : "rejected";
        return Response.json({ ...list[0], status: decided });
      }
      return Response.json({ corrections: list, total });
    }),
  );
  return calls;
}

async function renderQueue(filter: CorrectionFilter = "open", page = 1) {
  const onChange = vi.fn();
  await renderWithProviders(<CorrectionsQueue filter={filter} page={page} onChange={onChange} />);
  return { onChange };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("CorrectionsQueue", () => {
  it("lists open corrections: the quote, its status now and proposed, the note, the cited source and who proposed", async () => {
    const calls = stubServer([correction(1)], 45);
    await renderQueue("open", 2);
    const card = await screen.findByTestId("correction-card");
    expect(calls[0]!.url).toBe("/api/corrections?status=open&limit=20&offset=20");
    expect(card.textContent).toContain("Be the change that you wish to see in the world.");
    const change = within(card).getByTestId("correction-change");
    expect(within(change).getByText("Attributed")).toBeTruthy();
    expect(within(change).getByRole("img", { name: "Misattributed" })).toBeTruthy();
    expect(change.textContent).toContain("actually Arleen Lorrance");
    expect(card.textContent).toContain("not Gandhi's words");
    expect(card.textContent).toContain("The Love Project");
    expect(card.textContent).toContain("p. 12");
    expect(
      within(card)
        .getByRole("link", { name: /example\.org\/love-project/ })
        .getAttribute("href"),
    ).toBe("https://example.org/love-project");
    expect(card.textContent).toContain("Suggested by Pat Proposer");
    expect(screen.getByText("45 corrections")).toBeTruthy();
    expect(screen.getByText("21–21 of 45")).toBeTruthy();
  });

  it("accepts after confirming, with an optional reason, and says so", async () => {
    const calls = stubServer([correction(1)]);
    await renderQueue();
    const card = await screen.findByTestId("correction-card");
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept this correction?" });
    expect(dialog.textContent).toContain("The quote becomes Misattributed, actually by Arleen Lorrance.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept correction" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Correction accepted", { description: expect.any(String) as string }),
    );
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe(`/api/corrections/${correction(1).id}/accept`);
    expect(post?.body).toEqual({});
    // The queue asks again.
    await waitFor(() => expect(calls.filter((c) => c.method === "GET").length).toBeGreaterThan(1));
  });

  it("rejects only with a reason, which it sends", async () => {
    const calls = stubServer([correction(1)]);
    await renderQueue();
    const card = await screen.findByTestId("correction-card");
    await userEvent.click(within(card).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this correction?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject correction" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "The cited page does not hold it");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject correction" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Correction rejected", { description: expect.any(String) as string }),
    );
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe(`/api/corrections/${correction(1).id}/reject`);
    expect(post?.body).toEqual({ reason: "The cited page does not hold it" });
  });

  it("shows the server's refusal when another curator decided first", async () => {
    stubServer([correction(1)], 1, { status: 409, message: "This correction has already been decided" });
    await renderQueue();
    await userEvent.click(within(await screen.findByTestId("correction-card")).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept this correction?" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Confirmed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept correction" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Update failed", {
        description: "This correction has already been decided",
      }),
    );
  });

  it("switches tabs through the URL, shows decided ones with their reason, and says when a tab is empty", async () => {
    stubServer([
      correction(2, {
        status: "rejected",
        reason: "No such page",
        decided_by: { id: "22222222-2222-4222-8222-222222222222", display_name: "Cora Curator" },
        decided_at: "2026-11-21T10:00:00.000Z",
      }),
    ]);
    const { onChange } = await renderQueue("rejected");
    const card = await screen.findByTestId("correction-card");
    expect(within(card).getByTestId("correction-decision").textContent).toContain("Rejected by Cora Curator");
    expect(card.textContent).toContain("Reason: No such page");
    expect(within(card).queryByRole("button", { name: "Accept" })).toBeNull();
    const tabs = screen.getByRole("group", { name: "Correction status" });
    expect(within(tabs).getByRole("button", { name: "Rejected" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(within(tabs).getByRole("button", { name: "Accepted" }));
    expect(onChange).toHaveBeenCalledWith({ filter: "accepted", page: 1 });
    cleanup();

    stubServer([]);
    await renderQueue("open");
    expect(await screen.findByText("No corrections to review")).toBeTruthy();
  });
});
