import { z } from "zod";
import { REPORT_REASONS, REPORT_STATUSES } from "./constants.ts";

export const REPORT_DESCRIPTION_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;
export const REPORT_PAGE_SIZE = 20;
/** Reports a user may file per hour (rate limit; 429 beyond). */
export const REPORTS_PER_HOUR = 20;

export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How the five reasons of docs/product/data-model.md read in the dialog and the admin queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, { label: string; hint: string }> = {
  inappropriate: { label: "Inappropriate", hint: "Offensive, hateful or explicit content" },
  spam: { label: "Spam", hint: "Advertising, repeated or meaningless content" },
  misinformation: { label: "Misinformation", hint: "Wrongly attributed or false" },
  copyright: { label: "Copyright", hint: "Used without the rights holder's permission" },
  other: { label: "Other", hint: "Something else — tell us below" },
};

export const REPORT_MESSAGES = {
  reasonRequired: "Please choose a reason",
  descriptionTooLong: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`,
  noteTooLong: `Note must be at most ${REPORT_NOTE_MAX} characters`,
  alreadyReported: "You have already reported this quote",
  notFound: "Report not found",
  submitted: "Report submitted",
  submittedDescription: "Thank you. An administrator will review this quote.",
  failed: "Failed to submit report. Please try again.",
} as const;

export const ReportReasonSchema = z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired });
export const ReportStatusSchema = z.enum(REPORT_STATUSES);

/** Empty or blank text becomes absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => (s ? s : undefined));

export const ReportCreateSchema = z.object({
  reason: ReportReasonSchema,
  description: optionalText(REPORT_DESCRIPTION_MAX, REPORT_MESSAGES.descriptionTooLong),
});
export type ReportCreateInput = z.output<typeof ReportCreateSchema>;

export const ReportSchema = z.object({
  id: z.uuid(),
  quote_id: z.uuid(),
  user_id: z.uuid().nullable(),
  reason: ReportReasonSchema,
  description: z.string().nullable(),
  status: ReportStatusSchema,
  note: z.string().nullable(),
  resolved_by: z.uuid().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/** A report in the admin queue, with what the admin needs to judge it. */
export const AdminReportSchema = ReportSchema.extend({
  quote: z.object({ text: z.string(), author: z.string(), url_slug: z.string(), status: z.string() }),
  reporter_name: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportQuerySchema = z.object({
  status: ReportStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminReportQuery = z.output<typeof AdminReportQuerySchema>;

export const AdminReportListSchema = z.object({ reports: z.array(AdminReportSchema), total: z.number().int() });
export type AdminReportList = z.infer<typeof AdminReportListSchema>;

/** An admin's decision: resolve (acted on it) or dismiss, or reopen; with an optional note. */
export const ReportDecisionSchema = z.object({
  status: ReportStatusSchema,
  note: optionalText(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong),
});
export type ReportDecision = z.output<typeof ReportDecisionSchema>;
