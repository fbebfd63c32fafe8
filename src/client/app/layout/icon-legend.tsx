import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { InfoIcon, PinIcon, PinOffIcon, XIcon } from "lucide-react";
import { LEGEND_DISPLAY_MS, LEGEND_TRANSPARENCY } from "#contracts/constants.ts";
import { cn } from "#client/lib/utils.ts";

// The entries (two dozen icons) load when the legend first opens, or when the tab is pointed at.
const loadEntries = () => import("./icon-legend-entries.tsx");
const IconLegendEntries = lazy(loadEntries);

/**
 * The icon legend (docs/product/inspire.md): a panel that slides out from the left edge and explains the icons on quote
 * cards. Pinned by default (it stays until closed or a click lands outside it); unpinned it shows for
 * LEGEND_DISPLAY_MS and slides back. Its background is LEGEND_TRANSPARENCY percent opaque with the page
 * blurred behind (decision 015). Hidden with `?clean=true`.
 */
export function IconLegend({ hidden = false }: { hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const tab = useRef<HTMLButtonElement>(null);
  const id = useId();

  // Closes on a click outside it (the tab toggles by itself).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panel.current?.contains(target) || tab.current?.contains(target))) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented && panel.current?.contains(document.activeElement)) {
        setOpen(false);
        tab.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // Unpinned, it shows for a while and goes.
  useEffect(() => {
    if (!open || pinned) return;
    const timer = window.setTimeout(() => setOpen(false), LEGEND_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, pinned]);

  if (hidden) return null;
  return (
    <>
      <button
        ref={tab}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label="Icon legend"
        title="What the icons mean"
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        onPointerEnter={() => void loadEntries()}
        onFocus={() => void loadEntries()}
        data-testid="legend-tab"
        className="fixed top-1/2 left-0 z-30 flex h-12 w-7 -translate-y-1/2 items-center justify-center rounded-r-md border border-l-0 bg-background/90 text-muted-foreground shadow-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <InfoIcon aria-hidden="true" className="size-4" />
      </button>
      <aside
        ref={panel}
        id={id}
        aria-label="Icon legend"
        inert={!open}
        data-state={open ? "open" : "closed"}
        data-pinned={pinned ? "true" : "false"}
        data-testid="icon-legend"
        style={{ backgroundColor: `color-mix(in oklab, var(--background) ${LEGEND_TRANSPARENCY}%, transparent)` }}
        className={cn(
          "fixed top-1/2 left-0 z-40 max-h-[80dvh] w-72 max-w-[calc(100vw-2rem)] -translate-y-1/2 overflow-y-auto rounded-r-xl border border-l-0 p-4 text-sm shadow-lg backdrop-blur-md",
          "transition-transform duration-300 motion-reduce:transition-none",
          open ? "translate-x-0" : "-translate-x-full",
        )}
      >
        <div className="mb-3 flex items-center gap-1">
          <h2 className="mr-auto text-sm font-semibold">Icon legend</h2>
          <button
            type="button"
            aria-pressed={pinned}
            onClick={() => setPinned((value) => !value)}
            title={pinned ? "Unpin: hide again after 5 seconds" : "Pin: keep the legend open"}
            data-testid="legend-pin"
            className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {pinned ? (
              <PinIcon aria-hidden="true" className="size-4" />
            ) : (
              <PinOffIcon aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">{pinned ? "Pinned" : "Pin legend"}</span>
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              tab.current?.focus();
            }}
            aria-label="Close icon legend"
            className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
        {loaded && (
          <Suspense fallback={<p className="text-muted-foreground">Loading...</p>}>
            <IconLegendEntries />
          </Suspense>
        )}
      </aside>
    </>
  );
}
