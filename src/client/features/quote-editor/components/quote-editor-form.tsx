import { Suspense, useContext } from "react";
import { FormProvider } from "react-hook-form";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { FormAlert } from "#client/components/form-field.tsx";
import type { EditableQuote, EditorResult, TranslationOriginal } from "../editor-types.ts";
import { useQuoteEditorForm } from "../use-quote-editor-form.ts";
import { DeleteQuoteButton } from "./delete-quote-button.tsx";
import { QuoteEditorTabs } from "./quote-editor-tabs.tsx";
import { AudioPanelContext } from "./audio-panel-context.ts";
import { QuoteFields } from "./quote-fields.tsx";
import { QuotePreview } from "./quote-preview.tsx";
import { BackgroundTab } from "./background-tab.tsx";
import { SubmitActions } from "./submit-actions.tsx";

export interface QuoteEditorFormProps {
  /** The quote being edited; none to add a new one. */
  quote: EditableQuote | null;
  viewer: QuoteViewer | null;
  onSaved: (result: EditorResult) => void;
  onCancel: () => void;
  /** Asks to delete the quote (the caller confirms); without it there is no Delete button. */
  onDelete?: (quote: EditableQuote) => void;
  onSignInRequired?: () => void;
  /** Adds a translation of this quote: the form starts linked to it. */
  translationOf?: TranslationOriginal | null;
}

/**
 * The add/edit quote form with its Text, Background and Preview tabs (docs/product/screens.md, docs/product/quotes-and-search.md and docs/product/messages-and-limits.md). Anonymous visitors give an e-mail
 * and submit for review; signed-in users save a draft or submit for review; admins pick the status and save.
 */
export function QuoteEditorForm({
  quote,
  viewer,
  onSaved,
  onCancel,
  onDelete,
  onSignInRequired,
  translationOf = null,
}: QuoteEditorFormProps) {
  const editor = useQuoteEditorForm({ quote, viewer, onSaved, onSignInRequired, translationOf });
  const { form, mode, anonymous, admin, pendingAction } = editor;
  const renderAudioPanel = useContext(AudioPanelContext);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void editor.save(admin ? "save" : "review")(event)}
        aria-label={mode === "edit" ? "Edit quote" : translationOf ? "Submit a translation" : "Submit a quote"}
        className="flex min-h-0 flex-1 flex-col"
      >
        <QuoteEditorTabs
          tab={editor.tab}
          onTabChange={editor.setTab}
          text={
            <QuoteFields
              mode={mode}
              anonymous={anonymous}
              admin={admin}
              returnsToReviewFrom={editor.returnsToReviewFrom}
              tagsInputRef={editor.tagsInputRef}
              sourceOpen={editor.sourceOpen}
              onSourceOpenChange={editor.setSourceOpen}
              translationOriginal={translationOf}
              storedLanguage={quote?.language}
            />
          }
          audio={
            renderAudioPanel && viewer ? (
              <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
                {renderAudioPanel({ quote, viewer })}
              </Suspense>
            ) : undefined
          }
          background={<BackgroundTab signedIn={!anonymous} />}
          preview={<QuotePreview values={editor.values} status={editor.previewStatus} />}
        />

        <div className="grid gap-3 border-t bg-muted/30 px-4 py-3 sm:px-6">
          {editor.formError && <FormAlert>{editor.formError}</FormAlert>}
          <div className="flex flex-wrap items-center gap-2">
            {quote && onDelete && (
              <DeleteQuoteButton quote={quote} viewer={viewer} disabled={pendingAction !== null} onDelete={onDelete} />
            )}
            <SubmitActions
              admin={admin}
              anonymous={anonymous}
              pendingAction={pendingAction}
              onCancel={onCancel}
              onSaveDraft={(event) => void editor.save("draft")(event)}
            />
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
