import {
  createContext,
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
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { AudioPanelProps, EditableQuote, TranslationOriginal } from "../editor-types.ts";
import { OPEN_SUBMISSION_FORM_EVENT, type OpenSubmissionFormDetail } from "../open-submission-form.ts";
import type { EditorRequest } from "./quote-editor-host.tsx";

// The dialogs, and the checks before an edit, load with the first request or ahead of it (quote-editor-host.tsx);
// once loaded, the host renders at once (React.lazy would hold the dialog back ~300 ms).
const loadHost = () => import("./quote-editor-host.tsx");
const host = preloadable(loadHost);
const QuoteEditorHost = host.Component;

/** Starts loading the editor's code before it is needed, e.g. when a Submit Quote button is hovered. */
export function preloadQuoteEditor() {
  // The dialog's own code alongside the host's, not after it.
  void import("./quote-editor-dialog.tsx");
  void host.preload();
  void loadHost().then((module) => module.preloadEditorDialog());
}

export interface QuoteEditorApi {
  /**
   * Opens the add/edit dialog: empty to add a quote, with a quote to edit it, or with `translationOf` (and no quote)
   * to add a translation of that quote, linked to it and by the same author.
   */
  openEditor: (quote?: EditableQuote, translationOf?: TranslationOriginal) => void;
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
  const [request, setRequest] = useState<EditorRequest | null>(null);
  const lastRequest = useRef(0);

  const openEditor = useCallback((quote?: EditableQuote, translationOf?: TranslationOriginal) => {
    // "Submit another" opens from inside the dialog: keep the first opener.
    const fromEditor = document.querySelector("[data-testid=quote-editor]")?.contains(document.activeElement);
    const returnTo = fromEditor ? undefined : returnTargetOf(document.activeElement);
    preloadQuoteEditor();
    // In a transition: the click paints at once, and the dialog follows without blocking the page.
    startTransition(() => setRequest({ id: ++lastRequest.current, kind: "edit", quote, translationOf, returnTo }));
  }, []);

  const requestDelete = useCallback((quote: EditableQuote) => {
    setRequest({ id: ++lastRequest.current, kind: "delete", quote, returnTo: returnTargetOf(document.activeElement) });
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenSubmissionFormDetail | null | undefined>).detail;
      openEditor(detail?.quote, detail?.translationOf);
    };
    window.addEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
  }, [openEditor]);

  const api = useMemo<QuoteEditorApi>(() => ({ openEditor, requestDelete }), [openEditor, requestDelete]);

  return (
    <QuoteEditorContext value={api}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <QuoteEditorHost
            request={request}
            viewer={viewer}
            onSignInRequired={onSignInRequired}
            onQuoteDeleted={onQuoteDeleted}
            audioPanel={audioPanel}
            onAddAnother={openEditor}
            onRequestDelete={requestDelete}
          />
        </Suspense>
      )}
    </QuoteEditorContext>
  );
}
