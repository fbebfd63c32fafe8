import { z } from "zod";
import {
  ATTRIBUTION_MESSAGES,
  ATTRIBUTION_NOTE_MAX,
  CORRECTION_NOTE_MIN,
  CorrectionCreateSchema,
} from "#contracts/attribution.ts";
import { ATTRIBUTION_STATUSES, SOURCE_TYPES, type AttributionStatus } from "#contracts/constants.ts";
import type { CorrectionBody } from "./api/create-correction.ts";
import { copyIssues } from "./form-issues.ts";
import { emptySource, hasSourceInput, toSourceInput, type SourceFormValues } from "./source-form.ts";

export const CORRECTION_FORM_MESSAGES = {
  chooseStatus: "Please choose a status",
  sent: "Thanks — a curator will review your correction",
  failed: "Your correction could not be sent. Please try again.",
} as const;

export { ATTRIBUTION_NOTE_MAX, CORRECTION_NOTE_MIN };

/** A member's proposal as the dialog holds it. */
export interface CorrectionFormValues {
  proposed_status: AttributionStatus | "";
  actual_author: string;
  note: string;
  source: SourceFormValues;
}

/** Proposing these needs a cited source (docs/product/attribution.md). */
export function needsSource(status: AttributionStatus | ""): boolean {
  return status === "verified" || status === "misattributed";
}

export function defaultCorrectionValues(): CorrectionFormValues {
  return { proposed_status: "", actual_author: "", note: "", source: emptySource() };
}

const statusOf = (value: string): AttributionStatus | undefined =>
  (ATTRIBUTION_STATUSES as readonly string[]).includes(value) ? (value as AttributionStatus) : undefined;

/** The API body: the actual author only for a misattribution, the source once any of it is filled in. */
export function toCorrectionBody(values: CorrectionFormValues, status: AttributionStatus): CorrectionBody {
  return {
    proposed_status: status,
    ...(status === "misattributed" && values.actual_author.trim() ? { actual_author: values.actual_author } : {}),
    note: values.note,
    source: hasSourceInput(values.source) ? toSourceInput({ ...values.source, description: "" }) : null,
  };
}

/** The note's length as the server counts it (trimmed). */
export const noteLength = (note: string) => note.trim().length;

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
 * The dialog's check: the contract's own rules and messages (CorrectionCreateSchema), at the dialog's fields, and a
 * status must be chosen. A missing source shows at its name. The output is the body to send.
 */
export const correctionFormSchema = z
  .object({
    proposed_status: z.enum([...ATTRIBUTION_STATUSES, ""]),
    actual_author: z.string(),
    note: z.string(),
    source: sourceShape,
  })
  .superRefine((values, ctx) => {
    const status = statusOf(values.proposed_status);
    if (!status)
      ctx.addIssue({ code: "custom", path: ["proposed_status"], message: CORRECTION_FORM_MESSAGES.chooseStatus });
    const parsed = CorrectionCreateSchema.safeParse(toCorrectionBody(values, status ?? "attributed"));
    if (!parsed.success) copyIssues(parsed.error.issues, ctx, { moved: { source: "source.name" } });
  })
  // As the contract reads it: trimmed, with empty fields as null.
  .transform((values): CorrectionBody =>
    CorrectionCreateSchema.parse(toCorrectionBody(values, statusOf(values.proposed_status) ?? "attributed")),
  );

export type CorrectionFormOutput = z.output<typeof correctionFormSchema>;

/** The dialog's field for a key of the server's field errors. */
export function correctionFieldOf(key: string): string | undefined {
  if (key === "source") return "source.name";
  if (/^source\.(name|type|author|publication_date|url|location)$/.test(key)) return key;
  if (["proposed_status", "actual_author", "note"].includes(key)) return key;
  return undefined;
}

export { ATTRIBUTION_MESSAGES };
