// src/contracts/constants.ts
var QUOTE_QUERY_LIMIT = 1e3;
var CATEGORIES = [
	"motivation",
	"love",
	"wisdom",
	"success",
	"life",
	"business",
	"inspiration"
];
var QUOTE_STATUSES = [
	"draft",
	"pending",
	"rejected",
	"approved"
];
var ROLES = [
	"user",
	"superuser",
	"admin"
];
var SESSION_SECONDS = 3600;
var SESSION_CAUTION_SECONDS = 2700;
var SESSION_WARNING_SECONDS = 3e3;
var JUST_LOGGED_IN_MS = 1e3;
var COPIED_INDICATOR_MS = 2e3;
var TOAST_DURATION_MS = 5e3;
/** Quote lists: fresh 5 min, kept 10 min; popular: fresh 30 min, kept 60 min. */
var QUOTE_LIST_STALE_MS = 3e5;
var QUOTE_LIST_GC_MS = 6e5;
/** Local storage keys of SPEC.md §3. */
var STORAGE_KEYS = {
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
	sessionStart: "session_start"
};
export { QUOTE_LIST_STALE_MS as a, ROLES as c, SESSION_WARNING_SECONDS as d, STORAGE_KEYS as f, QUOTE_LIST_GC_MS as i, SESSION_CAUTION_SECONDS as l, COPIED_INDICATOR_MS as n, QUOTE_QUERY_LIMIT as o, TOAST_DURATION_MS as p, JUST_LOGGED_IN_MS as r, QUOTE_STATUSES as s, CATEGORIES as t, SESSION_SECONDS as u };
