import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "#client/test-utils.tsx";
import { useQuote } from "../api/get-quote.ts";
import { QuoteDetailView } from "./quote-detail.tsx";
import { quotePageDescription, quotePageTitle } from "./quote-page-head.ts";

const ID = "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a";

function QuoteById({ id }: { id: string }) {
  return <QuoteDetailView query={useQuote(id)} />;
}

function quote(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    slug: `quote-${index}`,
    url_slug: `quote-${index}`,
    text: `Related quote ${index}`,
    author: "Seneca",
    category: "wisdom",
    tags: ["stoicism"],
    context: null,
    reference_url: null,
    description: null,
    source_id: null,
    user_id: null,
    status: "approved",
    views: 3,
    has_audio: false,
    created_at: "2025-08-01T10:00:00.000Z",
    language: "en",
    translation_of: null,
    translator: null,
    author_slug: "seneca",
    attribution: { status: "attributed", actual_author: null, earliest_date: null, note: null, updated_at: null },
    sources: [],
    ...overrides,
  };
}

const LETTERS = {
  id: "7f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
  name: "Moral Letters to Lucilius",
  description: null,
  url: "https://en.wikisource.org/wiki/Moral_letters_to_Lucilius",
  author: "Lucius Annaeus Seneca",
  publication_date: "0065-01-01",
  type: "book",
};

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...quote(0),
    id: ID,
    slug: "seneca-luck",
    url_slug: "seneca-luck",
    text: "Luck is what happens when preparation meets opportunity.",
    category: "success",
    tags: ["luck", "preparation", "opportunity", "stoicism"],
    context: "From his letters to Lucilius.",
    description: "On being ready.",
    reference_url: "https://example.org/seneca",
    views: 12,
    created_at: "2025-08-06T10:00:00.000Z",
    source: LETTERS,
    sources: [
      { ...LETTERS, location: "Letter 7" },
      {
        id: "8f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
        name: "Notes on the Letters",
        description: "A commentary on where the saying first appears.",
        url: null,
        author: null,
        publication_date: "1917",
        type: "article",
        location: null,
      },
    ],
    versions: [],
    related: [quote(1), quote(2)],
    ...overrides,
  };
}

