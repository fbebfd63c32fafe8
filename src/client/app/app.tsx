import { useState } from "react";
import { RouterProvider } from "@tanstack/react-router";
import { createQueryClient } from "#client/lib/query-client.ts";
import { AppProviders } from "./providers.tsx";
import { createAppRouter } from "./router.tsx";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
