import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { preloadable } from "#client/lib/preloadable.tsx";
import { toast } from "#client/lib/toast.ts";
import { canEditQuote, type QuoteViewer } from "#contracts/quote-rules.ts";
import type { AudioPanelProps, EditableQuote } from "../editor-types.ts";
import { AudioPanelContext } from "./audio-panel-context.ts";
import { EDITOR_TOASTS } from "../messages.ts";
import { OPEN_SUBMISSION_FORM_EVENT, type OpenSubmissionFormDetail } from "../open-submission-form.ts";

// The form (react-hook-form, zod) loads on first use, or ahead of it, not with the first page.
const editorDialog = preloadable(() => import("./quote-editor-dialog.tsx"));
const QuoteEditorDialog = editorDialog.Component;
const DeleteQuoteDialog = lazy(() => import("./delete-quote-dialog.tsx"));

/** Starts loading the editor's code before it is needed, e.g. when a Submit Quote button is hovered. */
export function preloadQuoteEditor() {
  void editorDialog.preload();
}

export interface QuoteEditorApi {
  /** Opens the add/edit dialog: empty to add a quote, with a quote to edit it. */
  openEditor: (quote?: EditableQuote) => void;
  /** Asks for confirmation, then deletes the quote. */
  requestDelete: (quote: EditableQuote) => void;
}

const QuoteEditorContext = createContext<QuoteEditorApi | null>(null);

/**
 * Where focus goes back to when a dialog closes: the control that opened it, or — when that control lived in a
 * menu or sheet that closes on the way — the button that opened the menu or sheet.
 */
function returnTargetOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const container = element.closest<HTMLElement>("[role=menu], [role=dialog]");
  if (container?.id) {
    const opener = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(container.id)}"]`);
    if (opener) return opener;
  }
  return element;
}

/** Radix focuses a dialog's trigger on close; these dialogs have none, so focus goes back by hand. */
function restoreFocus(event: Event, target: HTMLElement | null) {
  event.preventDefault();
  if (target?.isConnected) target.focus();
  else document.getElementById("main")?.focus();
}

export function useQuoteEditor(): QuoteEditorApi {
  const context = useContext(QuoteEditorContext);
  if (!context) throw new Error("useQuoteEditor must be used inside <QuoteEditorProvider>");
  return context;
}

/**
 * Mounted once in the app: holds the add/edit dialog and the delete confirmation, opens the dialog on the
 * `openSubmissionForm` window event (docs/product/screens.md) and through `useQuoteEditor()`.
 */
export function QuoteEditorProvider({
  viewer,
  onSignInRequired,
  onQuoteDeleted,
  audioPanel = null,
  children,
}: {
  /** The signed-in user, or null for an anonymous visitor (who submits with an e-mail). */
  viewer: QuoteViewer | null;
  onSignInRequired: () => void;
  /** Called after a quote is deleted, e.g. to leave that quote's page. */
  onQuoteDeleted?: (quote: EditableQuote) => void;
  /** The Audio tab's content (a lazy component); without it the editor has no Audio tab. */
  audioPanel?: ((props: AudioPanelProps) => ReactNode) | null;
  children: ReactNode;
}) {
  const [editorLoaded, setEditorLoaded] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [target, setTarget] = useState<EditableQuote | null>(null);
  // Each opening starts a fresh form.
  const [session, setSession] = useState(0);
  const [deleteLoaded, setDeleteLoaded] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<EditableQuote | null>(null);

  const editorReturn = useRef<HTMLElement | null>(null);
  const deleteReturn = useRef<HTMLElement | null>(null);
  const viewerRef = useRef(viewer);
  const signInRef = useRef(onSignInRequired);
  useEffect(() => {
    viewerRef.current = viewer;
    signInRef.current = onSignInRequired;
  });

  const openEditor = useCallback((quote?: EditableQuote) => {
    const current = viewerRef.current;
    if (quote) {
      if (!current) {
        toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
        signInRef.current();
        return;
      }
      if (!canEditQuote(current, quote)) {
        toast.error("Edit not allowed", { description: "You can only edit your own quotes." });
        return;
      }
    }
    // "Submit another" opens from inside the dialog: keep the first opener.
    if (!document.querySelector("[data-testid=quote-editor]")?.contains(document.activeElement)) {
      editorReturn.current = returnTargetOf(document.activeElement);
    }
    // In a transition: the click paints at once, and the dialog follows without blocking the page.
    startTransition(() => {
      setTarget(quote ?? null);
      setSession((n) => n + 1);
      setEditorLoaded(true);
      setEditorOpen(true);
    });
  }, []);

  const requestDelete = useCallback((quote: EditableQuote) => {
    deleteReturn.current = returnTargetOf(document.activeElement);
    setDeleteTarget(quote);
    setDeleteLoaded(true);
    setDeleteOpen(true);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenSubmissionFormDetail | null | undefined>).detail;
      openEditor(detail?.quote);
    };
    window.addEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
  }, [openEditor]);

  // A signed-out user's edit dialog has nothing left to save.
  const editorShown = editorOpen && (target === null || viewer !== null);

  const api = useMemo<QuoteEditorApi>(() => ({ openEditor, requestDelete }), [openEditor, requestDelete]);

  return (
    <QuoteEditorContext value={api}>
      {children}
      {editorLoaded && (
        <Suspense fallback={null}>
          <AudioPanelContext value={audioPanel}>
            <QuoteEditorDialog
              key={session}
              open={editorShown}
              onOpenChange={setEditorOpen}
              quote={target}
              viewer={viewer}
              onDelete={requestDelete}
              onSignInRequired={() => {
                setEditorOpen(false);
                onSignInRequired();
              }}
              onAddAnother={() => openEditor()}
              onCloseAutoFocus={(event) => restoreFocus(event, editorReturn.current)}
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
            onCloseAutoFocus={(event) => restoreFocus(event, deleteReturn.current)}
            onDeleted={(deleted) => {
              if (target?.id === deleted.id) setEditorOpen(false);
              onQuoteDeleted?.(deleted);
            }}
          />
        </Suspense>
      )}
    </QuoteEditorContext>
  );
}
