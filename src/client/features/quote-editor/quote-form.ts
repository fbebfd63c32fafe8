import { z } from "zod";
import type { QuoteStatus } from "#contracts/constants.ts";
import { reviewRequestStatus } from "#contracts/quote-rules.ts";
import { QuoteStatusSchema } from "#contracts/quotes.ts";
import {
  AnonymousQuoteSchema,
  QuoteCreateSchema,
  SourceInputSchema,
  TagsSchema,
  type SourceInput,
} from "#contracts/quote-input.ts";
import type { AnonymousQuoteBody } from "./api/submit-anonymous-quote.ts";
import type { CreateQuoteBody } from "./api/create-quote.ts";
import type { UpdateQuoteBody } from "./api/update-quote.ts";
import type { EditableQuote, SaveAction, TranslationOriginal } from "./editor-types.ts";

export interface SourceFormValues {
  name: string;
  author: string;
  url: string;
  publication_date: string;
  type: string;
}

const SOURCE_KEYS = ["name", "author", "url", "publication_date", "type"] as const;

export function emptySource(): SourceFormValues {
  return { name: "", author: "", url: "", publication_date: "", type: "" };
}

/** The optional source counts as given as soon as one of its fields has text. */
export function hasSourceInput(source: SourceFormValues): boolean {
  return SOURCE_KEYS.some((key) => source[key].trim() !== "");
}

const SourceFormSchema = z
  .object({
    name: z.string(),
    author: z.string(),
    url: z.string(),
    publication_date: z.string(),
    type: z.string(),
  })
  .superRefine((source, ctx) => {
    if (!hasSourceInput(source)) return;
    const parsed = SourceInputSchema.safeParse(source);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  })
  .transform((source): SourceInput | null => {
    if (!hasSourceInput(source)) return null;
    const parsed = SourceInputSchema.safeParse(source);
    return parsed.success ? parsed.data : null;
  });

/**
 * The editor's form: the contract's own field rules and messages (docs/product/messages-and-limits.md), an optional source that is
 * validated only when filled in, and the e-mail only for anonymous visitors.
 */
export function quoteFormSchema({ anonymous }: { anonymous: boolean }) {
  const fields = QuoteCreateSchema.shape;
  return z.object({
    text: fields.text,
    author: fields.author,
    category: fields.category,
    tags: TagsSchema,
    context: fields.context,
    description: fields.description,
    reference_url: fields.reference_url,
    source: SourceFormSchema,
    /** A preset, a preset gradient or an uploaded picture; "" for none (the Background tab sets it). */
    background_url: z.string(),
    /** A BCP 47 tag; "" to detect it from the text (offered on create only). */
    language: z.string(),
    /** The original's id; "" when the quote is not a translation. */
    translation_of: z.string(),
    translator: fields.translator,
    email: anonymous ? AnonymousQuoteSchema.shape.email : z.string(),
    status: QuoteStatusSchema,
  });
}

export type QuoteFormSchema = ReturnType<typeof quoteFormSchema>;
export type QuoteFormValues = z.input<QuoteFormSchema>;
export type QuoteFormOutput = z.output<QuoteFormSchema>;

/**
 * The form's starting values: empty for a new quote (pending by default, docs/product/quotes-and-search.md, its
 * language detected), the quote's own in edit. A new translation starts linked to its original, by the same author.
 */
export function defaultFormValues(
  quote?: EditableQuote | null,
  translationOf?: TranslationOriginal | null,
): QuoteFormValues {
  const source = quote?.source;
  return {
    text: quote?.text ?? "",
    author: quote?.author ?? translationOf?.author ?? "",
    category: quote?.category ?? "",
    tags: quote?.tags ?? [],
    context: quote?.context ?? "",
    description: quote?.description ?? "",
    reference_url: quote?.reference_url ?? "",
    source: source
      ? {
          name: source.name,
          author: source.author ?? "",
          url: source.url ?? "",
          publication_date: source.publication_date ?? "",
          type: source.type ?? "",
        }
      : emptySource(),
    background_url: quote?.background_url ?? "",
    language: quote?.language ?? "",
    translation_of: quote ? (quote.translation_of ?? "") : (translationOf?.id ?? ""),
    translator: quote?.translator ?? "",
    email: "",
    status: quote?.status ?? "pending",
  };
}

