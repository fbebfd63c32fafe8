import { EVENTS_PATH } from "#contracts/constants.ts";
import type { EventInput } from "#contracts/events.ts";
import { apiFetch } from "#client/lib/api.ts";
import { EventQueue } from "./event-queue.ts";
import { currentContext } from "./page-context.ts";

/** The page's one queue: batches by fetch (with the bearer token when signed in), the rest by beacon. */
export function createBrowserQueue(): EventQueue {
  return new EventQueue({
    send: (events: EventInput[]) => apiFetch(EVENTS_PATH, { method: "POST", json: { events }, keepalive: true }),
    // A beacon's string body goes as text/plain; the server reads it as JSON.
    beacon: (events: EventInput[]) =>
      typeof navigator.sendBeacon === "function" && navigator.sendBeacon(EVENTS_PATH, JSON.stringify({ events })),
    context: currentContext,
  });
}
