import { commentLength } from "#contracts/comments.ts";
import { REPORT_DESCRIPTION_MAX, REPORT_MESSAGES, type ReportReason } from "#contracts/reports.ts";
import { ApiError } from "#client/lib/api.ts";

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

/** The message for a failed report: the server's (409: "You have already reported this quote"), else a fallback. */
export function reportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message.trim() !== "") return error.message;
  return REPORT_MESSAGES.failed;
}
