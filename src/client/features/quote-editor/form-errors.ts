import type { FieldErrors } from "react-hook-form";
import { ApiError } from "#client/lib/api.ts";
import { fieldErrorsOf } from "#client/lib/field-errors.ts";
import { EDITOR_TOASTS } from "./messages.ts";
import { formFieldOf, type QuoteFormField, type QuoteFormValues } from "./quote-form.ts";
import { errorMessage } from "#client/lib/error-message.ts";

/** The order in which fields are checked for the first error to focus. */
const FIELD_ORDER: QuoteFormField[] = [
  "email",
  "translation_of",
  "text",
  "author",
  "category",
  "language",
  "translator",
  "tags",
  "context",
  "description",
  "reference_url",
  "source.name",
  "source.author",
  "source.url",
  "source.publication_date",
  "source.type",
  "status",
];

function errorAt(errors: FieldErrors<QuoteFormValues>, field: QuoteFormField): string | undefined {
  if (field.startsWith("source.")) {
    const key = field.slice("source.".length) as keyof NonNullable<FieldErrors<QuoteFormValues>["source"]>;
    const sourceErrors = errors.source as Record<string, { message?: string } | undefined> | undefined;
    return sourceErrors?.[key]?.message;
  }
  return (errors[field as keyof FieldErrors<QuoteFormValues>] as { message?: string } | undefined)?.message;
}

/** The first field, in the form's order, that shows an error. */
export function firstErrorField(errors: FieldErrors<QuoteFormValues>): QuoteFormField | undefined {
  return FIELD_ORDER.find((field) => errorAt(errors, field));
}

/** The first of these fields in the form's order. */
export function firstField(fields: readonly QuoteFormField[]): QuoteFormField | undefined {
  return FIELD_ORDER.find((field) => fields.includes(field));
}

/** The tags' error: the list's own (too many) or the first tag's (too long). */
export function tagsError(error: FieldErrors<QuoteFormValues>["tags"]): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Object.values(error as Record<string, { message?: string } | undefined>);
  return items.find((item) => typeof item?.message === "string")?.message;
}

/**
 * The server's field errors that the form can show, at the form's fields. The e-mail and status fields are not
 * always on the form: errors for a field that is not shown are left out.
 */
export function serverFieldErrors(
  error: unknown,
  shown: { email: boolean; status: boolean },
): [QuoteFormField, string][] {
  const errors: [QuoteFormField, string][] = [];
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const field = formFieldOf(key);
    if (!field || (field === "email" && !shown.email) || (field === "status" && !shown.status)) continue;
    errors.push([field, message]);
  }
  return errors;
}

export interface SaveFailureMessages {
  toast: { title: string; description: string };
  /** Shown above the buttons; null when the fields show what went wrong. */
  formError: string | null;
}

/**
 * What a failed save says (docs/product/messages-and-limits.md): an update "Update failed"; a create that got no answer "Error", one the
 * server refused "Submission failed". The server's own message goes above the buttons unless fields show it.
 */
export function saveFailureMessages(
  error: unknown,
  write: "create" | "update",
  fieldsShowIt: boolean,
): SaveFailureMessages {
  if (write === "update") {
    const { updateFailed } = EDITOR_TOASTS;
    return { toast: updateFailed, formError: fieldsShowIt ? null : errorMessage(error, updateFailed.description) };
  }
  if (!(error instanceof ApiError)) {
    const { submitError } = EDITOR_TOASTS;
    return { toast: submitError, formError: submitError.description };
  }
  const { submissionFailed } = EDITOR_TOASTS;
  return {
    toast: submissionFailed,
    formError: fieldsShowIt ? null : errorMessage(error, submissionFailed.description),
  };
}
