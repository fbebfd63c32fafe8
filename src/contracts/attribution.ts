import { z } from "zod";
import { ATTRIBUTION_STATUSES, SOURCE_TYPES } from "./constants.ts";
import { OptionalUrlSchema } from "./quote-input.ts";
import { AttributionSchema, AttributionStatusSchema, QuoteSourceSchema, SourceTypeSchema } from "./quotes.ts";

/**
 * Attribution (docs/product/attribution.md): how sure the catalogue is of who said a quote, the sources that
 * show it, its history, and members' proposed corrections that curators accept or reject.
 */

export { ATTRIBUTION_STATUSES, SOURCE_TYPES };
export {
  AttributionSchema,
  AttributionStatusSchema,
  QuoteSourceSchema,
  SourceTypeSchema,
  type Attribution,
  type QuoteSource,
} from "./quotes.ts";

export const SOURCE_NAME_MAX = 300;
export const SOURCE_FIELD_MAX = 200;
export const SOURCE_DESCRIPTION_MAX = 1000;
export const ATTRIBUTION_NOTE_MAX = 2000;
export const SOURCES_PER_QUOTE_MAX = 10;
export const CORRECTION_NOTE_MIN = 20;
export const CORRECTION_REASON_MAX = 1000;
/** Proposals a member may make per hour (and per day). */
export const CORRECTIONS_PER_HOUR = 10;
export const CORRECTIONS_PER_DAY = 30;

export const ATTRIBUTION_MESSAGES = {
  invalidDate: "Please enter a year or a date as YYYY-MM-DD",
  sourceRequired: "A source is required to propose verified or misattributed",
  noteTooShort: `Please explain in at least ${CORRECTION_NOTE_MIN} characters`,
  noteTooLong: `Must be at most ${ATTRIBUTION_NOTE_MAX} characters`,
  tooManySources: `At most ${SOURCES_PER_QUOTE_MAX} sources per quote`,
  reasonRequired: "Please give a reason",
  actualAuthorOnlyMisattributed: "Only a misattributed quote names an actual author",
  correctionNotOpen: "This correction has already been decided",
  correctionNotFound: "Correction not found",
  sameAsCurrent: "The quote already has this attribution",
  tooManyProposals: "You have proposed many corrections recently. Please try again later.",
  alreadyProposed: "You already have an open proposal for this quote",
  verifiedNeedsSource: "A verified quote cites at least one source",
} as const;

/** A year ("1981", "-0430" for 431 BC), a year and month, or a date. */
const HISTORIC_DATE = /^-?\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const HistoricDateSchema = z
  .union([z.literal(""), z.string().trim().regex(HISTORIC_DATE, ATTRIBUTION_MESSAGES.invalidDate)], {
    error: ATTRIBUTION_MESSAGES.invalidDate,
  })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** A source as a curator or a member gives it: an existing source by id, or a new one (reused when identical). */
export const QuoteSourceInputSchema = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, "Source name is required").max(SOURCE_NAME_MAX),
  type: SourceTypeSchema.default("other"),
  author: optionalText(SOURCE_FIELD_MAX),
  publication_date: HistoricDateSchema,
  url: OptionalUrlSchema,
  location: optionalText(SOURCE_FIELD_MAX),
  description: optionalText(SOURCE_DESCRIPTION_MAX),
});
export type QuoteSourceInput = z.output<typeof QuoteSourceInputSchema>;

const actualAuthorField = optionalText(SOURCE_FIELD_MAX);
const noteField = optionalText(ATTRIBUTION_NOTE_MAX);

/** PATCH /api/quotes/{id}/attribution (curators and admins): the whole attribution, and the sources when given. */
export const AttributionUpdateSchema = z
  .object({
    status: AttributionStatusSchema,
    actual_author: actualAuthorField,
    earliest_date: HistoricDateSchema,
    note: noteField,
    /** The full ordered list (first is primary); absent leaves the sources as they are. */
    sources: z.array(QuoteSourceInputSchema).max(SOURCES_PER_QUOTE_MAX, ATTRIBUTION_MESSAGES.tooManySources).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.actual_author && v.status !== "misattributed") {
      ctx.addIssue({
        code: "custom",
        path: ["actual_author"],
        message: ATTRIBUTION_MESSAGES.actualAuthorOnlyMisattributed,
      });
    }
  });
