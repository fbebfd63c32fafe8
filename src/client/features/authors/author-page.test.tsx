import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Author, AuthorPage } from "#contracts/authors.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import { queryKeys } from "#client/lib/query-keys.ts";
import {
  authorJsonLd,
  authorPageDescription,
  authorPageHead,
  authorStats,
  authorYears,
  isIsoDate,
} from "./author-format.ts";
import { AuthorHeader } from "./components/author-header.tsx";
import EditAuthorDialog from "./components/edit-author-dialog.tsx";
import { MisattributedQuotes } from "./components/misattributed-quotes.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const einstein: Author = {
  name: "Albert Einstein",
  slug: "albert-einstein",
  born: "1879",
  died: "1955",
  description: "Theoretical physicist who developed the theory of relativity.",
};
const counts = { quotes: 11, verified: 3, attributed: 4, disputed: 0, misattributed: 4 };

describe("author-format", () => {
  it("writes the years as readers expect them", () => {
    expect(authorYears(einstein)).toBe("1879–1955");
    expect(authorYears({ born: "c. 551 BC", died: "479 BC" })).toBe("c. 551 BC – 479 BC");
    expect(authorYears({ born: "1947", died: null })).toBe("born 1947");
    expect(authorYears({ born: null, died: " 1955 " })).toBe("died 1955");
    expect(authorYears({ born: null, died: null })).toBeNull();
    expect(authorYears({ born: "  ", died: "" })).toBeNull();
  });

  it("gives schema.org a Person with dates only when they are dates", () => {
    expect(authorJsonLd(einstein, "https://echoes.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Albert Einstein",
      birthDate: "1879",
      deathDate: "1955",
      description: einstein.description,
      url: "https://echoes.example/author/albert-einstein",
    });
    const confucius = authorJsonLd(
      { name: "Confucius", slug: "confucius", born: "c. 551 BC", died: "-0478", description: null },
      "https://echoes.example",
    );
    expect(confucius).not.toHaveProperty("birthDate");
    expect(confucius).toMatchObject({ deathDate: "-0478" });
    expect(confucius).not.toHaveProperty("description");
    expect(["1879", "1879-03", "1879-03-14", "-0551"].every((v) => isIsoDate(v))).toBe(true);
    expect(["c. 1879", "1879-13", "1879-03-32", "79", "14 March 1879"].some((v) => isIsoDate(v))).toBe(false);
  });

  it("titles the page with the name and describes it within 160 characters", () => {
    const head = authorPageHead({ author: einstein, counts }, "https://echoes.example");
    expect(head).toMatchObject({
      title: "Albert Einstein · Echoes",
      canonicalPath: "/author/albert-einstein",
      jsonLd: { "@type": "Person", name: "Albert Einstein" },
    });
    expect(head.description).toBe(
      "Albert Einstein (1879–1955): Theoretical physicist who developed the theory of relativity. " +
        "11 quotes on Echoes, 3 verified.",
    );
    const long = authorPageDescription({ author: { ...einstein, description: "x ".repeat(150) }, counts });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(authorPageDescription({ author: { ...einstein, born: null, died: null, description: null }, counts })).toBe(
      "Quotes by Albert Einstein: 11 quotes on Echoes, 3 verified.",
    );
  });

  it("counts all quotes, then each status that has any", () => {
    expect(authorStats(counts)).toEqual([
      { label: "Quotes", value: 11 },
      { status: "verified", label: "Verified", value: 3 },
      { status: "attributed", label: "Attributed", value: 4 },
      { status: "misattributed", label: "Misattributed", value: 4 },
    ]);
    expect(authorStats({ quotes: 1, verified: 0, attributed: 1, disputed: 0, misattributed: 0 })[0]!.label).toBe(
      "Quote",
    );
  });
});

