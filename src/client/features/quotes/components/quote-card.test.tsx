import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "#client/lib/toast.ts";
import { makeQuote, renderWithProviders } from "#client/test-utils.tsx";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteCard, type QuoteCardData } from "./quote-card.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const OWNER = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";
const owner: QuoteViewer = { id: OWNER, role: "user" };
const stranger: QuoteViewer = { id: OTHER, role: "user" };
const admin: QuoteViewer = { id: OTHER, role: "admin" };

function quote(overrides: Partial<QuoteCardData> = {}): QuoteCardData {
  return {
    id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
    url_slug: "steve-jobs-the-only-way-to-do-great-work",
    text: "The only way to do great work is to love what you do.",
    author: "Steve Jobs",
    category: "motivation",
    tags: ["work", "passion", "excellence", "career", "purpose"],
    status: "approved",
    user_id: OWNER,
    views: 1234,
    created_at: "2025-08-06T10:00:00.000Z",
    context: "Stanford commencement address.",
    description: "On finding work you love.",
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("QuoteCard", () => {
  it("is an article with the text as a blockquote and the author in a figcaption", async () => {
    await renderWithProviders(<QuoteCard quote={quote()} />);
    const card = screen.getByTestId("quote-card");
    expect(card.tagName).toBe("ARTICLE");
    const text = screen.getByText("The only way to do great work is to love what you do.");
    expect(text.closest("blockquote")).not.toBeNull();
    expect(screen.getByText("Steve Jobs").closest("figcaption")).not.toBeNull();
    expect(screen.getByText("Steve Jobs").closest("cite")).not.toBeNull();
    expect(screen.getByTestId("quote-category").textContent).toBe("motivation");
  });

  it("links the text to the quote's page", async () => {
    await renderWithProviders(<QuoteCard quote={quote()} />);
    const link = screen.getByRole("link", { name: "The only way to do great work is to love what you do." });
    expect(link.getAttribute("href")).toBe("/quote/steve-jobs-the-only-way-to-do-great-work");
  });

  it("shows the first three tags then +N more", async () => {
    await renderWithProviders(<QuoteCard quote={quote()} />);
    const tags = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["work", "passion", "excellence"]);
    expect(screen.getByText("+2 more")).toBeTruthy();
    expect(screen.queryByText("career")).toBeNull();
  });

  it("shows no +N more with three tags or fewer, and no tag list without tags", async () => {
    await renderWithProviders(<QuoteCard quote={quote({ tags: ["love", "life", "hope"] })} />);
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText(/more$/)).toBeNull();
    cleanup();
    await renderWithProviders(<QuoteCard quote={quote({ tags: [] })} />);
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
  });

  it("links the author, the category and each tag to the filtered home list", async () => {
    await renderWithProviders(<QuoteCard quote={quote()} />);
    expect(screen.getByRole("link", { name: "Steve Jobs" }).getAttribute("href")).toBe("/?authors=Steve+Jobs");
    expect(screen.getByRole("link", { name: "Category: motivation" }).getAttribute("href")).toBe(
      "/?categories=motivation",
    );
    expect(screen.getByRole("link", { name: "passion" }).getAttribute("href")).toBe("/?tags=passion");
  });

  describe("language", () => {
    const french = quote({ text: "Je pense, donc je suis.", author: "René Descartes", language: "fr" });

    it("gives the text its language, so that screen readers read it in that language", async () => {
      await renderWithProviders(<QuoteCard quote={french} />);
      const text = screen.getByTestId("quote-text");
      expect(text.getAttribute("lang")).toBe("fr");
      expect(text.hasAttribute("dir")).toBe(false);
      // The author and the rest of the card stay in the page's language.
      expect(screen.getByText("René Descartes").closest("[lang]")).toBeNull();
    });

    it("writes a right-to-left language's text right to left", async () => {
      await renderWithProviders(<QuoteCard quote={quote({ text: "אם אין אני לי, מי לי?", language: "he" })} />);
      const text = screen.getByTestId("quote-text");
      expect(text.getAttribute("lang")).toBe("he");
      expect(text.getAttribute("dir")).toBe("rtl");
    });

    it.each(["grid", "list"] as const)(
      "tags a quote not in English with its language, named in English (%s)",
      async (layout) => {
        await renderWithProviders(<QuoteCard quote={french} layout={layout} />);
        const tag = screen.getByRole("img", { name: "In French" });
        expect(tag.textContent).toBe("fr");
        expect(tag.getAttribute("title")).toBe("In French");
        expect(tag.closest("a")).toBeNull();
        expect(screen.getAllByTestId("language-tag")).toHaveLength(1);
      },
    );

    it("names a regional variant, and shows its language's code", async () => {
      await renderWithProviders(<QuoteCard quote={quote({ language: "pt-BR" })} />);
      const tag = screen.getByTestId("language-tag");
      expect(tag.textContent).toBe("pt");
      expect(tag.getAttribute("aria-label")).toBe("In Brazilian Portuguese");
    });

    it.each(["en", "en-GB"])(
      "shows no tag on a quote in English (%s), whose text still carries it",
      async (language) => {
        await renderWithProviders(<QuoteCard quote={quote({ language })} layout="list" />);
        expect(screen.queryByTestId("language-tag")).toBeNull();
        expect(screen.getByTestId("quote-text").getAttribute("lang")).toBe(language);
      },
    );
  });

  describe("display modes", () => {
    it("clean shows the text and the author only", async () => {
      await renderWithProviders(<QuoteCard quote={quote()} display="clean" />);
      expect(screen.getByText("Steve Jobs")).toBeTruthy();
      expect(screen.queryByTestId("quote-category")).toBeNull();
      expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
      expect(screen.queryByText("Stanford commencement address.")).toBeNull();
    });

    it("standard adds the category and tags", async () => {
      await renderWithProviders(<QuoteCard quote={quote()} />);
      expect(screen.getByTestId("quote-category")).toBeTruthy();
      expect(screen.getByRole("list", { name: "Tags" })).toBeTruthy();
      expect(screen.queryByText("Stanford commencement address.")).toBeNull();
      expect(screen.queryByText("1,234")).toBeNull();
    });

    it("full adds context, description, views and date", async () => {
      await renderWithProviders(<QuoteCard quote={quote()} display="full" />);
      expect(screen.getByText("Stanford commencement address.")).toBeTruthy();
      expect(screen.getByText("On finding work you love.")).toBeTruthy();
      expect(screen.getByText("1,234")).toBeTruthy();
      expect(screen.getByText("Aug 6, 2025").tagName).toBe("TIME");
    });
  });

  describe("attribution", () => {
    const attributed = (
      status: "verified" | "attributed" | "disputed" | "misattributed",
      actual: string | null = null,
    ) =>
      makeQuote({
        author: "Mahatma Gandhi",
        author_slug: "mahatma-gandhi",
        status: "approved",
        attribution: { status, actual_author: actual, earliest_date: null, note: null, updated_at: null },
      });

    it.each([
      ["verified", "Verified", "Verified: a primary source is cited"],
      ["disputed", "Disputed", "Disputed: the evidence conflicts"],
      ["misattributed", "Misattributed", "Misattributed: the named author did not say it"],
    ] as const)("shows a %s badge whose accessible name says what it means", async (status, label, meaning) => {
      await renderWithProviders(<QuoteCard quote={attributed(status)} />);
      const badge = screen.getByRole("img", { name: meaning });
      expect(badge.textContent).toBe(label);
      expect(badge.getAttribute("title")).toBe(meaning);
      expect(badge.getAttribute("data-status")).toBe(status);
      // Beside the author, where the claim it qualifies is.
      expect(badge.closest("figcaption")).not.toBeNull();
    });

    it("shows no badge on a quote that is only attributed (the default)", async () => {
      await renderWithProviders(<QuoteCard quote={attributed("attributed")} />);
      expect(screen.queryByTestId("attribution-badge")).toBeNull();
      expect(screen.queryByTestId("misattribution")).toBeNull();
    });

    it("says in words who really said a misattributed quote, under the author", async () => {
      await renderWithProviders(<QuoteCard quote={attributed("misattributed", "Arleen Lorrance")} />);
      const line = screen.getByTestId("misattribution");
      expect(line.textContent).toBe("Often attributed to Mahatma Gandhi — actually Arleen Lorrance");
      expect(line.closest("figcaption")).not.toBeNull();
      cleanup();
      await renderWithProviders(<QuoteCard quote={attributed("misattributed")} />);
      expect(screen.getByTestId("misattribution").textContent).toBe(
        "Often attributed to Mahatma Gandhi — the real author is unknown",
      );
    });

    it("links the author to their page", async () => {
      await renderWithProviders(<QuoteCard quote={attributed("verified")} />);
      const author = within(screen.getByRole("figure")).getByRole("link", { name: "Mahatma Gandhi" });
      expect(author.getAttribute("href")).toBe("/author/mahatma-gandhi");
      expect(author.closest("cite")).not.toBeNull();
    });
  });

  describe("owner status badge", () => {
    const badge = () => screen.queryByTestId("quote-status-badge")?.textContent ?? null;

    it.each([
      ["pending", "Pending"],
      ["draft", "Draft"],
      ["rejected", "Rejected"],
    ] as const)("shows %s to the owner as %s", async (status, label) => {
      await renderWithProviders(<QuoteCard quote={quote({ status })} viewer={owner} />);
      // It loads when shown (the server never renders it).
      expect((await screen.findByTestId("quote-status-badge")).textContent).toBe(label);
    });

    it("shows none on an approved quote", async () => {
      await renderWithProviders(<QuoteCard quote={quote({ status: "approved" })} viewer={owner} />);
      expect(badge()).toBeNull();
    });

    it("shows none to other users and to visitors", async () => {
      await renderWithProviders(<QuoteCard quote={quote({ status: "pending" })} viewer={stranger} />);
      expect(badge()).toBeNull();
      cleanup();
      await renderWithProviders(<QuoteCard quote={quote({ status: "pending" })} viewer={null} />);
      expect(badge()).toBeNull();
    });

    it("shows it to admins on anyone's quote", async () => {
      await renderWithProviders(<QuoteCard quote={quote({ status: "rejected" })} viewer={admin} />);
      expect((await screen.findByTestId("quote-status-badge")).textContent).toBe("Rejected");
    });
  });

  describe("Edit button", () => {
    const editButton = () => screen.queryByRole("button", { name: "Edit quote" });

    it("shows for the owner with a handler, and hands the quote over", async () => {
      const onEdit = vi.fn();
      const data = quote();
      await renderWithProviders(<QuoteCard quote={data} viewer={owner} onEdit={onEdit} />);
      fireEvent.click(editButton()!);
      expect(onEdit).toHaveBeenCalledWith(data);
    });

    it("shows for an admin on anyone's quote", async () => {
      await renderWithProviders(<QuoteCard quote={quote()} viewer={admin} onEdit={vi.fn()} />);
      expect(editButton()).not.toBeNull();
    });

    it("hides for other users, visitors, anonymous quotes and without a handler", async () => {
      await renderWithProviders(<QuoteCard quote={quote()} viewer={stranger} onEdit={vi.fn()} />);
      expect(editButton()).toBeNull();
      cleanup();
      await renderWithProviders(<QuoteCard quote={quote()} viewer={null} onEdit={vi.fn()} />);
      expect(editButton()).toBeNull();
      cleanup();
      await renderWithProviders(<QuoteCard quote={quote({ user_id: null })} viewer={stranger} onEdit={vi.fn()} />);
      expect(editButton()).toBeNull();
      cleanup();
      await renderWithProviders(<QuoteCard quote={quote()} viewer={owner} />);
      expect(editButton()).toBeNull();
    });
  });

  describe("copy button", () => {
    let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
    beforeEach(() => {
      writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    });

    it('copies "text" — author, says Copied! and shows a check for 2 seconds', async () => {
      await renderWithProviders(<QuoteCard quote={quote()} />);
      vi.useFakeTimers();
      try {
        await act(async () => {
          fireEvent.click(screen.getByRole("button", { name: "Copy quote" }));
          await Promise.resolve();
        });
        expect(writeText).toHaveBeenCalledWith('"The only way to do great work is to love what you do." — Steve Jobs');
        expect(toast.success).toHaveBeenCalledWith("Copied!", expect.anything());
        expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
        act(() => {
          vi.advanceTimersByTime(1999);
        });
        expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
        act(() => {
          vi.advanceTimersByTime(1);
        });
        expect(screen.getByRole("button", { name: "Copy quote" })).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });

    it("says Failed to copy when the clipboard refuses", async () => {
      writeText.mockRejectedValue(new Error("NotAllowedError"));
      await renderWithProviders(<QuoteCard quote={quote()} />);
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Copy quote" }));
        await Promise.resolve();
      });
      expect(toast.error).toHaveBeenCalledWith("Failed to copy", expect.anything());
      expect(screen.getByRole("button", { name: "Copy quote" })).toBeTruthy();
    });
  });
});
