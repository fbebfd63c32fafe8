import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { preloadable } from "#client/lib/preloadable.tsx";
import { toast } from "#client/lib/toast.ts";
import { canEditQuote, type QuoteViewer } from "#contracts/quote-rules.ts";
import type { AudioPanelProps, EditableQuote, TranslationOriginal } from "../editor-types.ts";
import { AudioPanelContext } from "./audio-panel-context.ts";
import { EDITOR_TOASTS } from "../messages.ts";

// The form (react-hook-form, zod) loads on first use, or ahead of it, not with the first page.
const editorDialog = preloadable(() => import("./quote-editor-dialog.tsx"));
const QuoteEditorDialog = editorDialog.Component;
const DeleteQuoteDialog = lazy(() => import("./delete-quote-dialog.tsx"));

/** Starts loading the add/edit dialog's code. */
export function preloadEditorDialog() {
  void editorDialog.preload();
}

/** Opening the add/edit dialog (with the quote to edit) or the delete confirmation, and where focus goes back. */
export interface EditorRequest {
  id: number;
  kind: "edit" | "delete";
  quote?: EditableQuote;
  /** Adds a translation of this quote (an "edit" request without `quote`). */
  translationOf?: TranslationOriginal;
  /** The control to focus when the dialog closes; undefined keeps the previous one ("Submit another"). */
  returnTo?: HTMLElement | null;
}

/** Radix focuses a dialog's trigger on close; these dialogs have none, so focus goes back by hand. */
function restoreFocus(event: Event, target: HTMLElement | null) {
  event.preventDefault();
  if (target?.isConnected) target.focus();
  else document.getElementById("main")?.focus();
}

/**
 * The add/edit dialog and the delete confirmation (quote-editor-provider.tsx holds the app's way in): loaded with
 * the first request, or ahead of it. Each request is acted on once: an edit checks who may make it first.
 */
export default function QuoteEditorHost({
  request,
  viewer,
  onSignInRequired,
  onQuoteDeleted,
  audioPanel,
  onAddAnother,
  onRequestDelete,
}: {
  request: EditorRequest;
  viewer: QuoteViewer | null;
  onSignInRequired: () => void;
  onQuoteDeleted?: (quote: EditableQuote) => void;
  audioPanel: ((props: AudioPanelProps) => ReactNode) | null;
  onAddAnother: () => void;
  onRequestDelete: (quote: EditableQuote) => void;
}) {
  const [editorLoaded, setEditorLoaded] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [target, setTarget] = useState<EditableQuote | null>(null);
  const [translationOf, setTranslationOf] = useState<TranslationOriginal | null>(null);
  // Each opening starts a fresh form.
  const [session, setSession] = useState(0);
  const [deleteLoaded, setDeleteLoaded] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<EditableQuote | null>(null);
  const [editorReturn, setEditorReturn] = useState<HTMLElement | null>(null);
  const [deleteReturn, setDeleteReturn] = useState<HTMLElement | null>(null);

  const signInRef = useRef(onSignInRequired);
  useEffect(() => {
    signInRef.current = onSignInRequired;
  });

  // A request is acted on once, when it arrives, for the viewer of that moment.
  const [handled, setHandled] = useState(0);
  const [refusal, setRefusal] = useState<{ request: number; reason: "signIn" | "notOwner" } | null>(null);
  if (handled !== request.id) {
    setHandled(request.id);
    if (request.kind === "delete") {
      setDeleteReturn(request.returnTo ?? null);
      setDeleteTarget(request.quote ?? null);
      setDeleteLoaded(true);
      setDeleteOpen(true);
    } else if (request.quote && !viewer) {
      setRefusal({ request: request.id, reason: "signIn" });
    } else if (request.quote && viewer && !canEditQuote(viewer, request.quote)) {
      setRefusal({ request: request.id, reason: "notOwner" });
    } else {
      // "Submit another" opens from inside the dialog: the first opener stays where focus goes back.
      if (request.returnTo !== undefined) setEditorReturn(request.returnTo);
      setTarget(request.quote ?? null);
      setTranslationOf(request.quote ? null : (request.translationOf ?? null));
      setSession((n) => n + 1);
      setEditorLoaded(true);
      setEditorOpen(true);
    }
  }
  useEffect(() => {
    if (refusal?.reason === "signIn") {
      toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
      signInRef.current();
    } else if (refusal?.reason === "notOwner") {
      toast.error("Edit not allowed", { description: "You can only edit your own quotes." });
    }
  }, [refusal]);

  // A signed-out user's edit dialog has nothing left to save.
  const editorShown = editorOpen && (target === null || viewer !== null);

  return (
    <>
      {editorLoaded && (
        <Suspense fallback={null}>
          <AudioPanelContext value={audioPanel}>
            <QuoteEditorDialog
              key={session}
              open={editorShown}
              onOpenChange={setEditorOpen}
              quote={target}
              translationOf={translationOf}
              viewer={viewer}
              onDelete={onRequestDelete}
              onSignInRequired={() => {
                setEditorOpen(false);
                onSignInRequired();
              }}
              onAddAnother={onAddAnother}
              onCloseAutoFocus={(event) => restoreFocus(event, editorReturn)}
            />
          </AudioPanelContext>
        </Suspense>
      )}
      {deleteLoaded && (
        <Suspense fallback={null}>
          <DeleteQuoteDialog
            quote={deleteTarget}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            onCloseAutoFocus={(event) => restoreFocus(event, deleteReturn)}
            onDeleted={(deleted) => {
              if (target?.id === deleted.id) setEditorOpen(false);
              onQuoteDeleted?.(deleted);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
