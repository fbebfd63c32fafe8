import { INSPIRE_MINI_BOUNDS, INSPIRE_MINI_DEFAULT } from "#contracts/constants.ts";

/**
 * The mini panel's place and size (docs/product/inspire.md): 250–500 × 120–300 px, always inside the viewport, kept in local
 * storage as `inspire-mini-position` ({ x, y }) and `inspire-mini-size` ({ width, height }).
 */

export interface MiniSize {
  width: number;
  height: number;
}
export interface MiniPosition {
  x: number;
  y: number;
}
export interface Viewport {
  width: number;
  height: number;
}

/** The gap kept from the viewport's edges when placing the panel by default. */
export const MINI_MARGIN = 16;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(min, max), Math.max(min, value));

/** A size within the spec's bounds and the viewport (the bounds win on a viewport smaller than the minimum). */
export function clampSize(size: MiniSize, viewport: Viewport): MiniSize {
  const maxWidth = Math.min(INSPIRE_MINI_BOUNDS.maxWidth, viewport.width);
  const maxHeight = Math.min(INSPIRE_MINI_BOUNDS.maxHeight, viewport.height);
  return {
    width: Math.round(clamp(size.width, INSPIRE_MINI_BOUNDS.minWidth, maxWidth)),
    height: Math.round(clamp(size.height, INSPIRE_MINI_BOUNDS.minHeight, maxHeight)),
  };
}

/** A position that keeps the whole panel inside the viewport. */
export function clampPosition(position: MiniPosition, size: MiniSize, viewport: Viewport): MiniPosition {
  return {
    x: Math.round(clamp(position.x, 0, viewport.width - size.width)),
    y: Math.round(clamp(position.y, 0, viewport.height - size.height)),
  };
}

/** The bottom-right corner, clear of the edges. */
export function defaultPosition(size: MiniSize, viewport: Viewport): MiniPosition {
  return clampPosition(
    { x: viewport.width - size.width - MINI_MARGIN, y: viewport.height - size.height - MINI_MARGIN },
    size,
    viewport,
  );
}

function parseNumbers<K extends string>(raw: string | null, keys: readonly K[]): Record<K, number> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const out = {} as Record<K, number>;
    for (const key of keys) {
      const n = (value as Record<string, unknown>)[key];
      if (typeof n !== "number" || !Number.isFinite(n)) return null;
      out[key] = n;
    }
    return out;
  } catch {
    return null;
  }
}

export function parseStoredSize(raw: string | null): MiniSize | null {
  return parseNumbers(raw, ["width", "height"] as const);
}

export function parseStoredPosition(raw: string | null): MiniPosition | null {
  return parseNumbers(raw, ["x", "y"] as const);
}

/** Where the panel opens: the stored size and place brought inside this viewport, else the defaults. */
export function initialGeometry(
  stored: { size: string | null; position: string | null },
  viewport: Viewport,
): { size: MiniSize; position: MiniPosition } {
  const size = clampSize(parseStoredSize(stored.size) ?? INSPIRE_MINI_DEFAULT, viewport);
  const storedPosition = parseStoredPosition(stored.position);
  const position = storedPosition ? clampPosition(storedPosition, size, viewport) : defaultPosition(size, viewport);
  return { size, position };
}
