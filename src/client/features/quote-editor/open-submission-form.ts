import type { EditableQuote } from "./editor-types.ts";

/** The window event that opens the add/edit quote dialog (docs/product/screens.md); with `detail.quote` it opens in edit mode. */
export const OPEN_SUBMISSION_FORM_EVENT = "openSubmissionForm";

export interface OpenSubmissionFormDetail {
  quote?: EditableQuote;
}

export function openSubmissionForm(quote?: EditableQuote) {
  window.dispatchEvent(
    new CustomEvent<OpenSubmissionFormDetail>(OPEN_SUBMISSION_FORM_EVENT, { detail: quote ? { quote } : {} }),
  );
}
