/**
 * What clients send to create or edit a quote: the form schemas. Kept apart from quotes.ts so that a page
 * reading quotes does not build them at start-up; the editor (loaded on demand) and the server import them here.
 */
import { z } from "zod";
import { BACKGROUND_MESSAGES, BACKGROUND_TYPES, isAllowedBackground } from "./backgrounds.ts";
import { CATEGORIES } from "./constants.ts";
import { LANGUAGE_MESSAGES, normaliseLanguageTag } from "./languages.ts";
import {
  normaliseTags,
  QUOTE_AUTHOR_MAX,
  QUOTE_MESSAGES,
  QUOTE_NOTE_MAX,
  QUOTE_TAG_MAX,
  QUOTE_TAGS_MAX,
  QUOTE_TEXT_MAX,
  QUOTE_URL_MAX,
  QuoteStatusSchema,
} from "./quotes.ts";

// The background fields live here rather than in backgrounds.ts, which every page reads as it starts: that module
// stays free of schemas, and so of zod.

/** `background_url` in quote writes: one of the allowed values, "" or null to remove it. */
export const BackgroundUrlSchema = z
  .string()
  .trim()
  .max(300, BACKGROUND_MESSAGES.invalid)
  .refine((v) => v === "" || isAllowedBackground(v), BACKGROUND_MESSAGES.invalid)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const BackgroundTypeSchema = z
  .union([z.literal(""), z.enum(BACKGROUND_TYPES, { error: BACKGROUND_MESSAGES.typeMismatch })])
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const TagsSchema = z
  .array(z.string().max(QUOTE_TAG_MAX, QUOTE_MESSAGES.tagTooLong))
  .transform(normaliseTags)
  .pipe(z.array(z.string()).max(QUOTE_TAGS_MAX, QUOTE_MESSAGES.tooManyTags));

/**
 * Optional free text: trimmed; "" and null become null (clear it); absent stays undefined
 * (leave it), so the same field works for create and for a partial update.
 */
const optionalNote = (max = QUOTE_NOTE_MAX, message: string = QUOTE_MESSAGES.noteTooLong) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A valid http(s) URL or empty (docs/product/messages-and-limits.md); empty and null become null, absent stays undefined. */
export const OptionalUrlSchema = z
  .union(
    [
      z.literal(""),
      z
        .string()
        .trim()
        .max(QUOTE_URL_MAX, QUOTE_MESSAGES.invalidUrl)
        .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/, error: QUOTE_MESSAGES.invalidUrl })])),
    ],
    { error: QUOTE_MESSAGES.invalidUrl },
  )
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

export const SourceInputSchema = z.object({
  name: z
    .string({ error: QUOTE_MESSAGES.sourceNameRequired })
    .trim()
    .min(1, QUOTE_MESSAGES.sourceNameRequired)
    .max(QUOTE_AUTHOR_MAX),
  description: optionalNote(),
  url: OptionalUrlSchema,
  author: optionalNote(QUOTE_AUTHOR_MAX, QUOTE_MESSAGES.authorTooLong),
  publication_date: z
    .union([z.literal(""), z.iso.date({ error: QUOTE_MESSAGES.invalidDate })], { error: QUOTE_MESSAGES.invalidDate })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  type: optionalNote(50),
});
export type SourceInput = z.output<typeof SourceInputSchema>;

/** A BCP 47 tag, canonicalised (`EN-gb` → `en-GB`); absent, "" or null: detected from the text on create. */
export const LanguageInputSchema = z
  .string({ error: LANGUAGE_MESSAGES.invalid })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return undefined;
    const tag = normaliseLanguageTag(v);
    if (tag === undefined) {
      ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGES.invalid });
      return z.NEVER;
    }
    return tag;
  });

export const TRANSLATION_MESSAGES = {
  invalidOriginal: "Translation of must be a quote id",
  originalNotFound: "The quote this translates was not found",
  notOwnOriginal: "A quote cannot be a translation of itself",
  translatorTooLong: `Translator must be at most ${QUOTE_AUTHOR_MAX} characters`,
  sameLanguage: "A translation must be in a different language from its original",
  hasTranslations: "A quote with translations cannot itself be a translation",
} as const;

