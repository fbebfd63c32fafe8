import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { renderWithProviders } from "#client/test-utils.tsx";
import { QuoteCard, type QuoteCardData } from "./quote-card.tsx";

afterEach(cleanup);

function quote(overrides: Partial<QuoteCardData> = {}): QuoteCardData {
  return {
    id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
    url_slug: "steve-jobs-the-only-way-to-do-great-work",
    text: "The only way to do great work is to love what you do.",
    author: "Steve Jobs",
    category: "motivation",
    tags: ["work", "passion", "excellence", "career", "purpose"],
    ...overrides,
  };
}

describe("QuoteCard", () => {
  it("shows the text as a blockquote, the author and the category", async () => {
    await renderWithProviders(<QuoteCard quote={quote()} />);
    const blockquote = screen.getByText("The only way to do great work is to love what you do.").closest("blockquote");
    expect(blockquote).not.toBeNull();
    expect(screen.getByText("Steve Jobs").tagName).toBe("CITE");
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

  it("shows no +N more with three tags or fewer", async () => {
    await renderWithProviders(<QuoteCard quote={quote({ tags: ["love", "life", "hope"] })} />);
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("shows no tag list when the quote has no tags", async () => {
    await renderWithProviders(<QuoteCard quote={quote({ tags: [] })} />);
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
    expect(screen.getByTestId("quote-category").textContent).toBe("motivation");
  });
});
