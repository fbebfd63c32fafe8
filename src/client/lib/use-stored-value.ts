import { useMemo, useRef, useSyncExternalStore } from "react";

/** Same-tab writes: the browser's `storage` event only reaches other tabs. */
const LOCAL_WRITE_EVENT = "echoes:local-storage";

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a local-storage entry and tells this tab's readers. */
export function writeLocal(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the value still applies until the page is left.
  }
  window.dispatchEvent(new CustomEvent(LOCAL_WRITE_EVENT, { detail: key }));
}

function subscribeTo(key: string) {
  return (onChange: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    const onLocalWrite = (event: Event) => {
      if ((event as CustomEvent<string>).detail === key) onChange();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(LOCAL_WRITE_EVENT, onLocalWrite);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(LOCAL_WRITE_EVENT, onLocalWrite);
    };
  };
}

/**
 * A local-storage value that renders the same on the server and during hydration (`serverValue`), then
 * follows storage — this tab's writes through `writeLocal` and other tabs' through the storage event.
 * The snapshot is the parsed value, kept while the stored text is unchanged: when storage agrees with
 * `serverValue` (nothing stored, the usual case), hydration is not followed by a forced re-render.
 */
export function useStoredValue<T>(key: string, parse: (raw: string | null) => T, serverValue: T): T {
  const subscribe = useMemo(() => subscribeTo(key), [key]);
  const last = useRef<{ raw: string | null; value: T } | null>(null);
  const read = () => {
    const raw = readLocal(key);
    if (last.current?.raw !== raw || last.current === null) last.current = { raw, value: parse(raw) };
    return last.current.value;
  };
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

const subscribeNever = () => () => {};

/** False while rendering on the server and hydrating, true once the page is the browser's own. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
