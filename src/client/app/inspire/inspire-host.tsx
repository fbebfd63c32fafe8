import { useCallback, useEffect, useState } from "react";
import { useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { InspireButton, InspireLoadingScreen } from "#client/features/inspire/components/inspire-button.tsx";
import { INSPIRE_TOGGLE_EVENT } from "#client/features/inspire/inspire-events.ts";
import type { InspireDisplay, InspireMode } from "#client/features/inspire/rotation.ts";
import { parsePageOptions } from "#client/features/quotes/home-search.ts";
import { ClientOnly } from "#client/lib/client-only.tsx";
import { preloadable } from "#client/lib/preloadable.tsx";

// The player loads on first use, or on the button's hover or focus; once loaded it opens at once.
const { Component: InspireSession, preload: loadSession } = preloadable(() => import("./inspire-session.tsx"));

const EMPTY_SEARCH: Record<string, unknown> = {};

/**
 * Inspire's state (docs/product/data-model.md: mode, display, active) and its ways in: the floating button, the `inspire-toggle`
 * window event (detail true or false) and a kiosk link (`?inspire=full`, optionally `&list={id}` and any list
 * filters). The player loads on first use; a kiosk link shows its loading screen from the server's HTML on.
 */
export function InspireHost() {
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const search = useRouterState({ select: (state) => state.location.search }) as Record<string, unknown>;
  const arrival = parsePageOptions(search);
  const [active, setActive] = useState(arrival.inspire !== undefined);
  const [display, setDisplay] = useState<InspireDisplay>(arrival.inspire ?? "full");
  const [mode, setMode] = useState<InspireMode>("all");
  const kiosk = arrival.inspire !== undefined;

  // A kiosk link followed inside the app (a list's "Play in Inspire") opens Inspire too.
  const arrivalKey = `${arrival.inspire ?? ""}|${arrival.list ?? ""}`;
  const [seenArrival, setSeenArrival] = useState(arrivalKey);
  if (seenArrival !== arrivalKey) {
    setSeenArrival(arrivalKey);
    if (arrival.inspire) {
      setDisplay(arrival.inspire);
      setActive(true);
    }
  }

  const open = useCallback(() => {
    setDisplay("full");
    setActive(true);
  }, []);

  const close = useCallback(() => {
    setActive(false);
    // Leaving a kiosk link: the page behind keeps its filters, without the parameters that opened Inspire.
    if (kiosk) {
      void navigate({
        to: pathname,
        search: ((previous: Record<string, unknown>) => ({
          ...previous,
          inspire: undefined,
          list: undefined,
        })) as never,
        replace: true,
        resetScroll: false,
      });
    }
  }, [kiosk, navigate, pathname]);

  useEffect(() => {
    const onToggle = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (detail === true) open();
      else if (detail === false) close();
      else setActive((on) => !on);
    };
    window.addEventListener(INSPIRE_TOGGLE_EVENT, onToggle);
    return () => window.removeEventListener(INSPIRE_TOGGLE_EVENT, onToggle);
  }, [open, close]);

  const toggle = () => (active ? close() : open());
  // The button's link (it works before the app has started): this page as a kiosk link, or without one. A reset
  // link's token, which only the server sees in the address, never goes into it.
  const hrefWith = (inspire: "full" | undefined) =>
    router.buildLocation({
      to: pathname,
      search: { ...search, token: undefined, inspire, list: inspire ? search.list : undefined } as never,
    }).href;
  const fallback = active && display === "full" ? <InspireLoadingScreen closeHref={hrefWith(undefined)} /> : null;

  return (
    <>
      <InspireButton
        active={active}
        href={hrefWith(active ? undefined : "full")}
        onToggle={toggle}
        onPreload={() => void loadSession()}
      />
      {active && (
        <ClientOnly fallback={fallback}>
          <InspireSession
            homeSearch={pathname === "/" ? search : EMPTY_SEARCH}
            listId={arrival.list}
            mode={mode}
            onModeChange={setMode}
            display={display}
            onDisplayChange={setDisplay}
            kiosk={kiosk}
            onClose={close}
          />
        </ClientOnly>
      )}
    </>
  );
}
