/**
 * The service worker's global scope, as much of it as sw.ts uses. The project is type-checked with the DOM's
 * library, whose `self` is a window; the worker's own library would clash with it in the same program.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}

/** A rule of the Service Worker Static Routing API (Chromium 123+): matching requests never reach the worker. */
export interface RouterRule {
  condition: { urlPattern?: string; requestMethod?: string };
  source: "network";
}

export interface InstallEvent extends ExtendableEvent {
  /** Absent where the browser has no static routing. */
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}

export interface WorkerScope {
  readonly location: Location;
  /** The precache manifest vite-plugin-pwa writes into the built worker. */
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  addEventListener(type: "install", listener: (event: InstallEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
