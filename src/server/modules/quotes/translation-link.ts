/**
 * The rules of a quote's language and translation link, checked inside the write's transaction
 * (docs/product/languages.md): a translation names an original the writer may see (a translation of a translation
 * names that quote's original), never itself, never in exactly its original's language; a quote others translate
 * cannot become a translation; the translator is kept only on translations.
 */
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { TRANSLATION_MESSAGES } from "#contracts/quote-input.ts";
import type { Tx } from "#server/db/client.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { canViewQuote } from "./quote-access.ts";
import type { QuoteRow } from "./quote-rows.ts";
import { hasTranslations, lockLinkTarget, type LinkTarget } from "./quote-translations.repository.ts";

/** What a write stores about a quote's language and the quote it translates. */
export interface TranslationFields {
  language: string;
  translationOf: string | null;
  translator: string | null;
}

/** What the forms send about it: `translation_of` null clears the link, undefined keeps it. */
export interface TranslationInput {
  translation_of?: string | null;
  translator?: string | null;
}

/** A well-formed request the rules refuse: 422, with the message on the field to correct. */
const refused = (field: "translation_of" | "language", message: string) =>
  new HttpError(422, "validation_error", message, { [field]: message });

/**
 * The original a translation of `requestedId` links to, locked for the transaction: the quote itself, or its own
 * original when it is a translation. Refused when the viewer may not see the quote named (as GET would answer 404).
 */
async function originalFor(tx: Tx, requestedId: string, viewer: QuoteViewer | null): Promise<LinkTarget> {
  const named = await lockLinkTarget(tx, requestedId);
  if (!named || !canViewQuote(named, viewer)) {
    throw refused("translation_of", TRANSLATION_MESSAGES.originalNotFound);
  }
  if (named.translationOf === null) return named;
  return (await lockLinkTarget(tx, named.translationOf)) ?? named;
}

/** The link fields of a new quote in `language` (given, or detected from its text). */
export async function linkOfNewQuote(
  tx: Tx,
  viewer: QuoteViewer | null,
  input: TranslationInput,
  language: string,
): Promise<TranslationFields> {
  if (!input.translation_of) return { language, translationOf: null, translator: null };
  const original = await originalFor(tx, input.translation_of, viewer);
  if (original.language === language) throw refused("language", TRANSLATION_MESSAGES.sameLanguage);
  return { language, translationOf: original.id, translator: input.translator ?? null };
}

/**
 * The link fields after an edit of `current` (unchanged ones included; the caller drops those). Naming the original
 * it already has keeps the link as it is, even when the writer can no longer see that original.
 */
export async function linkAfterEdit(
  tx: Tx,
  viewer: QuoteViewer,
  current: QuoteRow,
  input: TranslationInput & { language?: string },
): Promise<TranslationFields> {
  const language = input.language ?? current.language;
  const relinked = input.translation_of !== undefined && input.translation_of !== current.translationOf;
  let translationOf = input.translation_of === undefined ? current.translationOf : input.translation_of;
  let originalLanguage: string | undefined;
  if (relinked && translationOf !== null) {
    if (translationOf === current.id) throw refused("translation_of", TRANSLATION_MESSAGES.notOwnOriginal);
    const original = await originalFor(tx, translationOf, viewer);
    if (original.id === current.id) throw refused("translation_of", TRANSLATION_MESSAGES.notOwnOriginal);
    if (await hasTranslations(tx, current.id)) throw refused("translation_of", TRANSLATION_MESSAGES.hasTranslations);
    translationOf = original.id;
    originalLanguage = original.language;
  } else if (translationOf !== null && language !== current.language) {
    originalLanguage = (await lockLinkTarget(tx, translationOf))?.language;
  }
  if (originalLanguage === language) throw refused("language", TRANSLATION_MESSAGES.sameLanguage);
  // An original may not take the language one of its translations is in.
  if (translationOf === null && language !== current.language && (await hasTranslations(tx, current.id, language))) {
    throw refused("language", TRANSLATION_MESSAGES.sameLanguage);
  }
  const translator =
    translationOf === null ? null : input.translator !== undefined ? input.translator : current.translator;
  return { language, translationOf, translator };
}
