import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "#client/test-utils.tsx";
import type { HomeSearch } from "../search-params.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteDiscovery } from "./quote-discovery.tsx";

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** Answers the list with `total` quotes by "Author n", and the categories and tags. */
function serveApi(total = 3, pageSize = total) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(requestUrl(input), "http://localhost");
    if (url.pathname === "/api/categories") return Response.json([{ name: "love", count: 3 }]);
    if (url.pathname === "/api/tags") return Response.json([{ name: "hope", count: 2 }]);
    const quotes = Array.from({ length: Math.min(total, pageSize) }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      url_slug: `quote-${i}`,
      text: `Quote number ${i}`,
      author: `Author ${i}`,
      category: "love",
      tags: ["hope"],
      status: "approved",
      user_id: null,
    }));
    return Response.json({ quotes, total });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    listUrls: () =>
      fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.startsWith("/api/quotes")),
  };
}

/** The discovery UI with its URL search held in state, as the home route holds it in the URL. */
async function renderDiscovery(initial: HomeSearch = {}, viewer: QuoteViewer | null = null) {
  const changes: HomeSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState<HomeSearch>(initial);
    return (
      <QuoteDiscovery
        search={search}
        viewer={viewer}
        onSearchChange={(next) => {
          changes.push(next);
          setSearch(next);
        }}
      />
    );
  }
  const result = await renderWithProviders(<Harness />);
  return { ...result, changes, last: () => changes.at(-1) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("QuoteDiscovery", () => {
  it("turns search syntax into URL parameters, chips and the API query", async () => {
    const { listUrls } = serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery();
    await screen.findByText("3 quotes");

    await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), 'author:"Mark Twain" tag:Hope luck');
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(last()).toEqual({ q: "luck", authors: "Mark Twain", tags: "hope" });
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["search: luck", "author: Mark Twain", "tag: hope"]);
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search quotes" }).value).toBe("luck");
    await screen.findByText("3 quotes");
    expect(screen.getByTestId("quotes-summary").textContent).toBe(
      "3 quotes for search: luck, author: Mark Twain, tag: hope",
    );
    // Prefixes alone leave the box empty: they are chips now.
    await user.clear(screen.getByRole("searchbox", { name: "Search quotes" }));
    await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), "c:love{Enter}");
    expect(last()).toEqual({ categories: "love", authors: "Mark Twain", tags: "hope" });
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search quotes" }).value).toBe("");
    await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), "luck{Enter}");
    await screen.findByText("3 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?q=luck&categories=love&authors=Mark+Twain&tags=hope&limit=20&offset=0");
  });

  it("removes one chip with its button, and all of them with Clear filters (sort, view and display stay)", async () => {
    serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery({
      q: "luck",
      tags: "hope,life",
      categories: "love",
      sort: "popular",
      view: "list",
      display: "full",
    });
    await screen.findByText("3 quotes");

    await user.click(screen.getByRole("link", { name: "Remove filter tag: hope" }));
    expect(last()).toEqual({
      q: "luck",
      categories: "love",
      tags: "life",
      sort: "popular",
      view: "list",
      display: "full",
    });

    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(last()).toEqual({ sort: "popular", view: "list", display: "full" });
    expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
  });

  it("keeps keyboard focus in the chip row as chips are removed, then returns it to the search box", async () => {
    serveApi();
    const user = userEvent.setup();
    await renderDiscovery({ tags: "hope,life" });
    await screen.findByText("3 quotes");
    screen.getByRole("link", { name: "Remove filter tag: hope" }).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Remove filter tag: life" }));
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search quotes" }));
  });

  it("sets one category and accumulates tags from the controls", async () => {
    serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery({ tags: "life" });
    await screen.findByText("3 quotes");
    await screen.findByRole("option", { name: "Love (3)" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "love");
    expect(last()).toEqual({ categories: "love", tags: "life" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Add a tag" }), "hope");
    expect(last()).toEqual({ categories: "love", tags: "life,hope" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "views");
    expect(last()).toMatchObject({ sort: "views" });
    await user.type(screen.getByRole("textbox", { name: "Author" }), "Seneca{Enter}");
    expect(last()).toMatchObject({ authors: "Seneca" });
  });

  it("filters by attribution from its control and from is: typed in the search box, each status a chip", async () => {
    const { listUrls } = serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery();
    await screen.findByText("3 quotes");

    const control = screen.getByRole("combobox", { name: "Attribution" });
    expect(
      within(control)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any attribution", "Verified", "Attributed", "Disputed", "Misattributed"]);
    await user.selectOptions(control, "verified");
    expect(last()).toEqual({ attribution: "verified" });
    await screen.findByText("3 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?attribution=verified&limit=20&offset=0");

    // is: in the search box adds a status: both are chips, the control shows the pair, the API gets both.
    await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), "is:Misattributed love{Enter}");
    expect(last()).toEqual({ q: "love", attribution: "verified,misattributed" });
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "search: love",
      "attribution: verified",
      "attribution: misattributed",
    ]);
    expect(
      screen.getByRole<HTMLSelectElement>("combobox", { name: "Attribution" }).selectedOptions[0]?.textContent,
    ).toBe("Verified, Misattributed");
    await screen.findByText("3 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?q=love&attribution=verified%2Cmisattributed&limit=20&offset=0");

    await user.click(screen.getByRole("link", { name: "Remove filter attribution: verified" }));
    expect(last()).toEqual({ q: "love", attribution: "misattributed" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Attribution" }), "");
    expect(last()).toEqual({ q: "love" });
  });

  it("filters by language from its control and from lang: typed in the search box, each language a named chip", async () => {
    const { listUrls } = serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery();
    await screen.findByText("3 quotes");

    const control = await screen.findByRole("combobox", { name: "Language" });
    const options = within(control)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(["Any language", "English", "العربية (Arabic)"]);
    expect(options).toContain("Français (French)");
    await user.selectOptions(control, "fr");
    expect(last()).toEqual({ language: "fr" });
    await screen.findByText("3 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?language=fr&limit=20&offset=0");

    // lang: in the search box adds a language: both are chips named in their language, the API gets both.
    await user.type(screen.getByRole("searchbox", { name: "Search quotes" }), "lang:DE amour{Enter}");
    expect(last()).toEqual({ q: "amour", language: "fr,de" });
    const chips = within(screen.getByRole("list", { name: "Active filters" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["search: amour", "language: Français", "language: Deutsch"]);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" }).selectedOptions[0]?.textContent).toBe(
      "Français, Deutsch",
    );
    await screen.findByText("3 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?q=amour&language=fr%2Cde&limit=20&offset=0");

    await user.click(screen.getByRole("link", { name: "Remove filter language: Français" }));
    expect(last()).toEqual({ q: "amour", language: "de" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "");
    expect(last()).toEqual({ q: "amour" });
  });

  it("names the languages of a URL's language filter in its chips", async () => {
    serveApi();
    await renderDiscovery({ language: "pt-BR,la" });
    const chips = within(await screen.findByRole("list", { name: "Active filters" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["language: Português", "language: Latina"]);
  });

  it("offers the status filter to admins only", async () => {
    serveApi();
    await renderDiscovery({}, null);
    await screen.findByText("3 quotes");
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    cleanup();

    await renderDiscovery({}, { id: "11111111-1111-4111-8111-111111111111", role: "user" });
    await screen.findByText("3 quotes");
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    cleanup();

    const user = userEvent.setup();
    const { last } = await renderDiscovery({}, { id: "11111111-1111-4111-8111-111111111111", role: "admin" });
    await screen.findByText("3 quotes");
    const status = screen.getByRole("combobox", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Any status", "Approved", "Pending", "Rejected"]);
    await user.selectOptions(status, "pending");
    expect(last()).toEqual({ status: "pending" });
  });

  it("offers and applies the bookmarked and reacted filters, but not audio before its feature exists", async () => {
    const { listUrls } = serveApi();
    const user = userEvent.setup();
    await renderDiscovery(
      { tags: "hope", audio: "with", bookmarked: true, reacted: true },
      { id: "11111111-1111-4111-8111-111111111111", role: "admin" },
    );
    await screen.findByText("3 quotes");
    expect(screen.queryByRole("combobox", { name: "Audio" })).toBeNull();
    const mine = screen.getByRole("group", { name: "My quotes" });
    expect(within(mine).getByRole("button", { name: "Bookmarked" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(mine).getByRole("button", { name: "Reacted" }).getAttribute("aria-pressed")).toBe("true");
    const url = new URL(listUrls().at(-1)!, "http://x");
    expect(url.searchParams.get("bookmarked")).toBe("true");
    expect(url.searchParams.get("reacted")).toBe("true");
    expect(url.searchParams.get("audio")).toBeNull();

    // The phone's Filters sheet offers them too, and still not audio.
    await user.click(screen.getByRole("button", { name: /^Filters/ }));
    // The sheet's code loads on the first press: on a busy machine that takes more than a second.
    const sheet = await screen.findByTestId("mobile-filters", {}, { timeout: 5000 });
    expect(within(sheet).queryByRole("combobox", { name: "Audio" })).toBeNull();
    expect(within(sheet).getByRole("button", { name: "Bookmarked" })).toBeTruthy();
    expect(within(sheet).getByRole("button", { name: "Reacted" })).toBeTruthy();
  });

  it("switches grid and list in the URL", async () => {
    serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery();
    await screen.findByText("3 quotes");
    const view = screen.getByRole("group", { name: "View" });
    await user.click(within(view).getByRole("link", { name: "List" }));
    expect(last()).toEqual({ view: "list" });
    expect(screen.getByTestId("quote-list").dataset.view).toBe("list");
    await user.click(within(view).getByRole("link", { name: "Grid" }));
    expect(last()).toEqual({});
  });

  it("keeps the display mode in the URL and in local storage", async () => {
    serveApi();
    const user = userEvent.setup();
    const { last } = await renderDiscovery();
    await screen.findByText("3 quotes");
    const display = screen.getByRole("group", { name: "Display" });
    expect(
      within(display)
        .getByRole("link", { name: /Standard/ })
        .getAttribute("aria-current"),
    ).toBe("true");

    await user.click(within(display).getByRole("link", { name: /Full/ }));
    expect(last()).toEqual({ display: "full" });
    expect(window.localStorage.getItem("quote-view-mode")).toBe("full");
    expect(screen.getAllByTestId("quote-card")[0]!.dataset.display).toBe("full");
    cleanup();

    // A later visit without display in the URL finds the stored mode.
    await renderDiscovery();
    await screen.findByText("3 quotes");
    expect(
      within(screen.getByRole("group", { name: "Display" }))
        .getByRole("link", { name: /Full/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    cleanup();

    // The URL wins, and becomes the stored choice.
    await renderDiscovery({ display: "clean" });
    await screen.findByText("3 quotes");
    expect(screen.getAllByTestId("quote-card")[0]!.dataset.display).toBe("clean");
    expect(window.localStorage.getItem("quote-view-mode")).toBe("clean");
  });

  it("makes each control a link to the URL of its state, and the filters a GET form of the rest", async () => {
    serveApi(45, 20);
    const user = userEvent.setup();
    const { last } = await renderDiscovery({
      q: "luck",
      categories: "love",
      tags: "hope,life",
      sort: "popular",
      view: "list",
      display: "full",
    });
    await screen.findByText("Showing 20 of 45 quotes");
    const href = (element: HTMLElement) => element.getAttribute("href");

    const view = screen.getByRole("group", { name: "View" });
    expect(href(within(view).getByRole("link", { name: "Grid" }))).toBe(
      "/?q=luck&categories=love&tags=hope,life&sort=popular&display=full",
    );
    expect(within(view).getByRole("link", { name: "List" }).getAttribute("aria-current")).toBe("true");
    expect(within(view).getByRole("link", { name: "Grid" }).getAttribute("aria-current")).toBeNull();
    const display = screen.getByRole("group", { name: "Display" });
    // The default mode is spelled out: without it the server would render the mode its cookie keeps.
    expect(href(within(display).getByRole("link", { name: /Standard/ }))).toBe(
      "/?q=luck&categories=love&tags=hope,life&sort=popular&view=list&display=standard",
    );
    expect(href(screen.getByRole("link", { name: "Remove filter tag: hope" }))).toBe(
      "/?q=luck&categories=love&tags=life&sort=popular&view=list&display=full",
    );
    expect(href(screen.getByRole("link", { name: "Clear filters" }))).toBe("/?sort=popular&view=list&display=full");
    expect(href(screen.getByRole("link", { name: "Load more" }))).toBe(
      "/?q=luck&categories=love&tags=hope,life&sort=popular&view=list&display=full&page=2#quotes-heading",
    );

    // The filters and the search box are GET forms of "/" carrying the rest of the state.
    const filters = screen.getByTestId("quote-filters");
    expect(filters.getAttribute("method")).toBe("get");
    expect(filters.getAttribute("action")).toBe("/");
    const fields = (form: HTMLElement) =>
      [...new FormData(form as HTMLFormElement).entries()].map(
        ([k, v]) => `${k}=${typeof v === "string" ? v : v.name}`,
      );
    expect(fields(filters)).toEqual([
      "q=luck",
      "tags=hope,life",
      "view=list",
      "display=full",
      "categories=love",
      "tags=",
      "authors=",
      "attribution=",
      "language=",
      "sort=popular",
    ]);
    const search = screen.getByRole("search", { name: "Quotes" });
    expect(fields(search)).toEqual([
      "categories=love",
      "tags=hope,life",
      "sort=popular",
      "view=list",
      "display=full",
      "q=luck",
    ]);

    // In the app a click navigates through the router instead.
    await user.click(within(view).getByRole("link", { name: "Grid" }));
    expect(last()).toEqual({ q: "luck", categories: "love", tags: "hope,life", sort: "popular", display: "full" });
  });

  it("starts the list at a page link's page and links Load more to the next", async () => {
    const { listUrls } = serveApi(65, 20);
    await renderDiscovery({ page: 2 });
    await screen.findByText("65 quotes");
    expect(listUrls().at(-1)).toBe("/api/quotes?limit=20&offset=20");
    expect(screen.getByTestId("quotes-progress").textContent).toBe("Showing 21–40 of 65 quotes");
    expect(screen.getByRole("link", { name: "Load more" }).getAttribute("href")).toBe("/?page=3#quotes-heading");
  });
});
