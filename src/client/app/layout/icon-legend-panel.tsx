import { useEffect, useState, type RefObject } from "react";
import { PinIcon, PinOffIcon, XIcon } from "lucide-react";
import { LEGEND_DISPLAY_MS, LEGEND_TRANSPARENCY } from "#contracts/constants.ts";
import { cn } from "#client/lib/utils.ts";
import IconLegendEntries from "./icon-legend-entries.tsx";

/**
 * The icon legend's panel (icon-legend.tsx renders its tab): it slides out from the left edge. Pinned by default (it
 * stays until closed or a click lands outside it); unpinned it shows for LEGEND_DISPLAY_MS and slides back. Its
 * background is LEGEND_TRANSPARENCY percent opaque with the page blurred behind (decision 015).
 */
export default function IconLegendPanel({
  id,
  open,
  onClose,
  tab,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  tab: RefObject<HTMLButtonElement | null>;
}) {
  const [pinned, setPinned] = useState(true);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  // Mounted closed, then opened a frame later: the first opening slides out too.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Closes on a click outside it (the tab toggles by itself).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (panel?.contains(target) || tab.current?.contains(target))) return;
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented && panel?.contains(document.activeElement)) {
        onClose();
        tab.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, panel, tab, onClose]);

  // Unpinned, it shows for a while and goes.
  useEffect(() => {
    if (!open || pinned) return;
    const timer = window.setTimeout(onClose, LEGEND_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, pinned, onClose]);

  return (
    <aside
      ref={setPanel}
      id={id}
      aria-label="Icon legend"
      inert={!shown}
      data-state={shown ? "open" : "closed"}
      data-pinned={pinned ? "true" : "false"}
      data-testid="icon-legend"
      style={{ backgroundColor: `color-mix(in oklab, var(--background) ${LEGEND_TRANSPARENCY}%, transparent)` }}
      className={cn(
        "fixed top-1/2 left-0 z-40 max-h-[80dvh] w-72 max-w-[calc(100vw-2rem)] -translate-y-1/2 overflow-y-auto rounded-r-xl border border-l-0 p-4 text-sm shadow-lg backdrop-blur-md",
        "transition-transform duration-300 motion-reduce:transition-none",
        shown ? "translate-x-0" : "-translate-x-full",
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
            onClose();
            tab.current?.focus();
          }}
          aria-label="Close icon legend"
          className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
      <IconLegendEntries />
    </aside>
  );
}