const quoteTextField = z
  .string({ error: QUOTE_MESSAGES.textRequired })
  .trim()
  .min(1, QUOTE_MESSAGES.textRequired)
  .max(QUOTE_TEXT_MAX, QUOTE_MESSAGES.textTooLong);
const authorField = z
  .string({ error: QUOTE_MESSAGES.authorRequired })
  .trim()
  .min(1, QUOTE_MESSAGES.authorRequired)
  .max(QUOTE_AUTHOR_MAX, QUOTE_MESSAGES.authorTooLong);
/** One of the seven categories; case and surrounding spaces are forgiven. */
const categoryField = z
  .string({ error: QUOTE_MESSAGES.categoryRequired })
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(CATEGORIES, { error: QUOTE_MESSAGES.categoryRequired }));

/** The fields a quote form edits, shared by create, anonymous submission and update. */
const quoteFields = {
  text: quoteTextField,
  author: authorField,
  category: categoryField,
  tags: TagsSchema.optional(),
  context: optionalNote(),
  reference_url: OptionalUrlSchema,
  description: optionalNote(),
  /** A preset, a preset gradient or an uploaded picture (contracts/backgrounds.ts); anything else is refused. */
  background_url: BackgroundUrlSchema,
  /** The background's category; optional, derived from the URL, refused when it does not match. */
  background_type: BackgroundTypeSchema,
  /** Creates (or reuses an identical) source row and links it. */
  source: SourceInputSchema.nullish(),
  language: LanguageInputSchema,
  /** The original's id; a translation of a translation is linked to the original. "" or null: not a translation. */
  translation_of: z
    .union([z.literal(""), z.uuid({ error: TRANSLATION_MESSAGES.invalidOriginal })], {
      error: TRANSLATION_MESSAGES.invalidOriginal,
    })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  translator: optionalNote(QUOTE_AUTHOR_MAX, TRANSLATION_MESSAGES.translatorTooLong),
};

/** POST /api/quotes. `user_id` is accepted for the client's sake but the owner is always the signed-in user. */
export const QuoteCreateSchema = z.object({
  ...quoteFields,
  user_id: z.uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish(),
  /** Admins choose any status; everyone else gets pending or draft (anything else becomes pending). */
  status: QuoteStatusSchema.optional(),
});
export type QuoteCreateInput = z.output<typeof QuoteCreateSchema>;

/** POST /api/quotes/submit-anonymous: always pending, with the submitter's e-mail. */
export const AnonymousQuoteSchema = z.object({
  ...quoteFields,
  email: z
    .string({ error: QUOTE_MESSAGES.emailRequired })
    .trim()
    .min(1, QUOTE_MESSAGES.emailRequired)
    .pipe(z.email({ error: QUOTE_MESSAGES.emailInvalid })),
});
export type AnonymousQuoteInput = z.output<typeof AnonymousQuoteSchema>;

/** PATCH /api/quotes/{id}: any subset. `source: null` detaches the source; `has_audio` is for admins. */
export const QuoteUpdateSchema = z.object({
  text: quoteTextField.optional(),
  author: authorField.optional(),
  category: categoryField.optional(),
  tags: quoteFields.tags,
  context: quoteFields.context,
  reference_url: quoteFields.reference_url,
  description: quoteFields.description,
  background_url: quoteFields.background_url,
  background_type: quoteFields.background_type,
  source: quoteFields.source,
  language: quoteFields.language,
  translation_of: quoteFields.translation_of,
  translator: quoteFields.translator,
  status: QuoteStatusSchema.optional(),
  has_audio: z.boolean().optional(),
  user_id: z.uuid({ error: QUOTE_MESSAGES.invalidUserId }).nullish(),
});
export type QuoteUpdateInput = z.output<typeof QuoteUpdateSchema>;
