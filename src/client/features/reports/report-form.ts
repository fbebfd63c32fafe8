import { commentLength } from "#contracts/comments.ts";
import { REPORT_DESCRIPTION_MAX, type ReportReason } from "#contracts/reports.ts";

export interface ReportFormState {
  reason: ReportReason | null;
  description: string;
}

/** The description's length as the server counts it, whether it is too long, and whether the form may be sent. */
export function reportFormStatus(form: ReportFormState) {
  const length = commentLength(form.description.trim());
  const over = length > REPORT_DESCRIPTION_MAX;
  return { length, over, ready: form.reason !== null && !over };
}
