import { COOKIE_DURATIONS } from "#contracts/consent.ts";

export interface CookieInfo {
  name: string;
  purpose: string;
  duration: string;
  provider: string;
}

/** A cookie category of docs/product/privacy-and-analytics.md. `choice` names the consent field it follows; required ones have none. */
export interface CookieCategory {
  id: "necessary" | "preferences" | "analytics" | "marketing";
  name: string;
  description: string;
  required: boolean;
  choice?: "analytics" | "marketing";
  cookies: CookieInfo[];
}

/** What Echoes keeps in the browser, and who reads it. */
export const COOKIE_CATEGORIES: CookieCategory[] = [
  {
    id: "necessary",
    name: "Strictly necessary",
    description: "Keep you signed in and remember this privacy choice. The site cannot work without them.",
    required: true,
    cookies: [
      {
        name: "auth_token",
        purpose: "Keeps you signed in while the tab is open (session storage)",
        duration: COOKIE_DURATIONS.session,
        provider: "Echoes",
      },
      {
        name: "privacy_consent",
        purpose: "Remembers the choices you make here",
        duration: COOKIE_DURATIONS.consent,
        provider: "Echoes",
      },
    ],
  },
  {
    id: "preferences",
    name: "Preferences",
    description:
      "Remember settings you chose yourself, such as the theme, colour and how quotes are shown. They are never used to track you.",
    required: true,
    cookies: [
      {
        name: "theme, theme-scheme",
        purpose: "Light or dark theme and your theme colour",
        duration: COOKIE_DURATIONS.consent,
        provider: "Echoes",
      },
      {
        name: "quote-view-mode",
        purpose: "Shows the quote list the way you last chose",
        duration: COOKIE_DURATIONS.consent,
        provider: "Echoes",
      },
    ],
  },
  {
    id: "analytics",
    name: "Analytics",
    description:
      "Count page views and clicks such as copy, share and filters, so that we learn what helps readers. IP addresses are anonymised.",
    required: false,
    choice: "analytics",
    cookies: [
      {
        name: "echoes_session_id",
        purpose: "Groups the events of one visit (session storage)",
        duration: COOKIE_DURATIONS.session,
        provider: "Echoes",
      },
      {
        name: "_ga, _ga_<id>",
        purpose: "Google Analytics: distinguishes visitors and visits (only when Google Analytics is enabled)",
        duration: COOKIE_DURATIONS.analytics,
        provider: "Google",
      },
    ],
  },
  {
    id: "marketing",
    name: "Marketing",
    description:
      "Let Google's tag measure whether a campaign brought you here. Echoes shows no ads; with this off, no advertising cookies are set.",
    required: false,
    choice: "marketing",
    cookies: [
      {
        name: "_gcl_au",
        purpose: "Google: links a visit to the campaign that led to it (only when Google Analytics is enabled)",
        duration: COOKIE_DURATIONS.marketing,
        provider: "Google",
      },
    ],
  },
];
