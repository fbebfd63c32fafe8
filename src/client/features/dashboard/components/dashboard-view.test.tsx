import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { QuoteStatus, Role } from "#contracts/constants.ts";
import type { Quote, QuoteListItem } from "#contracts/quotes.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { useState } from "react";
import type { Bookmark } from "#contracts/bookmark-list.ts";
import type { DashboardTab } from "../dashboard-tabs.ts";
import { DashboardView } from "./dashboard-view.tsx";

const USER_ID = "11111111-1111-4111-8111-111111111111";

let counter = 0;
function quote(status: QuoteStatus, text: string, overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
  return makeQuote({
    id,
    slug: `slug-${counter}`,
    url_slug: `slug-${counter}`,
    text,
    author: "Someone",
    category: "wisdom",
    tags: [],
    user_id: USER_ID,
    status,
    created_at: `2026-01-${String(counter).padStart(2, "0")}T10:00:00.000Z`,
    updated_at: "2026-01-01T10:00:00.000Z",
    ...overrides,
  });
}

function stubLists({
  submitted,
  visited,
  reacted = [],
  bookmarks = [],
}: {
  submitted: QuoteListItem[];
  visited: QuoteListItem[];
  reacted?: QuoteListItem[];
  bookmarks?: Bookmark[];
}) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith("/api/bookmarks")) return Response.json({ bookmarks, total: bookmarks.length });
      const list = url.includes("userFilter=submitted")
        ? submitted
        : url.includes("userFilter=visited")
          ? visited
          : url.includes("userFilter=reacted")
            ? reacted
            : [];
      return Response.json({ quotes: list, total: list.length });
    }),
  );
}

