import type { ConsentChoice } from "#contracts/consent.ts";
import { eventPageUrl } from "./page-context.ts";

/** The meta element the server adds when GA_MEASUREMENT_ID is set. */
const GA_META_NAME = "echoes-ga-measurement-id";
const TAG_URL = "https://www.googletagmanager.com/gtag/js";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function measurementId(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${GA_META_NAME}"]`)?.content;
  return content && /^G-[A-Z0-9]+$/.test(content) ? content : undefined;
}

function consentState(choice: ConsentChoice) {
  const ads = choice.marketing ? "granted" : "denied";
  return {
    analytics_storage: choice.analytics ? "granted" : "denied",
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

let loadedId: string | undefined;

/**
 * Loads Google's tag (once) with an anonymised IP, and only ever after analytics consent; marketing consent
 * decides its advertising storage. Later changes of mind update its consent state.
 */
export function applyGoogleTag(id: string, choice: ConsentChoice) {
  const disableKey = `ga-disable-${id}` as const;
  (window as unknown as Record<string, boolean>)[disableKey] = !choice.analytics;
  if (loadedId) {
    window.gtag?.("consent", "update", consentState(choice));
    return;
  }
  if (!choice.analytics) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects it is given, not arrays.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("consent", "default", consentState(choice));
  window.gtag("js", new Date());
  // Page views are sent by sendPageViewToGoogleTag, with the page's path only: Google's own would report
  // location.href, query included.
  window.gtag("config", id, { anonymize_ip: true, send_page_view: false, page_location: eventPageUrl(location) });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Forwards an event to Google's tag when it is loaded. */
export function sendToGoogleTag(name: string, params: Record<string, unknown> | undefined) {
  if (loadedId) window.gtag?.("event", name, params ?? {});
}

/**
 * A page view for Google's tag, with the address as analytics records it (origin and path); later events of the
 * page carry the same page_location.
 */
export function sendPageViewToGoogleTag() {
  if (!loadedId) return;
  const page = { page_location: eventPageUrl(location) };
  window.gtag?.("set", page);
  window.gtag?.("event", "page_view", page);
}
