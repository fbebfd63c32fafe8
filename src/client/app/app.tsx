import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { PageHeadProvider, type PageHead } from "#client/lib/page-head.tsx";
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
  // `<html data-hydrated>` once React has taken the page over: until then the server's controls do not respond.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <PageHeadProvider value={{ publicUrl, collect: collectHead }}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageHeadProvider>
  );
}
