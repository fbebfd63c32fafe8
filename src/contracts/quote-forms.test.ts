import { describe, expect, it } from "vitest";
import { normaliseTags, QuoteListQuerySchema } from "./quotes.ts";
import { AnonymousQuoteSchema, QuoteCreateSchema, QuoteUpdateSchema } from "./quote-input.ts";

const valid = { text: "Stay hungry, stay foolish.", author: "Steve Jobs", category: "wisdom" };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("QuoteCreateSchema", () => {
  it("requires text, author and category with the spec's words", () => {
    expect(messages(QuoteCreateSchema.safeParse({}))).toEqual({
      text: "Quote text is required",
      author: "Author is required",
      category: "Please select a category for the quote",
    });
    expect(messages(QuoteCreateSchema.safeParse({ text: "   ", author: "", category: "" }))).toEqual({
      text: "Quote text is required",
      author: "Author is required",
      category: "Please select a category for the quote",
    });
  });

  it("accepts only the seven categories, forgiving case and spaces", () => {
    expect(QuoteCreateSchema.parse({ ...valid, category: " Love " }).category).toBe("love");
    expect(messages(QuoteCreateSchema.safeParse({ ...valid, category: "poetry" }))).toEqual({
      category: "Please select a category for the quote",
    });
  });

  it("takes an http(s) reference URL or nothing", () => {
    expect(QuoteCreateSchema.parse({ ...valid, reference_url: "" }).reference_url).toBeNull();
    expect(QuoteCreateSchema.parse({ ...valid, reference_url: null }).reference_url).toBeNull();
    expect(QuoteCreateSchema.parse({ ...valid, reference_url: " https://example.org/a?b=c " }).reference_url).toBe(
      "https://example.org/a?b=c",
    );
    for (const bad of ["not a url", "javascript:alert(1)", "ftp://example.org/x", "example.org"]) {
      expect(messages(QuoteCreateSchema.safeParse({ ...valid, reference_url: bad }))).toEqual({
        reference_url: "Please enter a valid URL",
      });
    }
  });

  it("checks user_id is a uuid", () => {
    expect(messages(QuoteCreateSchema.safeParse({ ...valid, user_id: "42" }))).toEqual({
      user_id: "Invalid user id",
    });
    expect(QuoteCreateSchema.safeParse({ ...valid, user_id: "0b5bd9b4-1d55-4b0e-9a43-1f4a0d1c1e11" }).success).toBe(
      true,
    );
  });

  it("lower-cases, trims and de-duplicates tags, dropping empty ones", () => {
    expect(QuoteCreateSchema.parse({ ...valid, tags: [" Hope", "hope ", "LIFE", "", "  "] }).tags).toEqual([
      "hope",
      "life",
    ]);
    expect(normaliseTags(["A", "a", " b "])).toEqual(["a", "b"]);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(messages(QuoteCreateSchema.safeParse({ ...valid, tags: many }))).toEqual({
      tags: "A quote can have at most 20 tags",
    });
    // Duplicates do not count towards the limit.
    expect(QuoteCreateSchema.safeParse({ ...valid, tags: [...many.slice(0, 20), "T0"] }).success).toBe(true);
  });

  it("turns empty optional text into null", () => {
    const parsed = QuoteCreateSchema.parse({ ...valid, context: "  ", description: "" });
    expect(parsed.context).toBeNull();
    expect(parsed.description).toBeNull();
  });

  it("validates an attached source", () => {
    expect(messages(QuoteCreateSchema.safeParse({ ...valid, source: { name: "" } }))).toEqual({
      "source.name": "Source name is required",
    });
    expect(
      messages(QuoteCreateSchema.safeParse({ ...valid, source: { name: "A book", publication_date: "May 1" } })),
    ).toEqual({
      "source.publication_date": "Please enter a date as YYYY-MM-DD",
    });
    expect(
      QuoteCreateSchema.parse({ ...valid, source: { name: " Walden ", publication_date: "1854-08-09", url: "" } })
        .source,
    ).toEqual({
      name: "Walden",
      publication_date: "1854-08-09",
      url: null,
    });
  });
});

describe("AnonymousQuoteSchema", () => {
  it("requires a valid e-mail with the spec's words", () => {
    expect(messages(AnonymousQuoteSchema.safeParse(valid))).toEqual({
      email: "Email is required for anonymous submissions",
    });
    expect(messages(AnonymousQuoteSchema.safeParse({ ...valid, email: "" }))).toEqual({
      email: "Email is required for anonymous submissions",
    });
    expect(messages(AnonymousQuoteSchema.safeParse({ ...valid, email: "nope" }))).toEqual({
      email: "Please enter a valid email address",
    });
    expect(AnonymousQuoteSchema.parse({ ...valid, email: " someone@example.org " }).email).toBe("someone@example.org");
  });
});

describe("QuoteUpdateSchema", () => {
  it("leaves absent fields absent and clears emptied ones", () => {
    expect(QuoteUpdateSchema.parse({})).toEqual({});
    expect(QuoteUpdateSchema.parse({ tags: ["B", "b"] })).toEqual({ tags: ["b"] });
    expect(QuoteUpdateSchema.parse({ context: "", reference_url: "", source: null })).toEqual({
      context: null,
      reference_url: null,
      source: null,
    });
  });

  it("keeps the create rules for the fields it carries", () => {
    expect(messages(QuoteUpdateSchema.safeParse({ text: "", category: "x" }))).toEqual({
      text: "Quote text is required",
      category: "Please select a category for the quote",
    });
  });
});

describe("QuoteListQuerySchema filters", () => {
  it("ignores empty values", () => {
    const parsed = QuoteListQuerySchema.parse({ q: "", categories: "", tags: ",,", status: "", sort: "", audio: "" });
    expect(Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined))).toEqual({
      limit: 20,
      offset: 0,
    });
  });

  it("splits comma-separated and repeated lists, trimming and de-duplicating", () => {
    const parsed = QuoteListQuerySchema.parse({
      categories: "Love, life,love",
      authors: ["Mark Twain", "Seneca,Mark Twain"],
      tags: "Hope",
    });
    expect(parsed.categories).toEqual(["love", "life"]);
    expect(parsed.authors).toEqual(["Mark Twain", "Seneca"]);
    expect(parsed.tags).toEqual(["hope"]);
  });

  it("reads the enumerations and booleans", () => {
    const parsed = QuoteListQuerySchema.parse({
      status: "pending",
      sort: "popular",
      audio: "with",
      bookmarked: "true",
      reacted: "false",
      userFilter: "visited",
    });
    expect(parsed).toMatchObject({
      status: "pending",
      sort: "popular",
      audio: "with",
      bookmarked: true,
      reacted: false,
      userFilter: "visited",
    });
    for (const [key, value] of [
      ["status", "published"],
      ["sort", "random"],
      ["audio", "maybe"],
      ["userFilter", "liked"],
      ["bookmarked", "yes"],
    ]) {
      expect(QuoteListQuerySchema.safeParse({ [key as string]: value }).success).toBe(false);
    }
  });
});
