import { useSyncExternalStore } from "react";

/** A quote picked for bulk generation. */
export interface SelectedQuote {
  id: string;
  text: string;
  author: string;
}

/** Bulk generation takes at most 100 quotes at a time. */
export const BULK_LIMIT = 100;

let selection: ReadonlyMap<string, SelectedQuote> = new Map();
const listeners = new Set<() => void>();

function set(next: Map<string, SelectedQuote>) {
  selection = next;
  for (const listener of listeners) listener();
}

export const bulkSelection = {
  get: () => selection,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds or removes a quote; adding stops at the bulk limit (returns false then). */
  toggle: (quote: SelectedQuote, on: boolean): boolean => {
    const next = new Map(selection);
    if (!on) next.delete(quote.id);
    else if (next.size >= BULK_LIMIT && !next.has(quote.id)) return false;
    else next.set(quote.id, quote);
    set(next);
    return true;
  },
  remove: (ids: Iterable<string>) => {
    const next = new Map(selection);
    for (const id of ids) next.delete(id);
    set(next);
  },
  clear: () => {
    set(new Map());
  },
};

const empty: ReadonlyMap<string, SelectedQuote> = new Map();

/** The quotes selected for bulk generation (none on the server and while hydrating). */
export function useBulkSelection(): ReadonlyMap<string, SelectedQuote> {
  return useSyncExternalStore(bulkSelection.subscribe, bulkSelection.get, () => empty);
}

/** The jobs of the last bulk generation, shown in the panel until it is closed. */
export interface BulkRun {
  /** One job per quote narrated, with the voice picked for it (a voice of the quote's language). */
  jobs: { id: string; quote_id: string; voice?: string }[];
  quotes: SelectedQuote[];
  voice: string;
  /** Quotes left out, with why (no voice speaks their language). */
  skipped?: { quote_id: string; language: string; reason: string }[];
}

let run: BulkRun | null = null;
const runListeners = new Set<() => void>();

export const bulkRun = {
  get: () => run,
  subscribe: (listener: () => void) => {
    runListeners.add(listener);
    return () => runListeners.delete(listener);
  },
  set: (next: BulkRun | null) => {
    run = next;
    for (const listener of runListeners) listener();
  },
};

export function useBulkRun(): BulkRun | null {
  return useSyncExternalStore(bulkRun.subscribe, bulkRun.get, () => null);
}
