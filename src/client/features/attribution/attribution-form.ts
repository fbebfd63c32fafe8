import { z } from "zod";
import { ATTRIBUTION_MESSAGES, AttributionUpdateSchema, SOURCES_PER_QUOTE_MAX } from "#contracts/attribution.ts";
import { ATTRIBUTION_STATUSES, SOURCE_TYPES, type AttributionStatus } from "#contracts/constants.ts";
import type { Quote, QuoteSource } from "#contracts/quotes.ts";
import type { AttributionUpdateBody } from "./api/update-attribution.ts";
import { copyIssues } from "./form-issues.ts";
import { sourceFormValues, toSourceInput, type SourceFormValues } from "./source-form.ts";

export { SOURCES_PER_QUOTE_MAX };

/** A quote's attribution and its ordered sources as the curators' dialog holds them. */
export interface AttributionFormValues {
  status: AttributionStatus;
  actual_author: string;
  earliest_date: string;
  note: string;
  sources: SourceFormValues[];
}

export type AttributedQuote = Pick<Quote, "id" | "attribution" | "sources">;

export function defaultAttributionValues(quote: AttributedQuote): AttributionFormValues {
  const { attribution } = quote;
  return {
    status: attribution.status,
    actual_author: attribution.actual_author ?? "",
    earliest_date: attribution.earliest_date ?? "",
    note: attribution.note ?? "",
    sources: quote.sources.map(sourceFormValues),
  };
}

/** The PATCH body: the whole attribution (the actual author only for a misattribution) and the full list of sources. */
export function toAttributionBody(values: AttributionFormValues, original: QuoteSource[]): AttributionUpdateBody {
  const byId = new Map(original.map((source) => [source.id, source]));
  return {
    status: values.status,
    actual_author: values.status === "misattributed" ? values.actual_author : null,
    earliest_date: values.earliest_date,
    note: values.note,
    sources: values.sources.map((source) => toSourceInput(source, byId.get(source.id))),
  };
}

const sourceShape = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SOURCE_TYPES),
  author: z.string(),
  publication_date: z.string(),
  url: z.string(),
  location: z.string(),
  description: z.string(),
});

/**
 * The dialog's check: the contract's rules and messages (AttributionUpdateSchema) at the dialog's fields, and a
 * verified quote cites a source. The output is the body to send.
 */
export function attributionFormSchema(original: QuoteSource[]) {
  return (
    z
      .object({
        status: z.enum(ATTRIBUTION_STATUSES),
        actual_author: z.string(),
        earliest_date: z.string(),
        note: z.string(),
        sources: z.array(sourceShape),
      })
      .superRefine((values, ctx) => {
        const parsed = AttributionUpdateSchema.safeParse(toAttributionBody(values, original));
        if (!parsed.success) copyIssues(parsed.error.issues, ctx);
        if (values.status === "verified" && values.sources.length === 0) {
          ctx.addIssue({ code: "custom", path: ["sources"], message: ATTRIBUTION_MESSAGES.verifiedNeedsSource });
        }
      })
      // As the contract reads it: trimmed, with empty fields as null.
      .transform((values): AttributionUpdateBody => AttributionUpdateSchema.parse(toAttributionBody(values, original)))
  );
}

export type AttributionFormOutput = AttributionUpdateBody;

const SOURCE_FIELD = /^sources\.\d+\.(name|type|author|publication_date|url|location|description)$/;

/** The dialog's field for a key of the server's field errors ("sources.0.url"). */
export function attributionFieldOf(key: string): string | undefined {
  if (SOURCE_FIELD.test(key)) return key;
  if (["status", "actual_author", "earliest_date", "note", "sources"].includes(key)) return key;
  return undefined;
}
