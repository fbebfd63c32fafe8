import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { PageHeadProvider, type PageHead } from "#client/lib/page-head.tsx";
import { replayEarlyInput } from "./early-input.ts";
import { AppProviders } from "./providers.tsx";
import type { createAppRouter } from "./router.tsx";

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  publicUrl: string;
  /** Server only: receives the page's head while rendering. */
  collectHead?: (head: PageHead) => void;
}

/** The whole app, the same tree on the server and in the browser. */
export function App({ router, queryClient, publicUrl, collectHead }: AppProps) {
  useEffect(() => {
    // `<html data-hydrated>` once React has taken the page over (the benchmarks time it).
    document.documentElement.dataset.hydrated = "";
    // What the visitor did before that, once the stored session (set by an effect above) has rendered.
    const replay = setTimeout(() => void replayEarlyInput());
    return () => clearTimeout(replay);
  }, []);
  return (
    <PageHeadProvider value={{ publicUrl, collect: collectHead }}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageHeadProvider>
  );
}