/** Statuses an admin may pick (docs/product/quotes-and-search.md): an initial one on add (default pending), any of the four on edit. */
export function statusOptions(mode: "create" | "edit"): QuoteStatus[] {
  return mode === "edit" ? ["draft", "pending", "rejected", "approved"] : ["pending", "draft", "approved"];
}

/**
 * The status to send (docs/product/quotes-and-search.md). Save as Draft gives draft and Submit for Review gives pending; in edit,
 * review keeps an approved or rejected status (undefined: the field is left out, and the server puts an
 * owner's edited public or refused quote back to pending). Admins send the status they picked.
 */
export function statusToSend({
  action,
  mode,
  currentStatus,
  chosenStatus,
}: {
  action: SaveAction;
  mode: "create" | "edit";
  currentStatus?: QuoteStatus;
  chosenStatus: QuoteStatus;
}): QuoteStatus | undefined {
  if (action === "save") return chosenStatus;
  if (action === "draft") return "draft";
  return reviewRequestStatus(mode, currentStatus);
}

function commonFields(values: QuoteFormOutput) {
  return {
    text: values.text,
    author: values.author,
    category: values.category,
    tags: values.tags,
    context: values.context ?? null,
    description: values.description ?? null,
    reference_url: values.reference_url ?? null,
    background_url: values.background_url || null,
  };
}

/** A new quote's language (left out to have it detected) and, for a translation, its original and translator. */
function languageFields(values: QuoteFormOutput) {
  return {
    ...(values.language ? { language: values.language } : {}),
    ...(values.translation_of ? { translation_of: values.translation_of, translator: values.translator ?? null } : {}),
  };
}

export function toCreateBody(values: QuoteFormOutput, status: QuoteStatus | undefined): CreateQuoteBody {
  return {
    ...commonFields(values),
    ...languageFields(values),
    ...(values.source ? { source: values.source } : {}),
    ...(status ? { status } : {}),
  };
}

export function toAnonymousBody(values: QuoteFormOutput): AnonymousQuoteBody {
  return {
    ...commonFields(values),
    ...languageFields(values),
    ...(values.source ? { source: values.source } : {}),
    email: values.email,
  };
}

/**
 * An edit sends every field of the form but the language, which it sends only when changed (a new text in an
 * unchosen language is detected again); a cleared source detaches the quote's source.
 */
export function toUpdateBody(
  values: QuoteFormOutput,
  status: QuoteStatus | undefined,
  quote: EditableQuote,
): UpdateQuoteBody {
  const body: UpdateQuoteBody = { ...commonFields(values) };
  if (values.language && values.language !== quote.language) body.language = values.language;
  // The link is sent only when it changed: an unchanged one is not checked again.
  const original = values.translation_of || null;
  if (original !== quote.translation_of) body.translation_of = original;
  if (original) body.translator = values.translator ?? null;
  else if (quote.translator !== null) body.translator = null;
  if (values.source) body.source = values.source;
  else if (quote.source_id) body.source = null;
  if (status) body.status = status;
  return body;
}

export type QuoteFormField =
  | "text"
  | "author"
  | "category"
  | "tags"
  | "context"
  | "description"
  | "reference_url"
  | "email"
  | "status"
  | "background_url"
  | "language"
  | "translation_of"
  | "translator"
  | `source.${(typeof SOURCE_KEYS)[number]}`;

const TOP_LEVEL = new Set([
  "text",
  "author",
  "category",
  "tags",
  "context",
  "description",
  "reference_url",
  "email",
  "status",
  "background_url",
  "language",
  "translation_of",
  "translator",
]);

/** The form field a server validation key ("tags.0", "source.url") belongs to, if any. */
export function formFieldOf(serverKey: string): QuoteFormField | undefined {
  const [head, sub] = serverKey.split(".");
  if (head === undefined) return undefined;
  if (head === "source") {
    return (SOURCE_KEYS as readonly string[]).includes(sub ?? "") ? (`source.${sub}` as QuoteFormField) : undefined;
  }
  return TOP_LEVEL.has(head) ? (head as QuoteFormField) : undefined;
}
