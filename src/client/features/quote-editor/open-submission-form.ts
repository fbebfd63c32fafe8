import type { EditableQuote, TranslationOriginal } from "./editor-types.ts";

/**
 * The window event that opens the add/edit quote dialog (docs/product/screens.md); with `detail.quote` it opens in
 * edit mode, with `detail.translationOf` it adds a translation of that quote.
 */
export const OPEN_SUBMISSION_FORM_EVENT = "openSubmissionForm";

export interface OpenSubmissionFormDetail {
  quote?: EditableQuote;
  translationOf?: TranslationOriginal;
}

export function openSubmissionForm(quote?: EditableQuote) {
  window.dispatchEvent(
    new CustomEvent<OpenSubmissionFormDetail>(OPEN_SUBMISSION_FORM_EVENT, { detail: quote ? { quote } : {} }),
  );
}
