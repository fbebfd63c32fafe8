import { STORAGE_KEYS } from "#contracts/constants.ts";
import { readLocal, writeLocal } from "#client/lib/use-stored-value.ts";

/** docs/product/messages-and-limits.md: volume 0 to 1, default 1, kept in local storage under `volume`. */
export const DEFAULT_VOLUME = 1;

/** The stored volume, or the default when nothing (or nothing sensible) is stored. */
export function parseVolume(raw: string | null): number {
  if (raw === null || raw.trim() === "") return DEFAULT_VOLUME;
  const value = Number(raw);
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  return clampVolume(value);
}

export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  return Math.min(1, Math.max(0, value));
}

export function readVolume(): number {
  return parseVolume(readLocal(STORAGE_KEYS.volume));
}

export function storeVolume(value: number) {
  writeLocal(STORAGE_KEYS.volume, String(Math.round(clampVolume(value) * 100) / 100));
}