function serve(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("QuoteDetailView", () => {
  it("shows the quote, its author, every tag, context, description, views and reference", async () => {
    const fetchMock = serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    const text = await screen.findByText("Luck is what happens when preparation meets opportunity.");
    expect(text.closest("blockquote")).not.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/quotes/${ID}`);
    const article = screen.getByTestId("quote-detail");
    expect(within(article).getByText("Seneca").closest("cite")).not.toBeNull();
    const tags = within(within(article).getByRole("list", { name: "Tags" })).getAllByRole("link");
    expect(tags.map((tag) => tag.textContent)).toEqual(["luck", "preparation", "opportunity", "stoicism"]);
    expect(screen.getByText("From his letters to Lucilius.")).toBeTruthy();
    expect(screen.getByText("On being ready.")).toBeTruthy();
    expect(screen.getByText("Views").nextElementSibling?.textContent).toBe("12");
    expect(screen.getByText("Reference").nextElementSibling?.querySelector("a")?.getAttribute("href")).toBe(
      "https://example.org/seneca",
    );
  });

  it("links the author to their page, and the category and tags to the filtered home list", async () => {
    serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    const article = await screen.findByTestId("quote-detail");
    expect(within(article).getByRole("link", { name: "Seneca" }).getAttribute("href")).toBe("/author/seneca");
    expect(within(article).getByRole("link", { name: "Category: success" }).getAttribute("href")).toBe(
      "/?categories=success",
    );
    expect(within(article).getByRole("link", { name: "luck" }).getAttribute("href")).toBe("/?tags=luck");
  });

  it("lists the sources, the primary first: name (a link when it has one), type, author, date, place and description", async () => {
    serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    const section = await screen.findByRole("region", { name: "Sources" });
    const [primary, second] = within(section).getAllByTestId("quote-source");
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    const link = within(primary!).getByRole("link", { name: /Moral Letters to Lucilius/ });
    expect(link.getAttribute("href")).toBe("https://en.wikisource.org/wiki/Moral_letters_to_Lucilius");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(primary!.textContent).toContain("Primary source");
    expect(primary!.textContent).toContain("book · Lucius Annaeus Seneca · January 1, 65 · Letter 7");
    expect(within(second!).queryByRole("link")).toBeNull();
    expect(second!.textContent).toContain("Notes on the Letters");
    expect(second!.textContent).toContain("article · 1917");
    expect(second!.textContent).toContain("A commentary on where the saying first appears.");
    expect(second!.textContent).not.toContain("Primary source");
    // Only attributed: said in words, no badge.
    expect(within(section).getByTestId("attribution-summary").textContent).toBe(
      "Attributed: commonly attributed, not yet checked",
    );
    expect(screen.queryByTestId("attribution-badge")).toBeNull();
  });

  it("says when no source is cited yet", async () => {
    serve(Response.json(detail({ source: null, sources: [] })));
    await renderWithProviders(<QuoteById id={ID} />);
    const section = await screen.findByRole("region", { name: "Sources" });
    expect(within(section).getByText("No source is cited yet.")).toBeTruthy();
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("shows a misattributed quote's badge and who really said it, with the earliest date and the note", async () => {
    serve(
      Response.json(
        detail({
          attribution: {
            status: "misattributed",
            actual_author: "Publilius Syrus",
            earliest_date: "-0043",
            note: "The saying appears in an earlier collection of maxims.",
            updated_at: "2026-01-02T00:00:00.000Z",
          },
        }),
      ),
    );
    await renderWithProviders(<QuoteById id={ID} />);
    const article = await screen.findByTestId("quote-detail");
    const caption = article.querySelector("figcaption")!;
    expect(within(caption).getByRole("img", { name: "Misattributed: the named author did not say it" })).toBeTruthy();
    expect(within(caption).getByTestId("misattribution").textContent).toBe(
      "Often attributed to Seneca — actually Publilius Syrus",
    );
    const section = screen.getByRole("region", { name: "Sources" });
    expect(within(section).getByTestId("attribution-summary").textContent).toBe(
      "Misattributed The named author did not say it.",
    );
    expect(within(section).getByRole("img", { name: "Misattributed" })).toBeTruthy();
    expect(within(section).getByText("44 BC")).toBeTruthy();
    expect(within(section).getByText("The saying appears in an earlier collection of maxims.")).toBeTruthy();
  });

  it("shows related quotes as cards", async () => {
    serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    const related = await screen.findByTestId("related-quotes");
    expect(within(related).getAllByTestId("quote-card")).toHaveLength(2);
    expect(within(related).getByText("Related quote 2")).toBeTruthy();
  });

  it("gives the document the quote's title, description, canonical link, share tags and Quotation JSON-LD", async () => {
    serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    await screen.findByTestId("quote-detail");
    const title = "“Luck is what happens when preparation meets opportunity.” — Seneca | Echoes";
    const description =
      "“Luck is what happens when preparation meets opportunity.” — Seneca. A success quote on Echoes.";
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute("content");
    // The head goes into the document once its code has loaded.
    await waitFor(() => expect(document.title).toBe(title));
    expect(head('meta[name="description"]')).toBe(description);
    expect(head('meta[property="og:title"]')).toBe(title);
    expect(head('meta[property="og:type"]')).toBe("article");
    expect(head('meta[name="twitter:description"]')).toBe(description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("/quote/seneca-luck");
    const jsonLd: unknown = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Quotation",
      text: "Luck is what happens when preparation meets opportunity.",
      creator: { "@type": "Person", name: "Seneca" },
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("says the quote was not found on a 404, with a way home", async () => {
    serve(Response.json({ error: "not_found", message: "Quote not found" }, { status: 404 }));
    await renderWithProviders(<QuoteById id={ID} />);
    expect(await screen.findByRole("heading", { name: "Quote not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all quotes" }).getAttribute("href")).toBe("/");
    await waitFor(() => expect(document.title).toBe("Quote not found | Echoes"));
  });

  it("shows Failed to fetch quote with Retry on other errors", async () => {
    serve(new Response("boom", { status: 500 }));
    await renderWithProviders(<QuoteById id={ID} />);
    expect(await screen.findByText("Failed to fetch quote")).toBeTruthy();
    expect(screen.getByText("500: boom")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});

describe("QuoteDetailView: languages", () => {
  const ORIGINAL = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
  const version = (language: string, overrides: Record<string, unknown> = {}) => ({
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${language.padStart(12, "0")}`,
    url_slug: `cogito-${language}`,
    language,
    is_original: false,
    translator: null,
    ...overrides,
  });
  /** "I think, therefore I am", translated from the French original; German and Latin versions beside it. */
  const translation = (overrides: Record<string, unknown> = {}) =>
    detail({
      url_slug: "cogito-en",
      text: "I think, therefore I am.",
      author: "René Descartes",
      language: "en",
      translation_of: ORIGINAL,
      translator: "John Veitch",
      versions: [
        version("fr", { id: ORIGINAL, is_original: true }),
        version("de", { translator: "Artur Buchenau" }),
        version("la"),
      ],
      related: [quote(1, { language: "fr", text: "Le cœur a ses raisons." })],
      ...overrides,
    });

  it("gives the quote's text its language, and a right-to-left one its direction", async () => {
    serve(Response.json(detail({ text: "Je pense, donc je suis.", language: "fr" })));
    await renderWithProviders(<QuoteById id={ID} />);
    await screen.findByText("Je pense, donc je suis.");
    const text = within(screen.getByTestId("quote-detail")).getByTestId("quote-text");
    expect(text.getAttribute("lang")).toBe("fr");
    expect(text.hasAttribute("dir")).toBe(false);
    cleanup();
    serve(Response.json(detail({ text: "العلم نور", language: "ar" })));
    await renderWithProviders(<QuoteById id={ID} />);
    await screen.findByText("العلم نور");
    const arabic = within(screen.getByTestId("quote-detail")).getByTestId("quote-text");
    expect([arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["ar", "rtl"]);
  });

  it("links the other versions, each named in its own language, the original first, and marks the original", async () => {
    serve(Response.json(translation()));
    await renderWithProviders(<QuoteById id={ID} />);
    const nav = await screen.findByRole("navigation", { name: "Also in:" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Français", "Deutsch", "Latina"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/quote/cogito-fr",
      "/quote/cogito-de",
      "/quote/cogito-la",
    ]);
    expect(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("lang")])).toEqual([
      ["fr", "fr"],
      ["de", "de"],
      ["la", "la"],
    ]);
    expect(nav.textContent).toBe("Also in: Français (original) · Deutsch · Latina");
  });

  it("tells two versions in one language apart by their translators", async () => {
    serve(
      Response.json(
        translation({
          versions: [
            version("fr", { id: ORIGINAL, is_original: true }),
            version("en", {
              id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
              url_slug: "cogito-en-2",
              translator: "Ian Maclean",
            }),
          ],
        }),
      ),
    );
    await renderWithProviders(<QuoteById id={ID} />);
    const nav = await screen.findByRole("navigation", { name: "Also in:" });
    expect(nav.textContent).toBe("Also in: Français (original) · English (translation by Ian Maclean)");
  });

  it("credits a translation's translator and links its original", async () => {
    serve(Response.json(translation()));
    await renderWithProviders(<QuoteById id={ID} />);
    const credit = await screen.findByTestId("translation-credit");
    expect(credit.closest("figcaption")).not.toBeNull();
    expect(credit.textContent).toBe("Translated by John Veitch · . Translation of the French original");
    const original = within(credit).getByRole("link", { name: "French original" });
    expect(original.getAttribute("href")).toBe("/quote/cogito-fr");
    expect(original.getAttribute("hreflang")).toBe("fr");
  });

  it("says when the translator is unknown, and links no original the reader may not see", async () => {
    serve(Response.json(translation({ translator: null, versions: [version("de")] })));
    await renderWithProviders(<QuoteById id={ID} />);
    const credit = await screen.findByTestId("translation-credit");
    expect(credit.textContent).toBe("Translator unknown");
    expect(within(credit).queryByRole("link")).toBeNull();
  });

  it("shows neither a credit nor other versions for a quote in one language", async () => {
    serve(Response.json(detail()));
    await renderWithProviders(<QuoteById id={ID} />);
    await screen.findByTestId("quote-detail");
    expect(screen.queryByTestId("translation-credit")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Also in:" })).toBeNull();
  });

  it("tags a related quote in another language", async () => {
    serve(Response.json(translation()));
    await renderWithProviders(<QuoteById id={ID} />);
    const related = await screen.findByTestId("related-quotes");
    expect(within(related).getByRole("img", { name: "In French" })).toBeTruthy();
    expect(within(related).getByText("Le cœur a ses raisons.").closest("[lang]")?.getAttribute("lang")).toBe("fr");
  });
});

describe("quote page title and description", () => {
  it("reads “text…” — Author | Echoes", () => {
    expect(quotePageTitle({ text: "Be as you wish to seem.", author: "Socrates" })).toBe(
      "“Be as you wish to seem.” — Socrates | Echoes",
    );
    expect(quotePageDescription({ text: "Be as you wish to seem.", author: "Socrates", category: "life" })).toBe(
      "“Be as you wish to seem.” — Socrates. A life quote on Echoes.",
    );
  });
});
