/** Business constants of docs/product/messages-and-limits.md, shared by server and client. The version is package.json's. */

export const QUOTE_PAGE_SIZE = 20;
/** How deep `offset` may page a list; deeper pages follow `next_cursor` (lists ordered by relevance stop here). */
export const QUOTE_OFFSET_MAX = 1000;
export const QUOTE_QUERY_LIMIT = 1000;
export const POPULAR_LIMIT = 10;

export const CATEGORIES = ["motivation", "love", "wisdom", "success", "life", "business", "inspiration"] as const;
export type Category = (typeof CATEGORIES)[number];

export const QUOTE_STATUSES = ["draft", "pending", "rejected", "approved"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const ROLES = ["user", "superuser", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * How sure the catalogue is of who said a quote (docs/product/attribution.md), in the order author pages list
 * them: a primary source is cited; commonly attributed, not checked (the default); the evidence conflicts; the
 * named author did not say it.
 */
export const ATTRIBUTION_STATUSES = ["verified", "attributed", "disputed", "misattributed"] as const;
export type AttributionStatus = (typeof ATTRIBUTION_STATUSES)[number];
export const SOURCE_TYPES = [
  "book",
  "speech",
  "letter",
  "interview",
  "article",
  "film",
  "song",
  "web",
  "other",
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

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
export const COPIED_INDICATOR_MS = 2000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Quote lists: fresh 5 min, kept 10 min. */
export const QUOTE_LIST_STALE_MS = 5 * 60_000;
export const QUOTE_LIST_GC_MS = 10 * 60_000;

/** Local storage keys of docs/product/data-model.md. */
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

/** Reading comfort (docs/product/messages-and-limits.md): the quote text size, kept in local storage `font-size`. */
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = "medium";

/** Inspire mode (docs/product/messages-and-limits.md): seconds per quote, minutes per session, autoplay delay, mini panel bounds. */
export const INSPIRE_QUOTE_SECONDS = { min: 5, max: 30, step: 1, default: 10 } as const;
export const INSPIRE_TOTAL_MINUTES = { min: 1, max: 60, default: 5 } as const;
export const INSPIRE_AUDIO_AUTOPLAY_DELAY_MS = 500;
export const INSPIRE_MINI_DEFAULT = { width: 300, height: 150 } as const;
export const INSPIRE_MINI_BOUNDS = { minWidth: 250, maxWidth: 500, minHeight: 120, maxHeight: 300 } as const;

/** Inspire's messages (docs/product/messages-and-limits.md), word for word. */
export const INSPIRE_MESSAGES = {
  loading: "Loading inspiring quotes... Please wait",
  noQuotes: "No quotes available",
  noAudioQuotes: "No audio quotes available",
  hintSwitchToAll: 'Try switching to "All quotes" mode',
  hintCheckBack: "Please check back later",
} as const;

/** The icon legend (docs/product/messages-and-limits.md): background transparency (percent) and how long it shows when unpinned. */
export const LEGEND_TRANSPARENCY = 65;
export const LEGEND_DISPLAY_MS = 5000;

// Constants the pages read as they start (route search values, session storage, event batching). They live here,
// beside no zod schema, so that the browser's entry chunk needs no zod; their contract modules re-export them.

/** The time windows of the trending list, shortest first. */
export const TRENDING_WINDOWS = ["24h", "7d", "30d"] as const;
export type TrendingWindow = (typeof TRENDING_WINDOWS)[number];
export const TRENDING_DEFAULT_WINDOW: TrendingWindow = "7d";

export const ANALYTICS_INTERVALS = ["day", "hour"] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** Longest range per interval: a year of days, two weeks of hours. */
export const ANALYTICS_MAX_BUCKETS: Record<AnalyticsInterval, number> = { day: 366, hour: 336 };

/** Roles an admin may give: member, Curator (`superuser`, docs/product/attribution.md) and admin. */
export const ASSIGNABLE_ROLES = ["user", "superuser", "admin"] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const MEMBER_STATUSES = ["active", "disabled"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Comments shown per page of a thread ("Load more" asks for the next). */
export const COMMENT_PAGE_SIZE = 20;
export const PROFILE_PAGE_SIZE = 20;

/** Privacy consent of docs/product/privacy-and-analytics.md and docs/product/messages-and-limits.md: stored under `privacy_consent`, version 1.0. */
export const CONSENT_VERSION = "1.0";

/** Event batching of docs/product/messages-and-limits.md: the client sends batches of 10, every 5 s, retrying a failed batch 3 times. */
export const EVENT_BATCH_SIZE = 10;
export const EVENT_FLUSH_INTERVAL_MS = 5_000;
/** Where the client sends analytics batches (fetch or beacon). */
export const EVENTS_PATH = "/api/events";
export const EVENT_MAX_RETRIES = 3;
/** Most events one POST /api/events may carry. */
export const EVENT_BATCH_MAX = 50;
