import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import { GripHorizontalIcon } from "lucide-react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { readLocal, writeLocal } from "#client/lib/use-stored-value.ts";
import {
  clampPosition,
  clampSize,
  initialGeometry,
  type MiniPosition,
  type MiniSize,
  type Viewport,
} from "../mini-geometry.ts";

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

type Gesture =
  | { kind: "drag"; pointerId: number; startX: number; startY: number; from: MiniPosition }
  | { kind: "resize"; pointerId: number; startX: number; startY: number; from: MiniSize };

/**
 * The mini panel (docs/product/inspire.md): a small window over the page, dragged by its top bar and resized from its
 * corner within 250–500 × 120–300 px and the viewport; where it was and how big it is stay in local storage.
 */
export function MiniPanel({
  children,
  controls,
  onDragEnd,
}: {
  children: ReactNode;
  controls: ReactNode;
  onDragEnd?: () => void;
}) {
  const [geometry, setGeometry] = useState(() =>
    initialGeometry(
      { size: readLocal(STORAGE_KEYS.inspireMiniSize), position: readLocal(STORAGE_KEYS.inspireMiniPosition) },
      viewportNow(),
    ),
  );
  const gesture = useRef<Gesture | null>(null);

  const save = useCallback((next: { size: MiniSize; position: MiniPosition }) => {
    writeLocal(STORAGE_KEYS.inspireMiniSize, JSON.stringify(next.size));
    writeLocal(STORAGE_KEYS.inspireMiniPosition, JSON.stringify(next.position));
  }, []);

  // A smaller window pulls the panel back inside.
  useEffect(() => {
    const onResize = () =>
      setGeometry(({ size, position }) => {
        const viewport = viewportNow();
        const nextSize = clampSize(size, viewport);
        return { size: nextSize, position: clampPosition(position, nextSize, viewport) };
      });
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const begin = (kind: Gesture["kind"], event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if (kind === "drag" && (event.target as HTMLElement).closest("button")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const { pointerId, clientX: startX, clientY: startY } = event;
    gesture.current =
      kind === "drag"
        ? { kind, pointerId, startX, startY, from: geometry.position }
        : { kind, pointerId, startX, startY, from: geometry.size };
  };

  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const viewport = viewportNow();
    setGeometry(({ size, position }) => {
      if (current.kind === "drag") {
        return { size, position: clampPosition({ x: current.from.x + dx, y: current.from.y + dy }, size, viewport) };
      }
      const nextSize = clampSize({ width: current.from.width + dx, height: current.from.height + dy }, viewport);
      return { size: nextSize, position: clampPosition(position, nextSize, viewport) };
    });
  };

  const end = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    save(geometry);
    if (current.kind === "drag") onDragEnd?.();
  };

  const { size, position } = geometry;
  return (
    <section
      aria-label="Inspire mode (mini)"
      data-testid="inspire-mini"
      className="fixed z-[70] flex flex-col overflow-hidden rounded-xl border bg-background text-foreground shadow-xl"
      style={{ left: position.x, top: position.y, width: size.width, height: size.height }}
    >
      <div
        className="flex shrink-0 cursor-grab touch-none items-center gap-0.5 border-b bg-muted/60 px-1 py-0.5 select-none active:cursor-grabbing"
        onPointerDown={(event) => begin("drag", event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="inspire-mini-drag"
        title="Drag to move"
      >
        <GripHorizontalIcon aria-hidden="true" className="mx-1 size-4 shrink-0 text-muted-foreground" />
        <div className="ml-auto flex items-center">{controls}</div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      <div
        aria-hidden="true"
        className="absolute right-0 bottom-0 size-4 cursor-se-resize touch-none bg-[linear-gradient(135deg,transparent_50%,var(--border)_50%)]"
        onPointerDown={(event) => begin("resize", event)}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="inspire-mini-resize"
        title="Drag to resize"
      />
    </section>
  );
}
