import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import { firstErrorField, firstField, saveFailureMessages, serverFieldErrors, tagsError } from "./form-errors.ts";

const refused = (fields: Record<string, string>, message = "Validation failed") =>
  new ApiError(message, 400, JSON.stringify({ error: "validation_error", message, fields }));

describe("firstErrorField", () => {
  it("follows the form's order, source fields after the notes and status last", () => {
    expect(firstErrorField({ status: { type: "x" }, text: { type: "x", message: "Quote text is required" } })).toBe(
      "text",
    );
    expect(
      firstErrorField({
        status: { type: "x", message: "Bad status" },
        source: { url: { type: "x", message: "Please enter a valid URL" } },
      }),
    ).toBe("source.url");
    expect(firstErrorField({})).toBeUndefined();
  });
});

describe("firstField", () => {
  it("is the first of the fields in the form's order: the original, the text, then language and translator", () => {
    expect(firstField(["translator", "language", "text"])).toBe("text");
    expect(firstField(["translator", "translation_of"])).toBe("translation_of");
    expect(firstField(["tags", "translator"])).toBe("translator");
    expect(firstField([])).toBeUndefined();
  });
});

describe("tagsError", () => {
  it("is the list's own message, else the first tag's", () => {
    expect(tagsError({ type: "x", message: "A quote can have at most 20 tags" })).toBe(
      "A quote can have at most 20 tags",
    );
    expect(tagsError([undefined, { type: "x", message: "Tags must be at most 50 characters" }])).toBe(
      "Tags must be at most 50 characters",
    );
    expect(tagsError(undefined)).toBeUndefined();
  });
});

describe("serverFieldErrors", () => {
  it("maps the server's keys to the form's fields and leaves out fields the form does not show", () => {
    const error = refused({
      text: "Quote text is required",
      "tags.0": "Tags must be at most 50 characters",
      "source.url": "Please enter a valid URL",
      email: "Please enter a valid email address",
      status: "Invalid status",
      unknown: "Not a field",
      language: "Language must be a BCP 47 tag such as en, fr or pt-BR",
      translation_of: "The quote this translates was not found",
      translator: "Translator must be at most 200 characters",
    });
    expect(serverFieldErrors(error, { email: false, status: false })).toEqual([
      ["text", "Quote text is required"],
      ["tags", "Tags must be at most 50 characters"],
      ["source.url", "Please enter a valid URL"],
      ["language", "Language must be a BCP 47 tag such as en, fr or pt-BR"],
      ["translation_of", "The quote this translates was not found"],
      ["translator", "Translator must be at most 200 characters"],
    ]);
    expect(serverFieldErrors(error, { email: true, status: true }).map(([field]) => field)).toEqual([
      "text",
      "tags",
      "source.url",
      "email",
      "status",
      "language",
      "translation_of",
      "translator",
    ]);
    expect(serverFieldErrors(new Error("offline"), { email: true, status: true })).toEqual([]);
  });
});

describe("saveFailureMessages (docs/product/messages-and-limits.md)", () => {
  it("an update: Update failed, with the server's message unless the fields show it", () => {
    const error = new ApiError("Quote not found", 404, "");
    expect(saveFailureMessages(error, "update", false)).toEqual({
      toast: { title: "Update failed", description: "Failed to update the quote. Please try again." },
      formError: "Quote not found",
    });
    expect(saveFailureMessages(error, "update", true).formError).toBeNull();
    expect(saveFailureMessages(new TypeError("Failed to fetch"), "update", false).formError).toBe(
      "Failed to update the quote. Please try again.",
    );
  });

  it("a create without an answer: Error", () => {
    expect(saveFailureMessages(new TypeError("Failed to fetch"), "create", false)).toEqual({
      toast: { title: "Error", description: "Failed to submit quote. Please try again." },
      formError: "Failed to submit quote. Please try again.",
    });
  });

  it("a create the server refused: Submission failed", () => {
    const error = refused({}, "Too many submissions");
    expect(saveFailureMessages(error, "create", false)).toEqual({
      toast: {
        title: "Submission failed",
        description: "There was an error submitting your quote. Please try again.",
      },
      formError: "Too many submissions",
    });
    expect(saveFailureMessages(error, "create", true).formError).toBeNull();
  });
});
