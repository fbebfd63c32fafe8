import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { createQueryClient } from "#client/lib/query-client.ts";
import { App } from "./app/app.tsx";
import { createAppRouter } from "./app/router.tsx";
import { readSsrState } from "./app/ssr-state.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// A page the server rendered is hydrated from the state it was rendered with; the dev server's is rendered here.
const state = readSsrState();
const queryClient = createQueryClient();
if (state) hydrate(queryClient, state.queries);
const router = createAppRouter({ queryClient, storedDisplay: state?.storedDisplay });
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} publicUrl={state?.publicUrl ?? window.location.origin} />
  </StrictMode>
);

if (state) {
  // Render the route tree as the server did (no Suspense boundary around it), and load the page's code
  // chunks first, so that hydration finds every component the server rendered.
  router.ssr = { manifest: undefined };
  void hydrateWhenLoaded(container);
} else {
  createRoot(container).render(app);
}

/** Lets the browser handle input and paint between start-up steps, so that none of them blocks it for long. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrateWhenLoaded(root: HTMLElement) {
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // In a transition, hydration yields to the browser every few milliseconds instead of blocking it: the page
  // the server sent stays readable and responsive while React takes it over.
  startTransition(() => void hydrateRoot(root, app));
}
