import { useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "#client/lib/toast.ts";
import type { QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import { ownerEditReturnsToReview, type QuoteViewer } from "#contracts/quote-rules.ts";
import { useCreateQuote } from "./api/create-quote.ts";
import { useSubmitAnonymousQuote } from "./api/submit-anonymous-quote.ts";
import { useUpdateQuote } from "./api/update-quote.ts";
import type { EditableQuote, EditorResult, EditorTab, SaveAction, TranslationOriginal } from "./editor-types.ts";
import { isUnauthorized } from "./errors.ts";
import { firstErrorField, firstField, saveFailureMessages, serverFieldErrors } from "./form-errors.ts";
import { EDITOR_TOASTS } from "./messages.ts";
import {
  defaultFormValues,
  quoteFormSchema,
  statusToSend,
  toAnonymousBody,
  toCreateBody,
  toUpdateBody,
  type QuoteFormField,
  type QuoteFormOutput,
  type QuoteFormValues,
} from "./quote-form.ts";

export interface QuoteEditorFormOptions {
  /** The quote being edited; none to add a new one. */
  quote: EditableQuote | null;
  viewer: QuoteViewer | null;
  onSaved: (result: EditorResult) => void;
  onSignInRequired?: () => void;
  /** A new translation's original: the form starts linked to it, with its author. */
  translationOf?: TranslationOriginal | null;
}

/**
 * The editor's form state and saving (docs/product/quotes-and-search.md and docs/product/messages-and-limits.md): anonymous visitors submit with an e-mail, signed-in users
 * save a draft or submit for review, admins save with the status they pick. A failed check or save shows the Text
 * tab (and the source fields when they hold the error) and focuses the first field in error.
 */
export function useQuoteEditorForm({
  quote,
  viewer,
  onSaved,
  onSignInRequired,
  translationOf = null,
}: QuoteEditorFormOptions) {
  const mode: "create" | "edit" = quote ? "edit" : "create";
  const anonymous = viewer === null;
  const admin = can(viewer?.role, "approveQuotes");
  const [schema] = useState(() => quoteFormSchema({ anonymous }));
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaultFormValues(quote, translationOf),
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<EditorTab>("text");
  const [sourceOpen, setSourceOpen] = useState(() => Boolean(quote?.source));
  const [pendingAction, setPendingAction] = useState<SaveAction | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const tagsInputRef = useRef<HTMLInputElement | null>(null);

  const create = useCreateQuote();
  const submitAnonymous = useSubmitAnonymousQuote();
  const update = useUpdateQuote();

  const values = useWatch({ control: form.control }) as QuoteFormValues;

  const focusField = (field: QuoteFormField) => {
    if (field === "tags") tagsInputRef.current?.focus();
    else form.setFocus(field);
  };

  const revealField = (first: QuoteFormField | undefined) => {
    setTab("text");
    if (first?.startsWith("source.")) setSourceOpen(true);
    if (first) requestAnimationFrame(() => focusField(first));
  };
  const revealFirstError = (fieldErrors: FieldErrors<QuoteFormValues>) => revealField(firstErrorField(fieldErrors));

  /** Puts the server's field errors at their fields; true when there were any. */
  const applyServerErrors = (error: unknown): boolean => {
    const fieldErrors = serverFieldErrors(error, { email: anonymous, status: admin });
    for (const [field, message] of fieldErrors) form.setError(field, { type: "server", message });
    // The form's own error state shows these only once it has rendered again: the first is found among them.
    if (fieldErrors.length > 0) revealField(firstField(fieldErrors.map(([field]) => field)));
    return fieldErrors.length > 0;
  };

  const failed = (error: unknown, write: "create" | "update") => {
    if (isUnauthorized(error) && !anonymous) {
      toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
      onSignInRequired?.();
      return;
    }
    const messages = saveFailureMessages(error, write, applyServerErrors(error));
    toast.error(messages.toast.title, { description: messages.toast.description });
    setFormError(messages.formError);
  };

  /** The submit handler of one of the form's buttons. */
  const save = (action: SaveAction) =>
    form.handleSubmit(
      async (output) => {
        setFormError(null);
        setPendingAction(action);
        try {
          if (quote) {
            if (!quote.id) {
              toast.error(EDITOR_TOASTS.missingId.title, { description: EDITOR_TOASTS.missingId.description });
              return;
            }
            const status = statusToSend({ action, mode, currentStatus: quote.status, chosenStatus: output.status });
            try {
              const updated = await update.mutateAsync({ id: quote.id, body: toUpdateBody(output, status, quote) });
              onSaved({ kind: "updated", quote: updated });
            } catch (error) {
              failed(error, "update");
            }
            return;
          }
          try {
            if (anonymous) {
              const created = await submitAnonymous.mutateAsync(toAnonymousBody(output));
              onSaved({ kind: "created", action: "anonymous", quote: created });
            } else {
              const status = statusToSend({ action, mode, chosenStatus: output.status });
              const created = await create.mutateAsync(toCreateBody(output, status));
              onSaved({ kind: "created", action, quote: created });
            }
          } catch (error) {
            failed(error, "create");
          }
        } finally {
          setPendingAction(null);
        }
      },
      (fieldErrors) => revealFirstError(fieldErrors),
    );

  /** The status the preview's badge shows: what saving will ask for, as far as the form knows it. */
  const previewStatus: QuoteStatus | null = anonymous
    ? "pending"
    : admin
      ? values.status
      : mode === "edit"
        ? (quote?.status ?? null)
        : "pending";

  /** An owner editing an approved or rejected quote is told that saving sends it back to review. */
  const returnsToReviewFrom = quote && !admin && ownerEditReturnsToReview(quote.status) ? quote.status : null;

  return {
    form,
    mode,
    anonymous,
    admin,
    values,
    tab,
    setTab,
    sourceOpen,
    setSourceOpen,
    tagsInputRef,
    pendingAction,
    formError,
    save,
    previewStatus,
    returnsToReviewFrom,
  };
}
