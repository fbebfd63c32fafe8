import { describe, expect, it } from "vitest";
import type { EditableQuote } from "./editor-types.ts";
import { defaultFormValues, formFieldOf, statusToSend, toUpdateBody, type QuoteFormOutput } from "./quote-form.ts";

describe("statusToSend (docs/product/quotes-and-search.md)", () => {
  it("gives draft for Save as Draft and pending for Submit for Review", () => {
    expect(statusToSend({ action: "draft", mode: "create", chosenStatus: "pending" })).toBe("draft");
    expect(statusToSend({ action: "review", mode: "create", chosenStatus: "pending" })).toBe("pending");
    expect(statusToSend({ action: "review", mode: "edit", currentStatus: "draft", chosenStatus: "draft" })).toBe(
      "pending",
    );
  });

  it("in edit, review keeps an approved or rejected status (left to the server)", () => {
    expect(statusToSend({ action: "review", mode: "edit", currentStatus: "approved", chosenStatus: "approved" })).toBe(
      undefined,
    );
    expect(statusToSend({ action: "review", mode: "edit", currentStatus: "rejected", chosenStatus: "rejected" })).toBe(
      undefined,
    );
  });

  it("sends the status an admin picked", () => {
    expect(statusToSend({ action: "save", mode: "create", chosenStatus: "approved" })).toBe("approved");
    expect(statusToSend({ action: "save", mode: "edit", currentStatus: "approved", chosenStatus: "rejected" })).toBe(
      "rejected",
    );
  });
});

describe("formFieldOf", () => {
  it("maps the server's field keys to the form's fields", () => {
    expect(formFieldOf("text")).toBe("text");
    expect(formFieldOf("tags.2")).toBe("tags");
    expect(formFieldOf("source.url")).toBe("source.url");
    expect(formFieldOf("source.nope")).toBeUndefined();
    expect(formFieldOf("user_id")).toBeUndefined();
  });
});

describe("toUpdateBody", () => {
  const quote = {
    id: "q1",
    text: "Le cœur a ses raisons que la raison ne connaît point.",
    author: "Blaise Pascal",
    category: "love",
    tags: [],
    context: null,
    description: null,
    reference_url: null,
    background_url: null,
    source: null,
    source_id: null,
    language: "fr",
    translation_of: null,
    translator: null,
    status: "approved",
  } as unknown as EditableQuote;
  const values = (over: Partial<QuoteFormOutput> = {}) =>
    ({ ...defaultFormValues(quote), ...over }) as unknown as QuoteFormOutput;

  it("sends the language only when it was changed, so that a new text is recognised again", () => {
    expect(toUpdateBody(values({ text: "Ich denke, also bin ich." }), undefined, quote)).not.toHaveProperty("language");
    expect(toUpdateBody(values({ language: "la" }), undefined, quote)).toMatchObject({ language: "la" });
  });
});
