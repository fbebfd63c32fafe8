import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  BookmarkIcon,
  CopyIcon,
  EyeIcon,
  InfoIcon,
  MessageCircleIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
  QuoteIcon,
  Share2Icon,
  SmilePlusIcon,
  SparklesIcon,
  XIcon,
} from "lucide-react";
import { LEGEND_DISPLAY_MS, LEGEND_TRANSPARENCY, REACTION_TYPES } from "#contracts/constants.ts";
import { REACTIONS, ReactionIcon } from "#client/components/reaction-icon.tsx";
import { cn } from "#client/lib/utils.ts";

function Entry({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The icon legend (SPEC §2, §4): a panel that slides out from the left edge and explains the icons on quote
 * cards. Pinned by default (it stays until closed or a click lands outside it); unpinned it shows for
 * LEGEND_DISPLAY_MS and slides back. Its background is LEGEND_TRANSPARENCY percent opaque with the page
 * blurred behind (decision 015). Hidden with `?clean=true`.
 */
export function IconLegend({ hidden = false }: { hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(true);
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
        onClick={() => setOpen((value) => !value)}
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
        <ul className="grid gap-2">
          <Entry icon={<QuoteIcon className="text-primary" />}>A quote — its text opens its page</Entry>
          <Entry icon={<CopyIcon />}>Copy the quote</Entry>
          <Entry icon={<Share2Icon />}>Share it or embed it</Entry>
          <Entry icon={<PencilIcon />}>Edit (your own quotes)</Entry>
          <Entry icon={<EyeIcon />}>Views</Entry>
          <Entry icon={<MessageCircleIcon />}>Comments</Entry>
          <Entry icon={<BookmarkIcon />}>Bookmark (filled when saved)</Entry>
          <Entry icon={<SmilePlusIcon />}>React to the quote</Entry>
          <Entry icon={<SparklesIcon />}>Inspire mode: rotating quotes</Entry>
          <Entry
            icon={<span className="h-3.5 w-5 rounded-sm border border-amber-500 bg-amber-100" aria-hidden="true" />}
          >
            Pending, Draft or Rejected: the status of your own quote
          </Entry>
          <Entry icon={<span className="h-3.5 w-5 rounded-sm bg-primary" aria-hidden="true" />}>
            Category; outlined labels are tags (“+N more” when there are over 3)
          </Entry>
        </ul>
        <h3 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Reactions</h3>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5">
          {REACTION_TYPES.map((type) => (
            <li key={type} className="flex items-center gap-2">
              <ReactionIcon type={type} />
              {REACTIONS[type].label}
            </li>
          ))}
        </ul>
      </aside>
    </>
  );
}
