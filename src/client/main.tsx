import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { createQueryClient } from "#client/lib/query-client.ts";
import { keepServerHead } from "#client/lib/page-head.tsx";
import { cn } from "#client/lib/utils.ts";
import { takeResetTokenFromPage } from "#client/features/auth/reset-token.ts";
import { App } from "./app/app.tsx";
import { createAppRouter, preloadPageStates } from "./app/router.tsx";
import { readSsrState, type SsrState } from "./app/ssr-state.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

function createApp(state: SsrState | null) {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const router = createAppRouter({ queryClient, storedDisplay: state?.storedDisplay });
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} publicUrl={state?.publicUrl ?? window.location.origin} />
    </StrictMode>
  );
  return { router, app };
}

/**
 * Lets the browser handle input and paint between start-up steps, so that none of them blocks it for long. A hidden
 * tab paints nothing and throttles its timers: there the steps run straight on.
 */
function yieldToBrowser(): Promise<void> {
  if (document.visibilityState !== "visible") return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A page the server rendered is hydrated from the state it was rendered with, each step a task of its own: the
 * page stays readable and responsive while React takes it over.
 */
async function hydratePage(root: HTMLElement, state: SsrState) {
  const { router, app } = createApp(state);
  keepServerHead();
  // Render the route tree as the server did (no Suspense boundary around it).
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  // cn() builds its class table on first use (lib/class-merge.ts).
  cn();
  await yieldToBrowser();
  // The page's code chunks first, so that hydration finds every component the server rendered.
  await router.load();
  // A wrong address (no route below the root) or a failure: that page's code too.
  const { matches } = router.state;
  if (matches.length < 2 || matches.some((match) => match.status !== "success")) {
    await preloadPageStates();
  }
  await yieldToBrowser();
  // In a transition, hydration yields to the browser every few milliseconds instead of blocking it.
  startTransition(() => void hydrateRoot(root, app));
}

// Before the router, analytics or anything else reads the address: a reset link's token goes into memory.
takeResetTokenFromPage();
const state = readSsrState();
if (state) void hydratePage(container, state);
// The dev server's pages are rendered here.
else createRoot(container).render(createApp(null).app);
