/** Business constants of SPEC.md §9, shared by server and client. The version is package.json's. */

export const QUOTE_PAGE_SIZE = 20;
export const QUOTE_QUERY_LIMIT = 1000;
export const POPULAR_LIMIT = 10;

export const CATEGORIES = [
  "motivation",
  "love",
  "wisdom",
  "success",
  "life",
  "business",
  "inspiration",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const QUOTE_STATUSES = ["draft", "pending", "rejected", "approved"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const ROLES = ["user", "superuser", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const REACTION_TYPES = [
  "like",
  "dislike",
  "funny",
  "inspiring",
  "motivating",
  "thoughtful",
  "relatable",
  "powerful",
] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const REPORT_REASONS = ["inappropriate", "spam", "misinformation", "copyright", "other"] as const;
/** A report is open until an admin resolves (acts on) or dismisses it. */
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;

export const EVENT_TYPES = [
  "user_interaction",
  "page_view",
  "quote_action",
  "authentication",
  "error",
  "performance",
] as const;

export const SESSION_SECONDS = 3600;
export const SESSION_CAUTION_SECONDS = 2700;
export const SESSION_WARNING_SECONDS = 3000;
export const MIN_TOKEN_LENGTH = 11;
export const TOKEN_STORE_ATTEMPTS = 3;
export const JUST_LOGGED_IN_MS = 1000;

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const COMMENT_MAX = 1000;

export const SCROLL_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const COPIED_INDICATOR_MS = 2000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Quote lists: fresh 5 min, kept 10 min; popular: fresh 30 min, kept 60 min. */
export const QUOTE_LIST_STALE_MS = 5 * 60_000;
export const QUOTE_LIST_GC_MS = 10 * 60_000;
export const POPULAR_STALE_MS = 30 * 60_000;
export const POPULAR_GC_MS = 60 * 60_000;

/** Local storage keys of SPEC.md §3. */
export const STORAGE_KEYS = {
  theme: "theme",
  themeScheme: "theme-scheme",
  privacyConsent: "privacy_consent",
  inspireMiniPosition: "inspire-mini-position",
  inspireMiniSize: "inspire-mini-size",
  debugMode: "debugMode",
  quoteViewMode: "quote-view-mode",
  fontSize: "font-size",
  volume: "volume",
  authToken: "auth_token",
  authUser: "auth_user",
  sessionStart: "session_start",
} as const;
