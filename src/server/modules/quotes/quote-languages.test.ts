import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { LANGUAGE_MESSAGES } from "#contracts/languages.ts";
import { TRANSLATION_MESSAGES } from "#contracts/quote-input.ts";
import type { QuoteCreated, QuoteWithSource } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { freshQuote, openQuoteWriters, type QuoteWriters } from "#tests/factories/quote-writers.ts";
import type { Headers } from "#tests/factories/quotes.ts";

const FRENCH = "Le cœur a ses raisons que la raison ne connaît point.";
const GERMAN = "Was mich nicht umbringt, macht mich stärker.";

describe.each(DATABASE_KINDS)("quote languages and translation links on %s", (kind) => {
  let { t, owner, other, admin, inject, create, startAfresh } = {} as QuoteWriters;
  beforeAll(async () => {
    ({ t, owner, other, admin, inject, create, startAfresh } = await openQuoteWriters(kind));
  });
  afterAll(() => t.close());
  beforeEach(() => startAfresh());

  const patch = (id: string, headers: Headers, body: object) => inject("PATCH", `/api/quotes/${id}`, headers, body);
  /** An approved English quote of the admin's, to translate. */
  const approvedOriginal = (over: Record<string, unknown> = {}) =>
    create(admin.headers, freshQuote({ status: "approved", language: "en", ...over }));
  const expectRefused = (res: { statusCode: number; json: <T>() => T }, field: string, message: string) => {
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorEnvelope>()).toMatchObject({
      error: "validation_error",
      message,
      fields: { [field]: message },
    });
  };

  describe("language", () => {
    it("is detected from the text when the submission gives none", async () => {
      const french = await create(owner.headers, freshQuote({ text: FRENCH }));
      expect(french.language).toBe("fr");
      const english = await create(owner.headers, freshQuote({ language: "" }));
      expect(english.language).toBe("en");
      const anonymous = await inject(
        "POST",
        "/api/quotes/submit-anonymous",
        {},
        {
          ...freshQuote({ text: GERMAN, language: null }),
          email: "reader@example.com",
        },
      );
      expect(anonymous.statusCode, anonymous.body).toBe(201);
      expect(anonymous.json<QuoteCreated>().language).toBe("de");
    });

    it("keeps the tag given, in its canonical case, over what the text looks like", async () => {
      const given = await create(owner.headers, freshQuote({ text: FRENCH, language: "PT-br" }));
      expect(given.language).toBe("pt-BR");
      const read = await inject("GET", `/api/quotes/${given.id}`, owner.headers);
      expect(read.json<QuoteWithSource>().language).toBe("pt-BR");
    });

    it("refuses what is no language tag", async () => {
      for (const language of ["english!", "e", "fr_FR", 42]) {
        const res = await inject("POST", "/api/quotes", owner.headers, freshQuote({ language }));
        expect(res.statusCode, String(language)).toBe(400);
        expect(res.json<ErrorEnvelope>().fields).toEqual({ language: LANGUAGE_MESSAGES.invalid });
      }
      const quote = await create(owner.headers, freshQuote());
      const res = await patch(quote.id, owner.headers, { language: "not a tag" });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>().fields).toEqual({ language: LANGUAGE_MESSAGES.invalid });
    });

    it("lets the submitter correct the language of their own quote, admins any, nobody else", async () => {
      const quote = await create(owner.headers, freshQuote());
      expect(quote.language).toBe("en");
      const corrected = await patch(quote.id, owner.headers, { language: "la" });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(corrected.json<QuoteWithSource>()).toMatchObject({ language: "la", status: "pending" });
      expect((await patch(quote.id, other.headers, { language: "fr" })).statusCode).toBe(404);
      const approved = await create(other.headers, freshQuote());
      await inject("POST", `/api/quotes/${approved.id}/approve`, admin.headers, {});
      expect((await patch(approved.id, owner.headers, { language: "fr" })).statusCode).toBe(403);
      const byAdmin = await patch(approved.id, admin.headers, { language: "fr" });
      expect(byAdmin.json<QuoteWithSource>()).toMatchObject({ language: "fr", status: "approved" });
      // Leaving it out of an edit keeps it.
      const edited = await patch(quote.id, owner.headers, { author: "Someone Else", language: "" });
      expect(edited.json<QuoteWithSource>().language).toBe("la");
    });

    it("is detected again when a new text comes without one, unless someone chose it", async () => {
      const detected = await create(owner.headers, freshQuote());
      expect(detected.language).toBe("en");
      const rewritten = await patch(detected.id, owner.headers, { text: FRENCH });
      expect(rewritten.json<QuoteWithSource>().language).toBe("fr");
      // Latin chosen for an English-looking text: a new text keeps the choice.
      const chosen = await create(owner.headers, freshQuote({ language: "la" }));
      const kept = await patch(chosen.id, owner.headers, { text: GERMAN });
      expect(kept.json<QuoteWithSource>().language).toBe("la");
      // A language sent with the text wins.
      const both = await patch(detected.id, owner.headers, { text: GERMAN, language: "en" });
      expect(both.json<QuoteWithSource>().language).toBe("en");
    });
  });

  describe("translation links", () => {
    it("stores the original and the translator, and answers them", async () => {
      const original = await approvedOriginal();
      const translation = await create(owner.headers, {
        ...freshQuote({ text: FRENCH }),
        translation_of: original.id,
        translator: "  Jeanne Martin ",
      });
      expect(translation).toMatchObject({ language: "fr", translation_of: original.id, translator: "Jeanne Martin" });
      const read = await inject("GET", `/api/quotes/${translation.id}`, owner.headers);
      expect(read.json<QuoteWithSource>()).toMatchObject({ translation_of: original.id, translator: "Jeanne Martin" });
    });

    it("keeps no translator on a quote that translates nothing", async () => {
      const quote = await create(owner.headers, { ...freshQuote(), translator: "Nobody", translation_of: "" });
      expect(quote).toMatchObject({ translation_of: null, translator: null });
      const original = await approvedOriginal();
      const translation = await create(owner.headers, {
        ...freshQuote({ language: "de" }),
        translation_of: original.id,
        translator: "Hans Weber",
      });
      const unlinked = await patch(translation.id, owner.headers, { translation_of: null });
      expect(unlinked.json<QuoteWithSource>()).toMatchObject({ translation_of: null, translator: null });
    });

    it("refuses an original the writer may not see, as if it did not exist", async () => {
      const hidden = await create(other.headers, freshQuote());
      expect(hidden.status).toBe("pending");
      for (const translationOf of [hidden.id, "00000000-0000-4000-8000-000000000000"]) {
        const res = await inject("POST", "/api/quotes", owner.headers, {
          ...freshQuote({ language: "fr" }),
          translation_of: translationOf,
        });
        expectRefused(res, "translation_of", TRANSLATION_MESSAGES.originalNotFound);
      }
      const anonymous = await inject(
        "POST",
        "/api/quotes/submit-anonymous",
        {},
        {
          ...freshQuote({ language: "fr" }),
          translation_of: hidden.id,
          email: "reader@example.com",
        },
      );
      expectRefused(anonymous, "translation_of", TRANSLATION_MESSAGES.originalNotFound);
      const own = await create(owner.headers, freshQuote({ status: "draft" }));
      const edit = await patch(own.id, owner.headers, { translation_of: hidden.id, language: "fr" });
      expectRefused(edit, "translation_of", TRANSLATION_MESSAGES.originalNotFound);
      // Its owner and the admins may link to it.
      const byOwner = await create(other.headers, { ...freshQuote({ language: "fr" }), translation_of: hidden.id });
      expect(byOwner.translation_of).toBe(hidden.id);
      const byAdmin = await create(admin.headers, { ...freshQuote({ language: "de" }), translation_of: hidden.id });
      expect(byAdmin.translation_of).toBe(hidden.id);
      const malformed = await inject("POST", "/api/quotes", owner.headers, {
        ...freshQuote(),
        translation_of: "not-an-id",
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorEnvelope>().fields).toEqual({ translation_of: TRANSLATION_MESSAGES.invalidOriginal });
    });

    it("links a translation of a translation to the original", async () => {
      const original = await approvedOriginal();
      const french = await create(admin.headers, {
        ...freshQuote({ language: "fr", status: "approved" }),
        translation_of: original.id,
      });
      const german = await create(owner.headers, { ...freshQuote({ language: "de" }), translation_of: french.id });
      expect(german.translation_of).toBe(original.id);
      const other = await create(owner.headers, freshQuote({ language: "it" }));
      const relinked = await patch(other.id, owner.headers, { translation_of: french.id });
      expect(relinked.json<QuoteWithSource>().translation_of).toBe(original.id);
    });

    it("refuses a translation in exactly its original's language", async () => {
      const original = await approvedOriginal();
      const same = await inject("POST", "/api/quotes", owner.headers, {
        ...freshQuote({ language: "en" }),
        translation_of: original.id,
      });
      expectRefused(same, "language", TRANSLATION_MESSAGES.sameLanguage);
      // Detected as English too.
      const detected = await inject("POST", "/api/quotes", owner.headers, {
        ...freshQuote(),
        translation_of: original.id,
      });
      expectRefused(detected, "language", TRANSLATION_MESSAGES.sameLanguage);
      const british = await create(owner.headers, {
        ...freshQuote({ language: "en-GB" }),
        translation_of: original.id,
      });
      expect(british).toMatchObject({ language: "en-GB", translation_of: original.id });
      // Nor may an edit bring either side to the other's language.
      const french = await create(owner.headers, { ...freshQuote({ language: "fr" }), translation_of: original.id });
      expectRefused(
        await patch(french.id, owner.headers, { language: "en" }),
        "language",
        TRANSLATION_MESSAGES.sameLanguage,
      );
      expectRefused(
        await patch(original.id, admin.headers, { language: "fr" }),
        "language",
        TRANSLATION_MESSAGES.sameLanguage,
      );
      expect((await patch(original.id, admin.headers, { language: "en-US" })).statusCode).toBe(200);
    });

    it("refuses a quote as a translation of itself, directly or through its own translation", async () => {
      const quote = await create(owner.headers, freshQuote({ language: "en" }));
      expectRefused(
        await patch(quote.id, owner.headers, { translation_of: quote.id, language: "fr" }),
        "translation_of",
        TRANSLATION_MESSAGES.notOwnOriginal,
      );
      const translation = await create(owner.headers, { ...freshQuote({ language: "fr" }), translation_of: quote.id });
      expectRefused(
        await patch(quote.id, owner.headers, { translation_of: translation.id, language: "de" }),
        "translation_of",
        TRANSLATION_MESSAGES.notOwnOriginal,
      );
    });

    it("refuses to make a quote others translate a translation itself", async () => {
      const original = await approvedOriginal();
      const quote = await create(owner.headers, freshQuote({ language: "la" }));
      await create(owner.headers, { ...freshQuote({ language: "fr" }), translation_of: quote.id });
      const res = await patch(quote.id, owner.headers, { translation_of: original.id });
      expectRefused(res, "translation_of", TRANSLATION_MESSAGES.hasTranslations);
      const read = await inject("GET", `/api/quotes/${quote.id}`, owner.headers);
      expect(read.json<QuoteWithSource>().translation_of).toBeNull();
    });

    it("keeps a link the writer can no longer see when an edit names it again", async () => {
      const original = await create(other.headers, freshQuote({ language: "en" }));
      await inject("POST", `/api/quotes/${original.id}/approve`, admin.headers, {});
      const translation = await create(owner.headers, {
        ...freshQuote({ language: "fr" }),
        translation_of: original.id,
      });
      await inject("POST", `/api/quotes/${original.id}/reject`, admin.headers, {});
      const edit = await patch(translation.id, owner.headers, { translation_of: original.id, text: FRENCH });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json<QuoteWithSource>()).toMatchObject({ translation_of: original.id, text: FRENCH });
    });
  });
});
