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

/** The page address without its fragment, and without the query of the auth callback (it carries tokens). */
export function eventPageUrl(location: Location): string {
  const path = location.pathname.startsWith("/auth/") ? location.pathname : location.pathname + location.search;
  return location.origin + path;
}

export function currentContext(): EventContext {
  return {
    page_url: eventPageUrl(window.location),
    referrer: document.referrer || null,
    session_id: sessionId(),
  };
}
