import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, waitFor } from "@testing-library/react";
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import type { EventInput } from "#contracts/events.ts";
import { trackEvent } from "#client/lib/track-event.ts";
import { Analytics } from "./analytics.tsx";

const TOKEN = "rEsEt_tOkEn-0123456789";
const LINK = `/auth/callback?type=recovery&token=${TOKEN}#top`;
const GA_ID = "G-TEST123";

/** Google's tag commands so far, as plain arrays. */
const tagCommands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("analytics events", () => {
  const beacons: string[] = [];

  beforeEach(() => {
    beacons.length = 0;
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: vi.fn((_url: string, body: string) => (beacons.push(body), true)),
    });
    // Google's tag is configured; its script's URL is checked, never fetched.
    const { settings } = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM;
    settings.disableJavaScriptFileLoading = true;
    settings.handleDisabledFileLoadingAsSuccess = true;
    const meta = document.createElement("meta");
    meta.name = "echoes-ga-measurement-id";
    meta.content = GA_ID;
    document.head.appendChild(meta);
  });
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.dataLayer;
    delete window.gtag;
    window.history.replaceState(null, "", "/");
  });

  it("carry the page's path only, to our server and to Google's tag, even from an address with a token", async () => {
    // The worst case: an address start-up did not clean (the app cleans it before any of this runs).
    window.history.replaceState(null, "", LINK);
    const root = createRootRoute({
      component: () => (
        <>
          <Analytics consent={{ analytics: true, marketing: false }} />
          <Outlet />
        </>
      ),
    });
    const callback = createRoute({ getParentRoute: () => root, path: "/auth/callback", component: () => null });
    const about = createRoute({ getParentRoute: () => root, path: "/about", component: () => null });
    const router = createRouter({
      routeTree: root.addChildren([callback, about]),
      history: createBrowserHistory(),
    });
    const view = render(<RouterProvider router={router} />);
    await waitFor(() => expect(tagCommands().some(([, name]) => name === "page_view")).toBe(true));
    trackEvent("quote_copy", "quote_action", { quote_id: "q-1" });
    await act(async () => {
      router.history.push("/about?q=private%20words#section");
      await router.load();
    });
    await waitFor(() => expect(tagCommands().filter(([, name]) => name === "page_view")).toHaveLength(2));
    act(() => void window.dispatchEvent(new Event("pagehide")));
    view.unmount();

    const sent = beacons.flatMap((body) => (JSON.parse(body) as { events: EventInput[] }).events);
    expect(sent.map((e) => [e.event_name, e.properties])).toEqual([
      ["page_view", { path: "/auth/callback" }],
      ["quote_copy", { quote_id: "q-1" }],
      ["page_view", { path: "/about" }],
    ]);
    const origin = window.location.origin;
    expect(sent.map((e) => e.page_url)).toEqual([
      `${origin}/auth/callback`,
      `${origin}/auth/callback`,
      `${origin}/about`,
    ]);
    const pageViews = tagCommands().filter(([command, name]) => command === "event" && name === "page_view");
    expect(pageViews.map(([, , params]) => params)).toEqual([
      { page_location: `${origin}/auth/callback` },
      { page_location: `${origin}/about` },
    ]);
    expect(tagCommands()).toContainEqual([
      "config",
      GA_ID,
      { anonymize_ip: true, send_page_view: false, page_location: `${origin}/auth/callback` },
    ]);
    for (const text of [JSON.stringify(sent), JSON.stringify(tagCommands())]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain("private");
    }
  });
});
