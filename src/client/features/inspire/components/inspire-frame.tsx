import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "#client/lib/utils.ts";
import type { Announcement } from "../use-inspire-session.ts";

/** Full-screen controls fade after this long without a pointer move or key press. */
const IDLE_MS = 3000;

/**
 * The polite live region of the current frame. Its text is put in a moment after a change (and after the region
 * itself appears, when full screen and mini swap), so screen readers announce it, repeats included.
 */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  const [shown, setShown] = useState("");
  useEffect(() => {
    const clear = window.setTimeout(() => setShown(""), 0);
    const show = window.setTimeout(() => setShown(announcement.text), 100);
    return () => {
      window.clearTimeout(clear);
      window.clearTimeout(show);
    };
  }, [announcement]);
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="inspire-announcer">
      {shown}
    </p>
  );
}

/** The full-screen frame: a modal dialog over the page (which becomes inert), controls fading when idle. */
export function FullScreen({
  kiosk,
  finished,
  reducedMotion,
  children,
}: {
  kiosk: boolean;
  finished: boolean;
  reducedMotion: boolean;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const root = document.getElementById("root");
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (root) root.inert = true;
    frame.current?.focus();
    return () => {
      if (root) root.inert = false;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    window.addEventListener("pointermove", wake);
    window.addEventListener("keydown", wake);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("pointermove", wake);
      window.removeEventListener("keydown", wake);
    };
  }, []);

  return (
    <div
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-label="Inspire mode"
      tabIndex={-1}
      data-testid="inspire-full"
      data-kiosk={kiosk ? "true" : undefined}
      data-idle={idle ? "true" : undefined}
      className={cn(
        "fixed inset-0 z-[70] flex flex-col bg-background text-foreground outline-none",
        "bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_14%,transparent),transparent_60%)]",
        idle && "cursor-none [&_[data-inspire-chrome]]:opacity-0 [&_[data-inspire-chrome]:focus-within]:opacity-100",
        "[&_[data-inspire-chrome]]:transition-opacity [&_[data-inspire-chrome]]:duration-500 motion-reduce:[&_[data-inspire-chrome]]:transition-none",
        finished && !reducedMotion && "animate-out fade-out-0 fill-mode-forwards duration-[3000ms]",
      )}
    >
      {children}
    </div>
  );
}