export type AttributionUpdate = z.output<typeof AttributionUpdateSchema>;

/** One change of a quote's attribution, newest first in GET /api/quotes/{id}/attribution-history. */
export const AttributionChangeSchema = z.object({
  id: z.uuid(),
  old_status: AttributionStatusSchema,
  new_status: AttributionStatusSchema,
  old_actual_author: z.string().nullable(),
  new_actual_author: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The curator (or admin) who made it; null when their account is gone. */
  curator: z.object({ id: z.uuid(), display_name: z.string() }).nullable(),
  /** The member's correction it applied, when it came from one. */
  correction_id: z.uuid().nullable(),
});
export type AttributionChange = z.infer<typeof AttributionChangeSchema>;
export const AttributionHistorySchema = z.object({ history: z.array(AttributionChangeSchema) });
export type AttributionHistory = z.infer<typeof AttributionHistorySchema>;

export const CORRECTION_STATUSES = ["open", "accepted", "rejected"] as const;
export const CorrectionStatusSchema = z.enum(CORRECTION_STATUSES);
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** POST /api/quotes/{id}/corrections (members). */
export const CorrectionCreateSchema = z
  .object({
    proposed_status: AttributionStatusSchema,
    actual_author: actualAuthorField,
    note: z
      .string({ error: ATTRIBUTION_MESSAGES.noteTooShort })
      .trim()
      .min(CORRECTION_NOTE_MIN, ATTRIBUTION_MESSAGES.noteTooShort)
      .max(ATTRIBUTION_NOTE_MAX, ATTRIBUTION_MESSAGES.noteTooLong),
    source: QuoteSourceInputSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if ((v.proposed_status === "verified" || v.proposed_status === "misattributed") && !v.source) {
      ctx.addIssue({ code: "custom", path: ["source"], message: ATTRIBUTION_MESSAGES.sourceRequired });
    }
    if (v.actual_author && v.proposed_status !== "misattributed") {
      ctx.addIssue({
        code: "custom",
        path: ["actual_author"],
        message: ATTRIBUTION_MESSAGES.actualAuthorOnlyMisattributed,
      });
    }
  });
export type CorrectionCreate = z.output<typeof CorrectionCreateSchema>;
export const CorrectionCreatedSchema = z.object({ id: z.uuid(), status: z.literal("open") });

/** A proposed correction as curators review it. */
export const CorrectionSchema = z.object({
  id: z.uuid(),
  quote: z.object({
    id: z.uuid(),
    url_slug: z.string(),
    text: z.string(),
    author: z.string(),
    attribution: AttributionSchema,
  }),
  proposed_status: AttributionStatusSchema,
  actual_author: z.string().nullable(),
  note: z.string(),
  /** The source the member cited, as they gave it (a plain response shape: responses are encoded, not transformed). */
  source: QuoteSourceSchema.omit({ id: true }).nullable(),
  status: CorrectionStatusSchema,
  /** Why a curator accepted or rejected it. */
  reason: z.string().nullable(),
  proposer: z.object({ id: z.uuid(), display_name: z.string() }).nullable(),
  decided_by: z.object({ id: z.uuid(), display_name: z.string() }).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const CorrectionListQuerySchema = z.object({
  status: CorrectionStatusSchema.default("open"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
export const CorrectionListSchema = z.object({ corrections: z.array(CorrectionSchema), total: z.number().int() });
export type CorrectionList = z.infer<typeof CorrectionListSchema>;

/** POST /api/corrections/{id}/accept: the reason is optional. */
export const CorrectionAcceptSchema = z
  .object({ reason: optionalText(CORRECTION_REASON_MAX) })
  .nullish()
  .transform((v) => v ?? {});
/** POST /api/corrections/{id}/reject: the reason is required and reaches the proposer. */
export const CorrectionRejectSchema = z.object({
  reason: z
    .string({ error: ATTRIBUTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, ATTRIBUTION_MESSAGES.reasonRequired)
    .max(CORRECTION_REASON_MAX),
});
