import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";

/**
 * Debug mode (docs/product/inspire.md): on with `?debugmode=true` (which sets the session flag), a session flag, a persistent
 * flag or Ctrl+Shift+D (which sets the persistent one); `?debugmode=false` or Ctrl+Shift+D again clears both.
 * The flags are `debugMode` = "true" in session storage and in local storage.
 */

const CHANGE_EVENT = "echoes:debug-mode";
const KEY = STORAGE_KEYS.debugMode;

function read(storage: () => Storage): boolean {
  try {
    return storage().getItem(KEY) === "true";
  } catch {
    return false;
  }
}

function write(storage: () => Storage, on: boolean) {
  try {
    if (on) storage().setItem(KEY, "true");
    else storage().removeItem(KEY);
  } catch {
    // Storage unavailable: the mode lasts as long as the page.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export function isDebugMode(): boolean {
  return read(session) || read(local);
}

/** Switches debug mode on (for this session, or on this device with `persist`) or off everywhere. */
export function setDebugMode(on: boolean, options: { persist?: boolean } = {}) {
  if (on) {
    write(session, true);
    if (options.persist) write(local, true);
  } else {
    write(session, false);
    write(local, false);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** What the URL's `debugmode` asks: true sets the session flag, false clears every flag. */
export function applyDebugQuery(value: string | undefined) {
  if (value === "true" && !read(session)) setDebugMode(true);
  else if (value === "false" && isDebugMode()) setDebugMode(false);
}

/** Ctrl+Shift+D (docs/product/inspire.md), wherever focus is. */
export function isDebugShortcut(
  event: Pick<KeyboardEvent, "ctrlKey" | "shiftKey" | "altKey" | "metaKey" | "key" | "code">,
) {
  return (
    event.ctrlKey &&
    event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    (event.code === "KeyD" || event.key.toLowerCase() === "d")
  );
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether debug mode is on; false on the server and while hydrating. */
export function useDebugMode(): boolean {
  return useSyncExternalStore(subscribe, isDebugMode, () => false);
}
