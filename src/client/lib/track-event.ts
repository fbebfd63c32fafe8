import type { EventType } from "#contracts/events.ts";

/** An analytics event as a feature reports it; page, referrer and session are added by the queue. */
export interface TrackedEvent {
  event_name: string;
  event_type: EventType;
  properties?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

type EventSink = (event: TrackedEvent) => void;

let sink: EventSink | undefined;
/** What was reported in the browser before the analytics code had loaded (it loads after hydration). */
let early: TrackedEvent[] | undefined = [];
const EARLY_MAX = 50;

/**
 * The analytics feature plugs its queue in here once the page is the browser's own; the first sink also gets what
 * was reported while its code was loading.
 */
export function setEventSink(next: EventSink | undefined) {
  sink = next;
  const pending = early;
  if (next && pending) {
    early = undefined;
    for (const event of pending) next(event);
  }
}

/**
 * Reports something a visitor did, e.g. `trackEvent("quote_copy", "quote_action", { quote_id })`.
 * Safe to call anywhere: nothing is recorded on the server, before hydration, or without analytics consent.
 */
export function trackEvent(
  eventName: string,
  eventType: EventType = "user_interaction",
  properties?: Record<string, unknown>,
  metadata?: Record<string, unknown>,
) {
  const event = { event_name: eventName, event_type: eventType, properties, metadata };
  if (sink) sink(event);
  else if (early && typeof window !== "undefined" && early.length < EARLY_MAX) early.push(event);
}