/** The dashboard with its tab kept in state, as the route keeps it in the URL. */
function Dashboard({
  initialTab,
  ...props
}: Omit<Parameters<typeof DashboardView>[0], "tab"> & { initialTab: DashboardTab }) {
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  return <DashboardView {...props} tab={tab} onTabChange={setTab} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderDashboard(role: Role = "user", initialTab: DashboardTab = "submissions") {
  const actions = {
    onEdit: vi.fn<(q: Quote) => void>(),
    onDelete: vi.fn<(q: Quote) => void>(),
    onSubmitQuote: vi.fn(),
  };
  await renderWithProviders(
    <Dashboard
      viewer={{ id: USER_ID, role }}
      name="Ada"
      email="ada@example.com"
      initialTab={initialTab}
      {...actions}
    />,
  );
  return { ...actions, user: userEvent.setup() };
}

describe("the dashboard", () => {
  it("groups the user's quotes by status in tabs with counts, Pending first", async () => {
    stubLists({
      submitted: [
        quote("pending", "Pending one"),
        quote("pending", "Pending two"),
        quote("draft", "A draft"),
        quote("approved", "Published"),
      ],
      visited: [],
    });
    const { user } = await renderDashboard();
    await screen.findByTestId("group-pending");
    const byStatus = screen.getByRole("tablist", { name: "Your quotes by status" });
    const tabs = within(byStatus)
      .getAllByRole("tab")
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(["Pending2", "Draft1", "Rejected0", "Approved1"]);
    const pending = within(screen.getByTestId("group-pending")).getAllByTestId("submission");
    expect(pending.map((row) => row.getAttribute("data-status"))).toEqual(["pending", "pending"]);
    expect(within(pending[0]!).getByText("Pending two")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: /Rejected/ }));
    expect(within(screen.getByTestId("group-rejected")).getByText("No rejected quotes")).toBeTruthy();
  });

  it("offers Edit on every quote and Delete only on quotes that are not approved", async () => {
    const published = quote("approved", "Published");
    const draft = quote("draft", "A draft");
    stubLists({ submitted: [published, draft], visited: [] });
    const { user, onEdit, onDelete } = await renderDashboard();

    await screen.findByTestId("group-draft");
    const draftRow = within(screen.getByTestId("group-draft")).getByTestId("submission");
    await user.click(within(draftRow).getByRole("button", { name: /^Delete/ }));
    expect(onDelete).toHaveBeenCalledWith(draft);

    await user.click(screen.getByRole("tab", { name: /Approved/ }));
    const approvedRow = within(screen.getByTestId("group-approved")).getByTestId("submission");
    expect(within(approvedRow).queryByRole("button", { name: /^Delete/ })).toBeNull();
    await user.click(within(approvedRow).getByRole("button", { name: /^Edit/ }));
    expect(onEdit).toHaveBeenCalledWith(published);
  });

  it("offers an admin Delete on their approved quotes too", async () => {
    const published = quote("approved", "Published");
    stubLists({ submitted: [published], visited: [] });
    const { user, onDelete } = await renderDashboard("admin");

    await screen.findByTestId("group-approved");
    const approvedRow = within(screen.getByTestId("group-approved")).getByTestId("submission");
    await user.click(within(approvedRow).getByRole("button", { name: /^Delete/ }));
    expect(onDelete).toHaveBeenCalledWith(published);
  });

  it("invites a user without quotes to submit their first one", async () => {
    stubLists({ submitted: [], visited: [] });
    const { user, onSubmitQuote } = await renderDashboard();
    await user.click(await screen.findByRole("button", { name: "Submit your first quote" }));
    expect(onSubmitQuote).toHaveBeenCalled();
  });

  it("has Submissions, Bookmarks, Lists, Reactions, Visited, Notifications and Account tabs", async () => {
    stubLists({ submitted: [], visited: [] });
    const { user } = await renderDashboard();
    const sections = screen.getByRole("tablist", { name: "Dashboard sections" });
    expect(
      within(sections)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Submissions", "Bookmarks", "Lists", "Reactions", "Visited", "Notifications", "Account"]);
    await user.click(screen.getByRole("tab", { name: "Bookmarks" }));
    expect(await screen.findByTestId("bookmarks-empty")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Reactions" }));
    expect(await screen.findByTestId("reactions-empty")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Visited" }));
    expect(await screen.findByTestId("visited-empty")).toBeTruthy();
  });

  it("lists bookmarks newest first and reacted quotes with the user's reaction", async () => {
    const kept = quote("approved", "A kept quote", { bookmarked: true });
    const liked = quote("approved", "A liked quote", { user_reaction: "inspiring" });
    stubLists({
      submitted: [],
      visited: [],
      reacted: [liked],
      bookmarks: [{ id: kept.id, quote_id: kept.id, created_at: new Date().toISOString(), quote: kept }],
    });
    const { user } = await renderDashboard("user", "bookmarks");
    const bookmarks = await screen.findByTestId("bookmarked-quotes");
    expect(within(bookmarks).getByText("A kept quote")).toBeTruthy();
    expect(within(bookmarks).getByText("just now")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Reactions" }));
    const reacted = await screen.findByTestId("reacted-quotes");
    expect(within(reacted).getByText("A liked quote")).toBeTruthy();
    expect(within(reacted).getByText("Inspiring")).toBeTruthy();
  });

  it("lists recently visited quotes", async () => {
    const visited = quote("approved", "A visited quote", { visited_at: new Date().toISOString() });
    stubLists({ submitted: [], visited: [{ ...visited, quote_id: visited.id }] });
    await renderDashboard("user", "visited");
    const list = await screen.findByTestId("visited-quotes");
    expect(within(list).getByText("A visited quote")).toBeTruthy();
    expect(within(list).getByText("just now")).toBeTruthy();
  });

  it("shows an error with Retry when the list cannot be fetched", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => Response.json({ error: "x", message: "Database down" }, { status: 500 })),
    );
    await renderDashboard();
    expect(await screen.findByText("Database down")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Retry" }).length).toBeGreaterThan(0);
  });
});
