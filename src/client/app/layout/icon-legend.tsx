import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { InfoIcon } from "lucide-react";

// The panel (its entries draw two dozen icons) loads when the tab is first pointed at, focused or pressed.
const loadPanel = () => import("./icon-legend-panel.tsx");
const IconLegendPanel = lazy(loadPanel);

/**
 * The icon legend (docs/product/inspire.md): a tab on the left edge opening a panel that explains the icons on quote
 * cards (icon-legend-panel.tsx). Hidden with `?clean=true`.
 */
export function IconLegend({ hidden = false }: { hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const tab = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);

  if (hidden) return null;
  return (
    <>
      <button
        ref={tab}
        type="button"
        aria-expanded={open}
        aria-controls={wanted ? id : undefined}
        aria-label="Icon legend"
        title="What the icons mean"
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        data-testid="legend-tab"
        className="fixed top-1/2 left-0 z-30 flex h-12 w-7 -translate-y-1/2 items-center justify-center rounded-r-md border border-l-0 bg-background/90 text-muted-foreground shadow-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <InfoIcon aria-hidden="true" className="size-4" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <IconLegendPanel id={id} open={open} onClose={close} tab={tab} />
        </Suspense>
      )}
    </>
  );
}
