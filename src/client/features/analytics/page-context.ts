import { withoutQuery } from "#contracts/event-urls.ts";
import type { EventContext } from "./event-queue.ts";

export const SESSION_ID_KEY = "echoes_session_id";

/** One id per browser session (tab), made when the first event is tracked with consent. */
export function sessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return "no-session-storage";
  }
}

export function forgetSessionId() {
  try {
    window.sessionStorage.removeItem(SESSION_ID_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The page address as analytics records it: origin and path, never the query or fragment (a reset link's token,
 * search words). The server strips them too.
 */
export function eventPageUrl(location: Pick<Location, "origin" | "pathname">): string {
  return location.origin + location.pathname;
}

export function currentContext(): EventContext {
  return {
    page_url: eventPageUrl(window.location),
    referrer: document.referrer ? withoutQuery(document.referrer) : null,
    session_id: sessionId(),
  };
}