describe("AuthorHeader", () => {
  it("shows the name as the page's heading, the years, the description and the counts", async () => {
    await renderWithProviders(<AuthorHeader page={{ author: einstein, counts }} actions={<button>Edit</button>} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Albert Einstein");
    expect(screen.getByTestId("author-years").textContent).toBe("1879–1955");
    expect(screen.getByTestId("author-description").textContent).toBe(einstein.description);
    const stats = within(screen.getByTestId("author-counts"));
    expect(stats.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Quotes",
      "Verified",
      "Attributed",
      "Misattributed",
    ]);
    expect(stats.getAllByRole("definition").map((value) => value.textContent)).toEqual(["11", "3", "4", "4"]);
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("leaves out the years and description nobody has given", async () => {
    await renderWithProviders(
      <AuthorHeader page={{ author: { ...einstein, born: null, died: null, description: null }, counts }} />,
    );
    expect(screen.queryByTestId("author-years")).toBeNull();
    expect(screen.queryByTestId("author-description")).toBeNull();
  });
});

describe("MisattributedQuotes", () => {
  it("lists each quote with a link to its page and who really said it, or that nobody knows", async () => {
    const quotes = [
      makeQuote({
        id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f31",
        url_slug: "be-the-change",
        text: "Be the change you wish to see in the world.",
        author: "Albert Einstein",
        attribution: {
          status: "misattributed",
          actual_author: "Arleen Lorrance",
          earliest_date: "1974",
          note: null,
          updated_at: null,
        },
      }),
      makeQuote({
        id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f32",
        url_slug: "insanity",
        text: "Insanity is doing the same thing over and over.",
        author: "Albert Einstein",
        language: "en-GB",
        attribution: {
          status: "misattributed",
          actual_author: null,
          earliest_date: null,
          note: null,
          updated_at: null,
        },
      }),
    ];
    const { router } = await renderWithProviders(<MisattributedQuotes name="Albert Einstein" quotes={quotes} />);
    const section = screen.getByRole("region", { name: "Also misattributed to them" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId("misattribution").textContent).toBe(
      "Often attributed to Albert Einstein — actually Arleen Lorrance",
    );
    expect(within(items[1]!).getByTestId("misattribution").textContent).toBe(
      "Often attributed to Albert Einstein — the real author is unknown",
    );
    // Each text in its own language, for screen readers.
    expect(items.map((item) => item.querySelector("blockquote")!.getAttribute("lang"))).toEqual(["en", "en-GB"]);
    const link = within(items[0]!).getByRole("link", { name: "“Be the change you wish to see in the world.”" });
    expect(link.getAttribute("href")).toBe("/quote/be-the-change");
    await userEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/quote/be-the-change"));
  });
});

describe("EditAuthorDialog", () => {
  const page: AuthorPage = { author: einstein, counts, quotes: [], next_cursor: null };

  it("starts from the author's fields, refuses what is too long, and saves the rest", async () => {
    const saved = { ...einstein, died: "18 April 1955", description: null };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ...page, author: saved }));
    vi.stubGlobal("fetch", fetchMock);
    const onOpenChange = vi.fn();
    const { queryClient } = await renderWithProviders(
      <EditAuthorDialog author={einstein} open onOpenChange={onOpenChange} />,
    );
    queryClient.setQueryData(queryKeys.quotes.author("albert-einstein", "own"), {
      pages: [page],
      pageParams: [undefined],
    });
    await screen.findByRole("dialog", { name: "Edit author" });
    const born = screen.getByRole<HTMLInputElement>("textbox", { name: /Born/ });
    const died = screen.getByRole<HTMLInputElement>("textbox", { name: /Died/ });
    const description = screen.getByRole<HTMLTextAreaElement>("textbox", { name: /Description/ });
    expect([born.value, died.value, description.value]).toEqual(["1879", "1955", einstein.description]);

    await userEvent.clear(born);
    await userEvent.type(born, "1".repeat(41));
    expect((await screen.findByRole("alert")).textContent).toBe("Must be at most 40 characters");
    expect(born.getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(born);
    await userEvent.type(born, "1879");
    await userEvent.clear(died);
    await userEvent.type(died, "18 April 1955");
    await userEvent.clear(description);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/authors/albert-einstein?limit=1");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(init?.body as string)).toEqual({ born: "1879", died: "18 April 1955", description: null });
    // The page shows the new fields at once.
    const cached = queryClient.getQueryData<{ pages: AuthorPage[] }>(queryKeys.quotes.author("albert-einstein", "own"));
    expect(cached?.pages[0]?.author).toEqual(saved);
  });

  it("shows the server's refusal by the field it is about, and stays open", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>().mockResolvedValue(
        Response.json(
          {
            error: "bad_request",
            message: "Invalid request",
            fields: { description: "Must be at most 200 characters" },
          },
          { status: 400 },
        ),
      ),
    );
    const onOpenChange = vi.fn();
    await renderWithProviders(<EditAuthorDialog author={einstein} open onOpenChange={onOpenChange} />);
    await screen.findByRole("dialog", { name: "Edit author" });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual(["Must be at most 200 characters", "Invalid request"]);
    expect(screen.getByRole("textbox", { name: /Description/ }).getAttribute("aria-invalid")).toBe("true");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
