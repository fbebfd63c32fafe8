import { Suspense, useId, useState } from "react";
import { ChevronDownIcon, LightbulbIcon, PencilIcon } from "lucide-react";
import { can } from "#contracts/permissions.ts";
import type { Quote } from "#contracts/quotes.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { Button } from "#client/components/ui/button.tsx";
import { preloadable } from "#client/lib/preloadable.tsx";

interface DialogProps {
  quote: Quote;
  open: boolean;
  onOpenChange(open: boolean): void;
}

// Loaded when wanted (pointed at, focused or pressed); once loaded, each renders at once.
const list = preloadable<{ quoteId: string }>(() => import("./attribution-history-list.tsx"));
const correction = preloadable<DialogProps>(() =>
  import("./correction-dialog.tsx").then((module) => ({ default: module.CorrectionDialog })),
);
const editor = preloadable<DialogProps>(() =>
  import("./attribution-editor-dialog.tsx").then((module) => ({ default: module.AttributionEditorDialog })),
);

type Wanted = "correction" | "editor";

/**
 * A quote page's attribution history (docs/product/attribution.md): each change, loaded when "Show history" is pressed;
 * "Suggest a correction" for members (visitors are asked to sign in first) and "Edit attribution" for curators and
 * admins (the server checks again). The section and its buttons come with the page; what they open loads on demand.
 */
export function AttributionHistory({
  quote,
  viewer,
  onSignIn,
}: {
  quote: Quote;
  viewer: QuoteViewer | null;
  onSignIn: () => void;
}) {
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState<Wanted | null>(null);
  const [wanted, setWanted] = useState<Wanted[]>([]);
  const listId = useId();
  const show = (dialog: Wanted) => {
    setWanted((loaded) => (loaded.includes(dialog) ? loaded : [...loaded, dialog]));
    setOpen(dialog);
  };
  const dialogProps = (dialog: Wanted): DialogProps => ({
    quote,
    open: open === dialog,
    onOpenChange: (next) => setOpen(next ? dialog : null),
  });

  return (
    <section aria-labelledby="attribution-history-heading" className="mt-8" data-testid="attribution-history">
      <h2 id="attribution-history-heading" className="text-lg font-semibold tracking-tight">
        Attribution history
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={shown}
          aria-controls={listId}
          onPointerEnter={() => void list.preload()}
          onFocus={() => void list.preload()}
          onClick={() => setShown(!shown)}
        >
          <ChevronDownIcon aria-hidden="true" className={shown ? "rotate-180" : undefined} />
          {shown ? "Hide history" : "Show history"}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onPointerEnter={viewer ? () => void correction.preload() : undefined}
          onClick={() => (viewer ? show("correction") : onSignIn())}
        >
          <LightbulbIcon aria-hidden="true" />
          Suggest a correction
        </Button>
        {can(viewer?.role, "curateAttribution") && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onPointerEnter={() => void editor.preload()}
            onFocus={() => void editor.preload()}
            onClick={() => show("editor")}
          >
            <PencilIcon aria-hidden="true" />
            Edit attribution
          </Button>
        )}
      </div>
      <div id={listId} hidden={!shown}>
        {shown && (
          <Suspense fallback={<p className="mt-4 text-sm text-muted-foreground">Loading history…</p>}>
            <list.Component quoteId={quote.id} />
          </Suspense>
        )}
      </div>
      {viewer && wanted.includes("correction") && (
        <Suspense fallback={null}>
          <correction.Component {...dialogProps("correction")} />
        </Suspense>
      )}
      {viewer && wanted.includes("editor") && (
        <Suspense fallback={null}>
          <editor.Component {...dialogProps("editor")} />
        </Suspense>
      )}
    </section>
  );
}
