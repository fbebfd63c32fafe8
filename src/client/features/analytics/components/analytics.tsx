import { useEffect, useRef } from "react";
import { useLocation } from "@tanstack/react-router";
import type { ConsentChoice } from "#contracts/consent.ts";
import { setEventSink, trackEvent } from "#client/lib/track-event.ts";
import { createBrowserQueue } from "../browser-queue.ts";
import type { EventQueue } from "../event-queue.ts";
import { applyGoogleTag, measurementId, sendPageViewToGoogleTag, sendToGoogleTag } from "../google-tag.ts";
import { forgetSessionId } from "../page-context.ts";

/**
 * Analytics for the whole app, following the visitor's consent: the event queue behind `trackEvent`, page
 * views on every navigation, and Google's tag when it is configured. Renders nothing.
 */
export function Analytics({ consent }: { consent: ConsentChoice | null }) {
  const queue = useRef<EventQueue | null>(null);
  const analytics = consent?.analytics ?? false;
  const marketing = consent?.marketing ?? false;
  // The path only: a query or fragment may hold a secret (a reset link's token) or search words.
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    const q = createBrowserQueue();
    queue.current = q;
    setEventSink((event) => {
      q.track(event);
      if (event.event_type === "page_view") sendPageViewToGoogleTag();
      else sendToGoogleTag(event.event_name, event.properties);
    });
    const onHide = () => {
      if (document.visibilityState === "hidden") q.flushWithBeacon();
    };
    const onPageHide = () => q.flushWithBeacon();
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      setEventSink(undefined);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      q.dispose();
      queue.current = null;
    };
  }, []);

  useEffect(() => {
    queue.current?.setConsent(analytics);
    if (!analytics) forgetSessionId();
    const id = measurementId();
    if (id && consent) applyGoogleTag(id, { analytics, marketing });
  }, [analytics, marketing, consent]);

  // Every page shown counts, including the one on screen when consent is given.
  useEffect(() => {
    if (analytics) trackEvent("page_view", "page_view", { path: pathname });
  }, [pathname, analytics]);

  return null;
}
