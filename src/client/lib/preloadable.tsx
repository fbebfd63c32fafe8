import { lazy, useState, type ComponentType } from "react";

/**
 * A component whose code loads on demand, as with `React.lazy`, and which renders at once when its code has
 * already loaded (`preload()` on hover, focus or idle). `React.lazy` suspends on its first render even then, and
 * React holds a Suspense boundary's content back for up to 300 ms after its fallback: a dialog whose code was
 * preloaded would open a third of a second late.
 */
const serverRendered: (() => Promise<unknown>)[] = [];

/** Loads the pieces the server may render (`server: true`), so that it renders them rather than their fallback. */
export function loadServerRendered(): Promise<unknown> {
  return Promise.all(serverRendered.map((preload) => preload()));
}

/**
 * `server`: the server may render it (an empty or error state): it is loaded before the server renders
 * (loadServerRendered), and a page showing it hydrates that part once its code has arrived.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { server = false }: { server?: boolean } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may be retried by the next use.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  if (server) serverRendered.push(preload);
  function Preloadable(props: P) {
    // An instance keeps the component it started with: switching from one to the other would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}
