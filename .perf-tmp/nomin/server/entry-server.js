import { c as isUsableToken, d as readStoredUser, f as storeAuthToken, i as setApiTransport, l as readAuthToken, m as writeSessionStart, n as SESSION_EXPIRED_MESSAGE, o as SESSION_EXPIRED_EVENT, p as storeUser, r as apiFetch, s as clearStoredSession, t as ApiError, u as readSessionStart } from "./assets/api-CIaH_iHj.js";
import { f as STORAGE_KEYS, p as TOAST_DURATION_MS, r as JUST_LOGGED_IN_MS, u as SESSION_SECONDS } from "./assets/constants-DC2r50n9.js";
import { n as useStoredValue, r as writeLocal, t as useHydrated } from "./assets/use-stored-value-BJ-utGa7.js";
import { a as DISPLAY_MODES, c as parseHomeSearch } from "./assets/home-search-a6R37OlP.js";
import { n as resolveRole, t as can } from "./assets/permissions-CeLJ-25C.js";
import { t as cn } from "./assets/utils-C-mJS6jL.js";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider, dehydrate, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, RouterProvider, createFileRoute, createMemoryHistory, createRootRouteWithContext, createRouter, lazyRouteComponent, useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Toaster, toast } from "sonner";
import { AlertTriangleIcon, ArrowLeftIcon, ArrowRightIcon, ArrowUpIcon, Loader2Icon, LogInIcon, LogOutIcon, MenuIcon, MoonIcon, PaletteIcon, PlusIcon, QuoteIcon, RotateCwIcon, SearchXIcon, SunIcon, TimerIcon, TimerOffIcon, TimerResetIcon, UserPenIcon, UserPlusIcon, XIcon } from "lucide-react";
import { Dialog, Slot } from "radix-ui";
import { cva } from "class-variance-authority";
// src/client/lib/page-head.tsx
var SITE_NAME = "Echoes";
var HOME_TITLE = "Echoes — quotes worth sharing";
var PageHeadContext = createContext({ publicUrl: "" });
function PageHeadProvider({ value, children }) {
	return /* @__PURE__ */ jsx(PageHeadContext, {
		value,
		children
	});
}
function usePublicUrl() {
	return useContext(PageHeadContext).publicUrl;
}
/** Declares the page's head: collected while rendering on the server, applied to the document in the browser. */
function usePageHead(head) {
	const { publicUrl, collect } = useContext(PageHeadContext);
	collect?.(head);
	const key = JSON.stringify(head);
	useEffect(() => {
		applyPageHead(JSON.parse(key), publicUrl);
	}, [key, publicUrl]);
}
/** "About — Echoes"; the home page's title without one. */
function usePageTitle(title) {
	usePageHead({ title: title ? `${title} — ${SITE_NAME}` : HOME_TITLE });
}
function absolute(publicUrl, path) {
	return `${publicUrl}${path.startsWith("/") ? path : `/${path}`}`;
}
/** The tags of a head, besides its title: description, canonical link, Open Graph, Twitter card, JSON-LD. */
function pageHeadTags(head, publicUrl) {
	const description = head.description ?? "Echoes is a public place to discover, read, listen to and share meaningful quotes from around the world.";
	const tags = [
		{
			tag: "meta",
			attrs: {
				name: "description",
				content: description
			}
		},
		{
			tag: "meta",
			attrs: {
				property: "og:site_name",
				content: SITE_NAME
			}
		},
		{
			tag: "meta",
			attrs: {
				property: "og:type",
				content: head.ogType ?? "website"
			}
		},
		{
			tag: "meta",
			attrs: {
				property: "og:title",
				content: head.title
			}
		},
		{
			tag: "meta",
			attrs: {
				property: "og:description",
				content: description
			}
		},
		{
			tag: "meta",
			attrs: {
				name: "twitter:card",
				content: "summary"
			}
		},
		{
			tag: "meta",
			attrs: {
				name: "twitter:title",
				content: head.title
			}
		},
		{
			tag: "meta",
			attrs: {
				name: "twitter:description",
				content: description
			}
		}
	];
	if (head.canonicalPath !== void 0) {
		const url = absolute(publicUrl, head.canonicalPath);
		tags.push({
			tag: "link",
			attrs: {
				rel: "canonical",
				href: url
			}
		});
		tags.push({
			tag: "meta",
			attrs: {
				property: "og:url",
				content: url
			}
		});
	}
	if (head.jsonLd) tags.push({
		tag: "script",
		attrs: { type: "application/ld+json" },
		text: JSON.stringify(head.jsonLd)
	});
	return tags;
}
/** Marks the tags a page owns, so that the next page replaces them. */
var OWNED = "data-page-head";
var escapeHtml = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A script's JSON can never close the script element early. */
var escapeScriptText = (value) => value.replace(/</g, "\\u003c");
/** The head as HTML, for the server's response. */
function pageHeadHtml(head, publicUrl) {
	const tags = pageHeadTags(head, publicUrl).map(({ tag, attrs, text }) => {
		const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("");
		return tag === "script" ? `<script${attributes} ${OWNED}>${escapeScriptText(text ?? "")}<\/script>` : `<${tag}${attributes} ${OWNED}>`;
	});
	return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join("\n    ");
}
/** Whether an element in the document is exactly this tag (the server wrote it, or an earlier apply). */
function isSameTag(element, { tag, attrs, text }) {
	if (element.localName !== tag || element.attributes.length !== Object.keys(attrs).length + 1) return false;
	if (Object.entries(attrs).some(([name, value]) => element.getAttribute(name) !== value)) return false;
	return text === void 0 || element.textContent === escapeScriptText(text);
}
/**
* Puts the head into the document, replacing the previous page's tags — unless they are already there, as
* on the first page, whose head the server rendered: the page's head is then left untouched.
*/
function applyPageHead(head, publicUrl) {
	if (document.title !== head.title) document.title = head.title;
	const tags = pageHeadTags(head, publicUrl);
	const current = document.head.querySelectorAll(`[${OWNED}]`);
	if (current.length === tags.length && tags.every((tag, index) => isSameTag(current[index], tag))) return;
	for (const element of current) element.remove();
	for (const { tag, attrs, text } of tags) {
		const element = document.createElement(tag);
		for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
		element.setAttribute(OWNED, "");
		if (text !== void 0) element.textContent = escapeScriptText(text);
		document.head.append(element);
	}
}
// src/client/lib/query-client.ts
/** SPEC §7: the default data fetch is a GET on the first element of the query key, read as JSON. */
var defaultQueryFn = ({ queryKey, signal }) => {
	const [path] = queryKey;
	if (typeof path !== "string") throw new Error("The first element of a query key must be the API path");
	return apiFetch(path, { signal });
};
/** SPEC §9: default queries never go stale, never refetch on focus or interval, and are not retried. */
function createQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			queryFn: defaultQueryFn,
			staleTime: Infinity,
			refetchOnWindowFocus: false,
			refetchInterval: false,
			retry: false
		},
		mutations: { retry: false }
	} });
}
// src/client/features/quotes/display-mode.ts
/** The cookie that mirrors local storage's `quote-view-mode` for the server. */
var DISPLAY_MODE_COOKIE = STORAGE_KEYS.quoteViewMode;
var ONE_YEAR_SECONDS = 31536e3;
/**
* The display mode of quote cards (SPEC §2): clean (text and author), standard (+ category and tags) or
* full (+ context, description, views and date). The URL's `display` wins; without one, the mode last
* chosen on this device (local storage `quote-view-mode`), else standard.
*/
function isDisplayMode(value) {
	return typeof value === "string" && DISPLAY_MODES.includes(value);
}
/** The mode kept in local storage, if it is one. */
function parseStoredDisplayMode(raw) {
	return isDisplayMode(raw) ? raw : void 0;
}
/**
* Keeps the choice in local storage (SPEC §3) and in a cookie of the same name, which lets the server
* render the list in this mode from the first byte.
*/
function storeDisplayMode(mode) {
	writeLocal(STORAGE_KEYS.quoteViewMode, mode);
	document.cookie = `${DISPLAY_MODE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
/** The mode to show: the URL's, else the stored one, else standard. */
function resolveDisplayMode(fromUrl, stored) {
	return fromUrl ?? stored ?? "standard";
}
/** What the cards show in each mode. */
function displayParts(mode) {
	return {
		/** Category and tags. */
		taxonomy: mode !== "clean",
		/** Context, description, views and date. */
		details: mode === "full"
	};
}
// src/client/features/auth/api/extend-session.ts
/** GET /api/auth/me: extends the session; answers a fresh token whose session ends an hour from now. */
function extendSession() {
	return apiFetch("/api/auth/me");
}
// src/client/features/auth/api/get-user.ts
var AUTH_USER_PATH = "/api/auth/user";
/** GET /api/auth/user: the user of the stored bearer token (start-up verification and refresh). */
function getUser(signal) {
	return apiFetch(AUTH_USER_PATH, { signal });
}
// src/client/features/auth/api/sign-in.ts
/** POST /api/auth/signin: a session token and the user. Never carries a stored token (it may be stale). */
function signIn(body) {
	return apiFetch("/api/auth/signin", {
		method: "POST",
		json: body,
		anonymous: true
	});
}
// src/client/features/auth/api/sign-out.ts
/**
* POST /api/auth/signout: revokes the session of `token` on the server. Sent without a body and so without
* a Content-Type header (an empty JSON body is refused).
*/
function signOut(token) {
	return apiFetch("/api/auth/signout", {
		method: "POST",
		headers: { Authorization: `Bearer ${token}` }
	});
}
// src/client/features/auth/api/sign-up.ts
/** POST /api/auth/signup: creates the account; the answer may carry a session token (SPEC §7). */
function signUp(body) {
	return apiFetch("/api/auth/signup", {
		method: "POST",
		json: body,
		anonymous: true
	});
}
// src/client/features/auth/session/session-store.ts
var NO_TOKEN_MESSAGE = "No access token received from server";
var defaultApi = {
	signIn,
	signUp,
	getUser: () => getUser(),
	extendSession,
	signOut
};
function toSessionUser(user) {
	const metadata = user.user_metadata ?? {};
	return {
		id: user.id,
		email: user.email,
		user_metadata: metadata,
		role: resolveRole({ user_metadata: { role: metadata.role ?? null } })
	};
}
/** The token of a sign-in or session answer, or "No access token received from server". */
function tokenOf(answer) {
	const token = answer?.session?.access_token?.trim();
	if (!isUsableToken(token)) throw new Error(NO_TOKEN_MESSAGE);
	return token;
}
function userOf(answer) {
	const user = answer?.user;
	if (!user || typeof user.id !== "string" || typeof user.email !== "string") throw new Error("The server's answer has no user");
	return user;
}
/**
* The session of SPEC §4 as a small store (React subscribes with useSyncExternalStore). The token and the
* user live in session storage, the session start in local storage (lib/auth-storage.ts).
*/
function createSessionStore(options = {}) {
	const api = {
		...defaultApi,
		...options.api
	};
	const now = options.now ?? Date.now;
	let state = {
		user: null,
		loading: false,
		initialised: false,
		verifying: false,
		justLoggedIn: false,
		sessionStart: null
	};
	const listeners = /* @__PURE__ */ new Set();
	let justLoggedInTimer;
	let initialising;
	/** Bumped by every sign-in and sign-out, so that an older verification cannot undo a newer change. */
	let generation = 0;
	function set(patch) {
		state = {
			...state,
			...patch
		};
		for (const listener of listeners) listener();
	}
	/** Forgets the session here (state and storage), without telling the server. */
	function clearSession() {
		clearStoredSession();
		clearTimeout(justLoggedInTimer);
		set({
			user: null,
			justLoggedIn: false,
			sessionStart: null
		});
	}
	function adoptUser(user) {
		storeUser(user);
		set({ user: toSessionUser(user) });
	}
	/**
	* Start-up: a stored user and token are verified with the server (success refreshes the stored user,
	* failure clears the session); a stored user without a token clears the session.
	*/
	function initialise() {
		if (state.initialised) return Promise.resolve();
		initialising ??= (async () => {
			const stored = readStoredUser();
			const token = readAuthToken();
			if (stored && !token) clearSession();
			else if (stored && token) {
				const started = generation;
				let sessionStart = readSessionStart();
				if (sessionStart === null) {
					sessionStart = now();
					writeSessionStart(sessionStart);
				}
				set({
					user: toSessionUser(stored),
					verifying: true,
					sessionStart
				});
				try {
					const fresh = await api.getUser();
					if (started === generation) adoptUser(fresh);
				} catch {
					if (started === generation) clearSession();
				} finally {
					set({ verifying: false });
				}
			}
			set({ initialised: true });
		})().finally(() => {
			initialising = void 0;
		});
		return initialising;
	}
	/**
	* Sign-in: clears any stored session, stores the token (checked) and the user, records the session
	* start, flags just-logged-in for 1 s. Errors reach the caller; loading is false afterwards either way.
	*/
	async function login(body) {
		generation++;
		set({ loading: true });
		try {
			clearSession();
			const answer = await api.signIn(body);
			const token = tokenOf(answer);
			const user = userOf(answer);
			storeAuthToken(token);
			storeUser(user);
			const startedAt = now();
			writeSessionStart(startedAt);
			const sessionUser = toSessionUser(user);
			clearTimeout(justLoggedInTimer);
			justLoggedInTimer = setTimeout(() => set({ justLoggedIn: false }), JUST_LOGGED_IN_MS);
			set({
				user: sessionUser,
				sessionStart: startedAt,
				justLoggedIn: true,
				initialised: true
			});
			return sessionUser;
		} finally {
			set({ loading: false });
		}
	}
	/** Sign-up: stores a returned token but does not set the current user (SPEC §4). Errors reach the caller. */
	async function register(body) {
		set({ loading: true });
		try {
			const answer = await api.signUp(body);
			const token = answer.session?.access_token;
			if (typeof token === "string" && token.trim() !== "") storeAuthToken(token);
			return answer;
		} finally {
			set({ loading: false });
		}
	}
	/**
	* Asks the server who the stored token belongs to: no token clears the session, a not-ok answer clears
	* it, any other error logs out (and is rethrown; useAuth swallows it).
	*/
	async function refresh() {
		set({ loading: true });
		try {
			if (!readAuthToken()) {
				clearSession();
				return;
			}
			const started = generation;
			try {
				const fresh = await api.getUser();
				if (started === generation) adoptUser(fresh);
			} catch (error) {
				if (error instanceof ApiError) {
					clearSession();
					return;
				}
				await logout();
				throw error;
			}
		} finally {
			set({ loading: false });
		}
	}
	/**
	* Logout: clears the user, token, stored user and session start, resets the initialised flag, and
	* revokes the session on the server (best effort: the browser forgets it either way).
	*/
	async function logout() {
		generation++;
		const token = readAuthToken();
		clearSession();
		set({ initialised: false });
		if (token) await api.signOut(token).catch(() => void 0);
	}
	/** Extends the session with GET /api/auth/me: stores the new token and restarts the session clock. */
	async function extendSession() {
		const answer = await api.extendSession();
		const token = tokenOf(answer);
		storeAuthToken(token);
		const startedAt = now();
		writeSessionStart(startedAt);
		set({ sessionStart: startedAt });
		if (answer.user) adoptUser(answer.user);
	}
	/** A profile or theme change answered with the updated user. */
	function updateUser(user) {
		if (!state.user || state.user.id !== user.id) return;
		adoptUser(user);
	}
	/** The server refused the stored token (lib/api.ts cleared storage): forget the user. Was anyone signed in? */
	function expire() {
		const wasSignedIn = state.user !== null;
		generation++;
		clearSession();
		return wasSignedIn;
	}
	return {
		getState: () => state,
		subscribe: (listener) => {
			listeners.add(listener);
			return () => {
				listeners.delete(listener);
			};
		},
		initialise,
		login,
		register,
		refresh,
		logout,
		extendSession,
		updateUser,
		expire,
		/** Forgets the session locally (e.g. after a password reset revoked every session). */
		clearSession
	};
}
// src/client/features/auth/session/auth-provider.tsx
var SessionStoreContext = createContext(null);
/**
* Holds the session (SPEC §4): verifies a stored session at start-up and forgets it when the server refuses it.
* The context carries only the store, which never changes: session changes reach the components that read
* them (`useAuth`, `useSessionUser`) through their own subscriptions. A changing context value right after
* hydration would make React hydrate every server-rendered Suspense boundary below it at once, blocking the
* main thread, instead of in the background.
*/
function AuthProvider({ children, store: given }) {
	const [store] = useState(() => given ?? createSessionStore());
	useEffect(() => {
		const initialiseIfNeeded = () => {
			if (!store.getState().initialised) store.initialise();
		};
		initialiseIfNeeded();
		return store.subscribe(initialiseIfNeeded);
	}, [store]);
	useEffect(() => {
		const onExpired = () => {
			const wasSignedIn = store.getState().initialised && store.getState().user !== null;
			store.expire();
			if (wasSignedIn) toast.error("Session Expired", {
				description: SESSION_EXPIRED_MESSAGE,
				id: "session"
			});
		};
		window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
		return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
	}, [store]);
	return /* @__PURE__ */ jsx(SessionStoreContext, {
		value: store,
		children
	});
}
function useSessionStore(hook) {
	const store = useContext(SessionStoreContext);
	if (!store) throw new Error(`${hook} must be used inside <AuthProvider>`);
	return store;
}
/** The whole session state and its actions. */
function useAuth() {
	const store = useSessionStore("useAuth");
	const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
	const refresh = useCallback(() => store.refresh().catch(() => void 0), [store]);
	return useMemo(() => ({
		...state,
		login: store.login,
		register: store.register,
		logout: store.logout,
		refresh,
		extendSession: store.extendSession,
		updateUser: store.updateUser,
		clearSession: store.clearSession
	}), [
		state,
		store,
		refresh
	]);
}
/**
* Only the signed-in user (null for a visitor). Unlike `useAuth`, it re-renders its component only when the
* user changes — not when the session merely finishes initialising or verifying, which happens on every
* page load right after hydration and would otherwise re-render every quote card.
*/
function useSessionUser() {
	const store = useSessionStore("useSessionUser");
	const selectUser = () => store.getState().user;
	return useSyncExternalStore(store.subscribe, selectUser, selectUser);
}
// src/client/features/theme-editor/color.ts
var HEX_COLOR = /^#[0-9a-f]{6}$/i;
var toLinear = (c) => c <= .04045 ? c / 12.92 : ((c + .055) / 1.055) ** 2.4;
var clamp = (value, min, max) => Math.min(max, Math.max(min, value));
/** "#3b82f6" → linear sRGB channels in [0, 1]. */
function hexToLinearRgb(hex) {
	const value = Number.parseInt(hex.slice(1), 16);
	return [
		value >> 16 & 255,
		value >> 8 & 255,
		value & 255
	].map((channel) => toLinear(channel / 255));
}
function hexToOklch(hex) {
	const [r, g, b] = hexToLinearRgb(hex);
	const l = Math.cbrt(.4122214708 * r + .5363325363 * g + .0514459929 * b);
	const m = Math.cbrt(.2119034982 * r + .6806995451 * g + .1073969566 * b);
	const s = Math.cbrt(.0883024619 * r + .2817188376 * g + .6299787005 * b);
	const L = .2104542553 * l + .793617785 * m - .0040720468 * s;
	const A = 1.9779984951 * l - 2.428592205 * m + .4505937099 * s;
	const B = .0259040371 * l + .7827717662 * m - .808675766 * s;
	const c = Math.hypot(A, B);
	return {
		l: L,
		c,
		h: c < 1e-4 ? 0 : (Math.atan2(B, A) * 180 / Math.PI + 360) % 360
	};
}
/** OKLCH → linear sRGB, clipped to the sRGB gamut. */
function oklchToLinearRgb({ l: L, c, h }) {
	const A = c * Math.cos(h * Math.PI / 180);
	const B = c * Math.sin(h * Math.PI / 180);
	const l = (L + .3963377774 * A + .2158037573 * B) ** 3;
	const m = (L - .1055613458 * A - .0638541728 * B) ** 3;
	const s = (L - .0894841775 * A - 1.291485548 * B) ** 3;
	return [
		clamp(4.0767416621 * l - 3.3077115913 * m + .2309699292 * s, 0, 1),
		clamp(-1.2684380046 * l + 2.6097574011 * m - .3413193965 * s, 0, 1),
		clamp(-.0041960863 * l - .7034186147 * m + 1.707614701 * s, 0, 1)
	];
}
/** WCAG relative luminance of an OKLCH colour. */
function luminance(color) {
	const [r, g, b] = oklchToLinearRgb(color);
	return .2126 * r + .7152 * g + .0722 * b;
}
/** WCAG contrast ratio of two colours (1 to 21). */
function contrastRatio(a, b) {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
	return (light + .05) / (dark + .05);
}
function formatOklch({ l, c, h }) {
	const round = (value, digits) => Number(value.toFixed(digits));
	return `oklch(${round(l, 3)} ${round(c, 3)} ${round(h, 3)})`;
}
/** The near-white and near-black text colours of the design tokens. */
var LIGHT_TEXT = {
	l: .985,
	c: 0,
	h: 0
};
var DARK_TEXT = {
	l: .205,
	c: 0,
	h: 0
};
/** The text colour (near-white or near-black) that reads best on `background`. */
function readableForeground(background) {
	return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
/** The same hue and chroma with its lightness kept within [min, max]. */
function withLightness(color, min, max) {
	return {
		...color,
		l: clamp(color.l, min, max)
	};
}
// src/client/features/theme-editor/theme-scheme.ts
var DEFAULT_SCHEME = {
	themeClass: null,
	customColor: null
};
var DEFAULT_PRESET_CLASS = "theme-blue";
/**
* Each preset's brand colour for light mode (Tailwind's 600 shade, 700 where white text on 600 would not
* reach 4.5:1) and dark mode (its 400 shade), as styles.css does for the default blue. Keyed by the
* themeClass of THEME_PRESETS (contracts/auth.ts).
*/
var PRESET_SHADES = {
	"theme-blue": {
		light: {
			l: .546,
			c: .245,
			h: 262.881
		},
		dark: {
			l: .707,
			c: .165,
			h: 254.624
		}
	},
	"theme-green": {
		light: {
			l: .527,
			c: .154,
			h: 150.069
		},
		dark: {
			l: .792,
			c: .209,
			h: 151.711
		}
	},
	"theme-purple": {
		light: {
			l: .558,
			c: .288,
			h: 302.321
		},
		dark: {
			l: .714,
			c: .203,
			h: 305.504
		}
	},
	"theme-pink": {
		light: {
			l: .525,
			c: .223,
			h: 3.958
		},
		dark: {
			l: .718,
			c: .202,
			h: 349.761
		}
	},
	"theme-orange": {
		light: {
			l: .553,
			c: .195,
			h: 38.402
		},
		dark: {
			l: .75,
			c: .183,
			h: 55.934
		}
	},
	"theme-red": {
		light: {
			l: .577,
			c: .245,
			h: 27.325
		},
		dark: {
			l: .704,
			c: .191,
			h: 22.216
		}
	},
	"theme-emerald": {
		light: {
			l: .508,
			c: .118,
			h: 165.612
		},
		dark: {
			l: .765,
			c: .177,
			h: 163.223
		}
	},
	"theme-indigo": {
		light: {
			l: .511,
			c: .262,
			h: 276.966
		},
		dark: {
			l: .673,
			c: .182,
			h: 276.935
		}
	}
};
/** Custom colours keep their hue and chroma; lightness is held where text on and in the colour stays readable. */
var CUSTOM_LIGHT_RANGE = [.4, .62];
var CUSTOM_DARK_RANGE = [.68, .82];
/** The surfaces the brand colour is text on (links, outline buttons): white, and the dark cards and popovers. */
var LIGHT_SURFACE = {
	l: 1,
	c: 0,
	h: 0
};
var DARK_SURFACE = {
	l: .205,
	c: 0,
	h: 0
};
/**
* Steps the lightness (down for light mode, up for dark mode) until the colour reaches 4.5:1 both as text
* on `surface` and under its own text: within the ranges, a light cyan or yellow is still too pale on white.
*/
function readableBrand(color, surface, step) {
	let next = color;
	for (let i = 0; i < 200; i += 1) {
		if (contrastRatio(next, surface) >= 4.5 && contrastRatio(next, readableForeground(next)) >= 4.5) break;
		next = {
			...next,
			l: Math.min(1, Math.max(0, next.l + step))
		};
	}
	return next;
}
var BRAND_VARIABLES = [
	"--brand",
	"--brand-foreground",
	"--brand-dark",
	"--brand-dark-foreground"
];
function normaliseScheme(value) {
	const customColor = typeof value?.customColor === "string" && HEX_COLOR.test(value.customColor) ? value.customColor.toLowerCase() : null;
	return {
		themeClass: typeof value?.themeClass === "string" && value.themeClass in PRESET_SHADES ? value.themeClass : null,
		customColor
	};
}
/** The default look: no custom colour and the Blue preset (or none). */
function isDefaultScheme(scheme) {
	return scheme.customColor === null && (scheme.themeClass === null || scheme.themeClass === "theme-blue");
}
/** The CSS variables of a scheme (a custom colour wins over a preset); null for the default look. */
function schemeVariables(scheme) {
	const { themeClass, customColor } = normaliseScheme(scheme);
	let light;
	let dark;
	if (customColor) {
		const base = hexToOklch(customColor);
		light = readableBrand(withLightness(base, ...CUSTOM_LIGHT_RANGE), LIGHT_SURFACE, -.005);
		dark = readableBrand(withLightness(base, ...CUSTOM_DARK_RANGE), DARK_SURFACE, .005);
	} else if (themeClass && themeClass !== "theme-blue") {
		const shades = PRESET_SHADES[themeClass];
		if (!shades) return null;
		({light, dark} = shades);
	} else return null;
	return {
		"--brand": formatOklch(light),
		"--brand-foreground": formatOklch(readableForeground(light)),
		"--brand-dark": formatOklch(dark),
		"--brand-dark-foreground": formatOklch(readableForeground(dark))
	};
}
/** Puts the scheme's colours on <html> (or takes them off for the default look). */
function applyScheme(scheme, root = document.documentElement) {
	const variables = schemeVariables(scheme);
	for (const name of BRAND_VARIABLES) if (variables) root.style.setProperty(name, variables[name]);
	else root.style.removeProperty(name);
}
/** The scheme kept in local storage (`theme-scheme`), or the default. */
function parseStoredScheme(raw) {
	if (!raw) return DEFAULT_SCHEME;
	try {
		return normaliseScheme(JSON.parse(raw));
	} catch {
		return DEFAULT_SCHEME;
	}
}
/** Keeps the scheme (and its variables, for index.html's first paint) in local storage. */
function storeScheme(scheme) {
	const normalised = normaliseScheme(scheme);
	const vars = isDefaultScheme(normalised) ? null : schemeVariables(normalised);
	writeLocal(STORAGE_KEYS.themeScheme, JSON.stringify({
		...normalised,
		vars
	}));
}
// src/client/features/theme-editor/theme-scheme-provider.tsx
var ThemeSchemeContext = createContext(null);
/**
* The brand colour picked in the theme editor (or taken from the profile on sign-in), here or in another
* tab. index.html's inline script paints the stored colour before React starts; this keeps it in step.
*/
function ThemeSchemeProvider({ children }) {
	const scheme = useStoredValue(STORAGE_KEYS.themeScheme, parseStoredScheme, DEFAULT_SCHEME);
	const hydrated = useHydrated();
	useEffect(() => {
		if (hydrated) applyScheme(scheme);
	}, [hydrated, scheme]);
	const setScheme = useCallback((next) => storeScheme(normaliseScheme(next)), []);
	const value = useMemo(() => ({
		scheme,
		setScheme
	}), [scheme, setScheme]);
	return /* @__PURE__ */ jsx(ThemeSchemeContext, {
		value,
		children
	});
}
function useThemeScheme() {
	const context = useContext(ThemeSchemeContext);
	if (!context) throw new Error("useThemeScheme must be used inside <ThemeSchemeProvider>");
	return context;
}
// src/client/app/theme/theme-provider.tsx
var THEMES = [
	"light",
	"dark",
	"system"
];
var DARK_QUERY = "(prefers-color-scheme: dark)";
function parseTheme(value) {
	return THEMES.includes(value) ? value : "system";
}
function subscribeToSystemTheme(onChange) {
	if (typeof window.matchMedia !== "function") return () => {};
	const query = window.matchMedia(DARK_QUERY);
	query.addEventListener("change", onChange);
	return () => query.removeEventListener("change", onChange);
}
function systemPrefersDark() {
	return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}
/** Puts the resolved theme on <html>, as the inline script in index.html does before first paint. */
function applyTheme(resolved) {
	const root = document.documentElement;
	root.classList.toggle("dark", resolved === "dark");
	root.style.colorScheme = resolved;
}
var ThemeContext = createContext(null);
/**
* The theme setting (local storage `theme`) and the system preference. The server and the hydrating
* browser render "system, light"; the real values follow at once. The page's colours never wait for
* React: index.html's inline script sets them before the first paint, and this only keeps them in step.
*/
function ThemeProvider({ children }) {
	const theme = useStoredValue(STORAGE_KEYS.theme, parseTheme, "system");
	const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
	const hydrated = useHydrated();
	const resolvedTheme = theme === "system" ? systemDark ? "dark" : "light" : theme;
	useEffect(() => {
		if (hydrated) applyTheme(resolvedTheme);
	}, [hydrated, resolvedTheme]);
	const setTheme = useCallback((next) => writeLocal(STORAGE_KEYS.theme, next), []);
	const toggleTheme = useCallback(() => {
		setTheme(resolvedTheme === "dark" ? "light" : "dark");
	}, [resolvedTheme, setTheme]);
	const value = useMemo(() => ({
		theme,
		resolvedTheme,
		setTheme,
		toggleTheme
	}), [
		theme,
		resolvedTheme,
		setTheme,
		toggleTheme
	]);
	return /* @__PURE__ */ jsx(ThemeContext, {
		value,
		children
	});
}
function useTheme() {
	const context = useContext(ThemeContext);
	if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
	return context;
}
// src/client/app/providers.tsx
/**
* When the signed-in user changes: their profile's theme colour applies (so it follows them to a fresh
* browser), and cached data is refetched (what a visitor may see depends on who they are).
*/
function SessionEffects() {
	const user = useSessionUser();
	const { setScheme } = useThemeScheme();
	const queryClient = useQueryClient();
	const userId = user?.id ?? null;
	const themeClass = user?.user_metadata.themeClass ?? null;
	const customColor = user?.user_metadata.customColor ?? null;
	useEffect(() => {
		if (userId === null) return;
		if (themeClass === null && customColor === null) return;
		setScheme({
			themeClass,
			customColor
		});
	}, [
		userId,
		themeClass,
		customColor,
		setScheme
	]);
	const previousUser = useRef(void 0);
	useEffect(() => {
		if (previousUser.current !== void 0 && previousUser.current !== userId) queryClient.invalidateQueries();
		previousUser.current = userId;
	}, [userId, queryClient]);
	return null;
}
/** Theme, data, session and brand colour, in that order. */
function AppProviders({ queryClient, children }) {
	return /* @__PURE__ */ jsx(ThemeProvider, { children: /* @__PURE__ */ jsx(QueryClientProvider, {
		client: queryClient,
		children: /* @__PURE__ */ jsx(AuthProvider, { children: /* @__PURE__ */ jsxs(ThemeSchemeProvider, { children: [/* @__PURE__ */ jsx(SessionEffects, {}), children] }) })
	}) });
}
// src/client/app/app.tsx
/** The whole app, the same tree on the server and in the browser. */
function App({ router, queryClient, publicUrl, collectHead }) {
	return /* @__PURE__ */ jsx(PageHeadProvider, {
		value: {
			publicUrl,
			collect: collectHead
		},
		children: /* @__PURE__ */ jsx(AppProviders, {
			queryClient,
			children: /* @__PURE__ */ jsx(RouterProvider, { router })
		})
	});
}
// src/client/components/ui/button.tsx
var buttonVariants = cva("btn", {
	variants: {
		variant: {
			default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover",
			destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20 dark:bg-destructive/60 dark:focus-visible:ring-destructive/40",
			outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:border-input dark:bg-input/30 dark:hover:bg-input/50",
			secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
			ghost: "hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50",
			link: "text-primary underline-offset-4 hover:underline"
		},
		size: {
			default: "h-9 px-4 py-2 has-[>svg]:px-3",
			sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
			lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
			icon: "size-9",
			"icon-sm": "size-8"
		}
	},
	defaultVariants: {
		variant: "default",
		size: "default"
	}
});
function Button({ className, variant, size, asChild = false, ...props }) {
	const Comp = asChild ? Slot.Root : "button";
	return /* @__PURE__ */ jsx(Comp, {
		"data-slot": "button",
		className: cn(buttonVariants({
			variant,
			size,
			className
		})),
		...props
	});
}
// src/client/components/ui/spinner.tsx
function Spinner({ className, ...props }) {
	return /* @__PURE__ */ jsx(Loader2Icon, {
		"aria-hidden": "true",
		className: cn("size-4 animate-spin", className),
		...props
	});
}
// src/client/app/layout/page-states.tsx
/** Shown while a lazily loaded page arrives. */
function PagePending() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "size-5" }), /* @__PURE__ */ jsx("span", { children: "Loading..." })]
	});
}
/** Any path that is not a route. */
function NotFoundPage() {
	usePageHead({
		title: `Page not found — ${SITE_NAME}`,
		status: 404
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-muted",
				children: /* @__PURE__ */ jsx(SearchXIcon, {
					"aria-hidden": "true",
					className: "size-7 text-muted-foreground"
				})
			}),
			/* @__PURE__ */ jsx("p", {
				className: "text-sm font-medium text-primary",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "mt-2 text-3xl font-semibold tracking-tight",
				children: "Page not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-muted-foreground",
				children: "The page you are looking for does not exist or has moved. The quotes are still where you left them."
			}),
			/* @__PURE__ */ jsx(Button, {
				asChild: true,
				className: "mt-8",
				children: /* @__PURE__ */ jsxs(Link, {
					to: "/",
					children: [/* @__PURE__ */ jsx(ArrowLeftIcon, { "aria-hidden": "true" }), "Back to quotes"]
				})
			})
		]
	});
}
/** A page that failed to render or load. */
function PageError({ error, reset }) {
	const router = useRouter();
	usePageTitle("Something went wrong");
	const retry = () => {
		reset();
		router.invalidate();
	};
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "mb-6 flex size-14 items-center justify-center rounded-full bg-destructive/10",
				children: /* @__PURE__ */ jsx(AlertTriangleIcon, {
					"aria-hidden": "true",
					className: "size-7 text-destructive"
				})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-semibold tracking-tight",
				children: "Something went wrong"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 break-words text-muted-foreground",
				children: error instanceof Error && error.message ? error.message : "This page could not be shown."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 flex flex-wrap justify-center gap-3",
				children: [/* @__PURE__ */ jsxs(Button, {
					onClick: retry,
					children: [/* @__PURE__ */ jsx(RotateCwIcon, { "aria-hidden": "true" }), "Try again"]
				}), /* @__PURE__ */ jsx(Button, {
					asChild: true,
					variant: "outline",
					children: /* @__PURE__ */ jsx(Link, {
						to: "/",
						children: "Back to quotes"
					})
				})]
			})
		]
	});
}
// src/client/components/ui/sonner.tsx
/** shadcn/ui's sonner toaster; the app passes the resolved theme. */
function Toaster$1(props) {
	return /* @__PURE__ */ jsx(Toaster, {
		className: "toaster group",
		style: {
			"--normal-bg": "var(--popover)",
			"--normal-text": "var(--popover-foreground)",
			"--normal-border": "var(--border)"
		},
		...props
	});
}
// src/client/features/auth/open-auth-modal.ts
/** The window event that opens the auth dialog (SPEC §2): detail "login" or "register". */
var OPEN_AUTH_MODAL_EVENT = "openAuthModal";
function openAuthModal(mode = "login") {
	window.dispatchEvent(new CustomEvent(OPEN_AUTH_MODAL_EVENT, { detail: mode }));
}
// src/client/features/auth/components/auth-dialog-host.tsx
var loadAuthDialog = () => import("./assets/auth-dialog-DfCnpkhc.js");
var AuthDialog = lazy(loadAuthDialog);
/** Starts loading the dialog's code (forms, validation) before it is needed, e.g. on hover of Sign In. */
function preloadAuthDialog() {
	loadAuthDialog();
}
function isMode(value) {
	return value === "login" || value === "register" || value === "reset";
}
/**
* Mounted once in the layout: opens the auth dialog on the openAuthModal window event (detail login or
* register). The dialog's code loads on first use.
*/
function AuthDialogHost() {
	const { user } = useAuth();
	const [loaded, setLoaded] = useState(false);
	const [open, setOpen] = useState(false);
	const [mode, setMode] = useState("login");
	const [resetOpen, setResetOpen] = useState(false);
	const signedIn = user !== null;
	useEffect(() => {
		const onOpen = (event) => {
			if (signedIn) return;
			const detail = event.detail;
			const requested = isMode(detail) ? detail : "login";
			setLoaded(true);
			setMode(requested === "register" ? "register" : "login");
			setOpen(true);
			setResetOpen(requested === "reset");
		};
		window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
		return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
	}, [signedIn]);
	if (!loaded) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(AuthDialog, {
			open: open && !signedIn,
			onOpenChange: (next) => {
				setOpen(next);
				if (!next) setResetOpen(false);
			},
			mode,
			onModeChange: setMode,
			resetOpen: resetOpen && !signedIn,
			onResetOpenChange: setResetOpen
		})
	});
}
// src/contracts/quote-rules.ts
var owns = (viewer, quote) => quote.user_id != null && quote.user_id === viewer.id;
/** Approved and rejected are a moderator's decisions. */
function isModeratedStatus(status) {
	return status === "approved" || status === "rejected";
}
/** Owners may edit their own quotes; those who may edit any quote edit all. */
function canEditQuote(viewer, quote) {
	if (!viewer) return false;
	if (can(viewer.role, "editAnyQuote")) return true;
	return owns(viewer, quote) && can(viewer.role, "editOwnQuotes");
}
/** Owners delete their own quotes while they are not approved; those who may edit any quote delete any. */
function canDeleteQuote(viewer, quote) {
	if (!viewer) return false;
	if (can(viewer.role, "editAnyQuote")) return true;
	return canEditQuote(viewer, quote) && quote.status !== "approved";
}
/** A status as a badge: Rejected, Pending or Draft; none when approved. */
function badgeStatus(status) {
	return status && status !== "approved" ? status : null;
}
/**
* The badge a viewer sees on a quote: owners on their own quotes, and those who approve quotes (who moderate
* every quote) on all; none for approved quotes and for everyone else.
*/
function ownerBadgeStatus(viewer, quote) {
	if (!viewer) return null;
	return owns(viewer, quote) || can(viewer.role, "approveQuotes") ? badgeStatus(quote.status) : null;
}
/**
* Whether an owner's edit sends the quote back to review: it was approved or rejected, so its changed text has
* not been looked at.
*/
function ownerEditReturnsToReview(current) {
	return isModeratedStatus(current);
}
/**
* The status "Submit for Review" asks for: pending, except in edit of an approved or rejected quote, where it asks
* for none (undefined) — the quote keeps its status in the request, and statusAfterEdit sends an owner's edit back
* to review.
*/
function reviewRequestStatus(mode, current) {
	return mode === "edit" && current !== void 0 && isModeratedStatus(current) ? void 0 : "pending";
}
// src/client/features/quote-editor/messages.ts
/** Toasts of the quote editor; SPEC §8's words where it gives them. */
var EDITOR_TOASTS = {
	submissionFailed: {
		title: "Submission failed",
		description: "There was an error submitting your quote. Please try again."
	},
	submitError: {
		title: "Error",
		description: "Failed to submit quote. Please try again."
	},
	updateFailed: {
		title: "Update failed",
		description: "Failed to update the quote. Please try again."
	},
	missingId: {
		title: "Validation Error",
		description: "Quote ID is missing. Cannot update quote."
	},
	signInRequired: {
		title: "Sign in required",
		description: "Please sign in or create an account to submit quotes."
	},
	deleteFailed: { title: "Delete failed" },
	deleted: { title: "Quote deleted" }
};
// src/client/features/quote-editor/open-submission-form.ts
/** The window event that opens the add/edit quote dialog (SPEC §2); with `detail.quote` it opens in edit mode. */
var OPEN_SUBMISSION_FORM_EVENT = "openSubmissionForm";
// src/client/features/quote-editor/components/quote-editor-provider.tsx
var loadEditorDialog = () => import("./assets/quote-editor-dialog-CEry-a3J.js");
var QuoteEditorDialog = lazy(loadEditorDialog);
var DeleteQuoteDialog = lazy(() => import("./assets/delete-quote-dialog-DEX1FHIy.js"));
/** Starts loading the editor's code before it is needed, e.g. when a Submit Quote button is hovered. */
function preloadQuoteEditor() {
	loadEditorDialog();
}
var QuoteEditorContext = createContext(null);
/**
* Where focus goes back to when a dialog closes: the control that opened it, or — when that control lived in a
* menu or sheet that closes on the way — the button that opened the menu or sheet.
*/
function returnTargetOf(element) {
	if (!(element instanceof HTMLElement) || element === document.body) return null;
	const container = element.closest("[role=menu], [role=dialog]");
	if (container?.id) {
		const opener = document.querySelector(`[aria-controls="${CSS.escape(container.id)}"]`);
		if (opener) return opener;
	}
	return element;
}
/** Radix focuses a dialog's trigger on close; these dialogs have none, so focus goes back by hand. */
function restoreFocus(event, target) {
	event.preventDefault();
	if (target?.isConnected) target.focus();
	else document.getElementById("main")?.focus();
}
function useQuoteEditor() {
	const context = useContext(QuoteEditorContext);
	if (!context) throw new Error("useQuoteEditor must be used inside <QuoteEditorProvider>");
	return context;
}
/**
* Mounted once in the app: holds the add/edit dialog and the delete confirmation, opens the dialog on the
* `openSubmissionForm` window event (SPEC §2) and through `useQuoteEditor()`.
*/
function QuoteEditorProvider({ viewer, onSignInRequired, onQuoteDeleted, children }) {
	const [editorLoaded, setEditorLoaded] = useState(false);
	const [editorOpen, setEditorOpen] = useState(false);
	const [target, setTarget] = useState(null);
	const [session, setSession] = useState(0);
	const [deleteLoaded, setDeleteLoaded] = useState(false);
	const [deleteOpen, setDeleteOpen] = useState(false);
	const [deleteTarget, setDeleteTarget] = useState(null);
	const editorReturn = useRef(null);
	const deleteReturn = useRef(null);
	const viewerRef = useRef(viewer);
	const signInRef = useRef(onSignInRequired);
	useEffect(() => {
		viewerRef.current = viewer;
		signInRef.current = onSignInRequired;
	});
	const openEditor = useCallback((quote) => {
		const current = viewerRef.current;
		if (quote) {
			if (!current) {
				toast.error(EDITOR_TOASTS.signInRequired.title, { description: EDITOR_TOASTS.signInRequired.description });
				signInRef.current();
				return;
			}
			if (!canEditQuote(current, quote)) {
				toast.error("Edit not allowed", { description: "You can only edit your own quotes." });
				return;
			}
		}
		if (!document.querySelector("[data-testid=quote-editor]")?.contains(document.activeElement)) editorReturn.current = returnTargetOf(document.activeElement);
		setTarget(quote ?? null);
		setSession((n) => n + 1);
		setEditorLoaded(true);
		setEditorOpen(true);
	}, []);
	const requestDelete = useCallback((quote) => {
		deleteReturn.current = returnTargetOf(document.activeElement);
		setDeleteTarget(quote);
		setDeleteLoaded(true);
		setDeleteOpen(true);
	}, []);
	useEffect(() => {
		const onOpen = (event) => {
			const detail = event.detail;
			openEditor(detail?.quote);
		};
		window.addEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
		return () => window.removeEventListener(OPEN_SUBMISSION_FORM_EVENT, onOpen);
	}, [openEditor]);
	const editorShown = editorOpen && (target === null || viewer !== null);
	const api = useMemo(() => ({
		openEditor,
		requestDelete
	}), [openEditor, requestDelete]);
	return /* @__PURE__ */ jsxs(QuoteEditorContext, {
		value: api,
		children: [
			children,
			editorLoaded && /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(QuoteEditorDialog, {
					open: editorShown,
					onOpenChange: setEditorOpen,
					quote: target,
					viewer,
					onDelete: requestDelete,
					onSignInRequired: () => {
						setEditorOpen(false);
						onSignInRequired();
					},
					onAddAnother: () => openEditor(),
					onCloseAutoFocus: (event) => restoreFocus(event, editorReturn.current)
				}, session)
			}),
			deleteLoaded && /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(DeleteQuoteDialog, {
					quote: deleteTarget,
					open: deleteOpen,
					onOpenChange: setDeleteOpen,
					onCloseAutoFocus: (event) => restoreFocus(event, deleteReturn.current),
					onDeleted: (deleted) => {
						if (target?.id === deleted.id) setEditorOpen(false);
						onQuoteDeleted?.(deleted);
					}
				})
			})
		]
	});
}
// src/client/app/quote-editor-root.tsx
/** The paths of a quote's own page. */
function quotePagePaths(quote) {
	return [
		`/quote/${quote.url_slug}`,
		`/quote/${quote.slug}`,
		`/quote/id/${quote.id}`
	];
}
/**
* The quote editor for the whole app: who is signed in comes from the session, and a lost session sends
* the visitor to the login dialog. Routes reach it with `useQuoteEditor()`, anything else with the
* `openSubmissionForm` window event.
*/
function QuoteEditorRoot({ children }) {
	const user = useSessionUser();
	const id = user?.id;
	const role = user?.role;
	const viewer = useMemo(() => id && role ? {
		id,
		role
	} : null, [id, role]);
	const router = useRouter();
	const navigate = useNavigate();
	const leaveDeletedQuotePage = useCallback((quote) => {
		const here = decodeURIComponent(router.state.location.pathname).replace(/\/+$/, "");
		if (quotePagePaths(quote).includes(here)) navigate({ to: "/" });
	}, [router, navigate]);
	return /* @__PURE__ */ jsx(QuoteEditorProvider, {
		viewer,
		onSignInRequired: () => openAuthModal("login"),
		onQuoteDeleted: leaveDeletedQuotePage,
		children
	});
}
// src/client/lib/build-info.ts
/**
* Version (package.json's), commit and build date, injected at build time by vite.config.ts `define` (the
* version also by vitest.config.ts); commit and date fall back to "unknown" in tests.
*/
var buildInfo = {
	version: "1.15.0",
	commit: "6fd2ad3",
	date: "2026-11-24"
};
// src/client/components/ui/dialog.tsx
function Dialog$1(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "dialog",
		...props
	});
}
function DialogTrigger(props) {
	return /* @__PURE__ */ jsx(Dialog.Trigger, {
		"data-slot": "dialog-trigger",
		...props
	});
}
function DialogPortal(props) {
	return /* @__PURE__ */ jsx(Dialog.Portal, {
		"data-slot": "dialog-portal",
		...props
	});
}
function DialogClose(props) {
	return /* @__PURE__ */ jsx(Dialog.Close, {
		"data-slot": "dialog-close",
		...props
	});
}
function DialogOverlay({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "dialog-overlay",
		className: cn("fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0", className),
		...props
	});
}
function DialogContent({ className, children, showCloseButton = true, ...props }) {
	return /* @__PURE__ */ jsxs(DialogPortal, {
		"data-slot": "dialog-portal",
		children: [/* @__PURE__ */ jsx(DialogOverlay, {}), /* @__PURE__ */ jsxs(Dialog.Content, {
			"data-slot": "dialog-content",
			className: cn("fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg duration-200 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:max-w-lg", className),
			...props,
			children: [children, showCloseButton && /* @__PURE__ */ jsxs(Dialog.Close, {
				"data-slot": "dialog-close",
				className: "absolute top-4 right-4 rounded-xs opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none data-[state=open]:bg-accent data-[state=open]:text-muted-foreground [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
				children: [/* @__PURE__ */ jsx(XIcon, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
					className: "sr-only",
					children: "Close"
				})]
			})]
		})]
	});
}
function DialogHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-header",
		className: cn("flex flex-col gap-2 text-center sm:text-left", className),
		...props
	});
}
function DialogFooter({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "dialog-footer",
		className: cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className),
		...props
	});
}
function DialogTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "dialog-title",
		className: cn("text-lg leading-none font-semibold", className),
		...props
	});
}
function DialogDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Description, {
		"data-slot": "dialog-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
// src/client/app/layout/footer-dialogs.tsx
var triggerClass = "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
/** A footer button that opens a short version of a page, with a link to the full page. */
function FooterDialog({ trigger, title, description, to, linkText, children }) {
	return /* @__PURE__ */ jsxs(Dialog$1, { children: [/* @__PURE__ */ jsx(DialogTrigger, {
		className: triggerClass,
		children: trigger
	}), /* @__PURE__ */ jsxs(DialogContent, { children: [
		/* @__PURE__ */ jsxs(DialogHeader, { children: [/* @__PURE__ */ jsx(DialogTitle, { children: title }), /* @__PURE__ */ jsx(DialogDescription, { children: description })] }),
		/* @__PURE__ */ jsx("div", {
			className: "space-y-3 text-sm leading-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5",
			children
		}),
		/* @__PURE__ */ jsxs(DialogFooter, { children: [/* @__PURE__ */ jsx(DialogClose, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "outline",
				children: "Close"
			})
		}), /* @__PURE__ */ jsx(DialogClose, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				asChild: true,
				children: /* @__PURE__ */ jsxs(Link, {
					to,
					children: [linkText, /* @__PURE__ */ jsx(ArrowRightIcon, { "aria-hidden": "true" })]
				})
			})
		})] })
	] })] });
}
function AboutDialog() {
	return /* @__PURE__ */ jsxs(FooterDialog, {
		trigger: "About Us",
		title: "About Echoes",
		description: "A public place to discover, read and share meaningful quotes.",
		to: "/about",
		linkText: "Read more about us",
		children: [
			/* @__PURE__ */ jsx("p", { children: "Echoes collects quotes worth remembering from writers, thinkers, leaders and everyday people around the world, each shown with its author, category and tags." }),
			/* @__PURE__ */ jsx("p", { children: "Every quote submitted to Echoes is reviewed before it appears, so the collection stays accurate, attributed and kind." }),
			/* @__PURE__ */ jsx("p", { children: "The demo collection comes from the QuoteSlate project, used under the MIT licence." })
		]
	});
}
function PrivacyDialog() {
	return /* @__PURE__ */ jsx(FooterDialog, {
		trigger: "Privacy Policy",
		title: "Privacy Policy",
		description: "The short version of how Echoes handles your data.",
		to: "/privacy",
		linkText: "Read the full policy",
		children: /* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "Echoes is not intended for children under 13." }),
			/* @__PURE__ */ jsx("li", { children: "We store what the service needs: your account details, the quotes you submit and your reactions." }),
			/* @__PURE__ */ jsx("li", { children: "Analytics events are recorded only if you consent, and then only with an anonymised IP address." }),
			/* @__PURE__ */ jsx("li", { children: "Your preferences, such as the theme, are kept in your browser's local storage." }),
			/* @__PURE__ */ jsx("li", { children: "You can ask to see, correct or delete your data at any time." })
		] })
	});
}
function TermsDialog() {
	return /* @__PURE__ */ jsx(FooterDialog, {
		trigger: "Terms of Service",
		title: "Terms of Service",
		description: "The short version of the rules for using Echoes.",
		to: "/terms",
		linkText: "Read the full terms",
		children: /* @__PURE__ */ jsxs("ul", { children: [
			/* @__PURE__ */ jsx("li", { children: "All submitted quotes are reviewed and approved before they are displayed." }),
			/* @__PURE__ */ jsx("li", { children: "Submit only quotes you are free to share, attributed to the right person." }),
			/* @__PURE__ */ jsx("li", { children: "Be respectful: no spam, harassment, hateful or illegal content." }),
			/* @__PURE__ */ jsx("li", { children: "You are responsible for your account and for what you submit with it." }),
			/* @__PURE__ */ jsx("li", { children: "Echoes is provided as is; the terms may change, and we will say so here when they do." })
		] })
	});
}
// src/client/app/layout/logo.tsx
/** The Echoes mark: a quotation mark on the brand colour. */
function LogoMark({ className }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: cn("flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm", className),
		children: /* @__PURE__ */ jsx(QuoteIcon, {
			className: "size-4 fill-current",
			strokeWidth: 1.5
		})
	});
}
function Wordmark({ className }) {
	return /* @__PURE__ */ jsxs("span", {
		className: cn("flex items-center gap-2", className),
		children: [/* @__PURE__ */ jsx(LogoMark, {}), /* @__PURE__ */ jsx("span", {
			className: "text-lg font-semibold tracking-tight",
			children: "Echoes"
		})]
	});
}
// src/client/app/layout/footer.tsx
function Footer() {
	return /* @__PURE__ */ jsx("footer", {
		className: "mt-16 border-t bg-muted/40",
		children: /* @__PURE__ */ jsxs("div", {
			className: "mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-6 md:flex-row md:items-start md:justify-between",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "max-w-sm space-y-2",
					children: [/* @__PURE__ */ jsx(Wordmark, {}), /* @__PURE__ */ jsx("p", {
						className: "text-sm text-muted-foreground",
						children: "Discover, read and share quotes worth remembering."
					})]
				}), /* @__PURE__ */ jsxs("nav", {
					"aria-label": "Footer",
					className: "flex flex-wrap gap-x-6 gap-y-3",
					children: [
						/* @__PURE__ */ jsx(AboutDialog, {}),
						/* @__PURE__ */ jsx(PrivacyDialog, {}),
						/* @__PURE__ */ jsx(TermsDialog, {})
					]
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "flex flex-col gap-2 border-t pt-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between",
				children: [/* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx(Link, {
						to: "/about",
						hash: "credits",
						className: "rounded-sm underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
						children: "Quotes from QuoteSlate"
					}),
					" ",
					"(MIT licence)"
				] }), /* @__PURE__ */ jsxs("p", {
					className: "flex flex-wrap gap-x-3 gap-y-1 font-mono",
					"data-testid": "build-info",
					children: [
						/* @__PURE__ */ jsxs("span", {
							title: "Version",
							children: ["v", buildInfo.version]
						}),
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "·"
						}),
						/* @__PURE__ */ jsxs("span", {
							title: "Commit",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Commit "
							}), buildInfo.commit]
						}),
						/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: "·"
						}),
						/* @__PURE__ */ jsxs("span", {
							title: "Build date",
							children: [/* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: "Built on "
							}), /* @__PURE__ */ jsx("time", {
								dateTime: buildInfo.date,
								children: buildInfo.date
							})]
						})
					]
				})]
			})]
		})
	});
}
// src/client/features/auth/errors.ts
/**
* What to tell a person about a failed call: the server's (or the session's) own message, else `fallback`.
* Network failures (a TypeError from fetch) get the fallback: "Failed to fetch" says nothing useful.
*/
function messageOf(error, fallback) {
	if (error instanceof TypeError) return fallback;
	if (error instanceof Error && error.message.trim() !== "") return error.message;
	return fallback;
}
// src/client/features/auth/session/session-timer.ts
var SESSION_STATUS_LABELS = {
	active: "Active",
	refresh: "Refresh",
	expiring: "Expiring",
	expired: "Expired"
};
function sessionTimerStatus(elapsedSeconds) {
	if (elapsedSeconds >= 3600) return "expired";
	if (elapsedSeconds >= 3e3) return "expiring";
	if (elapsedSeconds >= 2700) return "refresh";
	return "active";
}
/** Whole seconds since the session started (never negative, e.g. when the clock moved back). */
function elapsedSeconds(sessionStart, now) {
	return Math.max(0, Math.floor((now - sessionStart) / 1e3));
}
/** Whole seconds until the session ends. */
function secondsLeft(elapsed) {
	return Math.max(0, SESSION_SECONDS - elapsed);
}
/** 3599 → "59:59", 65 → "1:05". */
function formatCountdown(seconds) {
	const whole = Math.max(0, Math.floor(seconds));
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
// src/client/features/auth/components/session-timer-trigger.tsx
var STATUS_STYLE = {
	active: {
		button: "text-muted-foreground",
		dot: "bg-emerald-500",
		bar: "bg-primary"
	},
	refresh: {
		button: "text-amber-700 dark:text-amber-400",
		dot: "bg-amber-500",
		bar: "bg-amber-500"
	},
	expiring: {
		button: "text-destructive",
		dot: "bg-destructive",
		bar: "bg-destructive"
	},
	expired: {
		button: "text-destructive",
		dot: "bg-destructive",
		bar: "bg-destructive"
	}
};
/** The header button of the session timer: an icon and the status (Active, Refresh, Expiring). */
function SessionTimerTrigger({ status, left, className, ...props }) {
	const label = SESSION_STATUS_LABELS[status];
	const Icon = status === "active" ? TimerIcon : status === "refresh" ? TimerResetIcon : TimerOffIcon;
	return /* @__PURE__ */ jsxs(Button, {
		variant: "ghost",
		size: "sm",
		className: cn("gap-1.5 px-2", STATUS_STYLE[status].button, className),
		"aria-label": `Session ${label}, ${formatCountdown(left)} left`,
		"data-testid": "session-timer",
		"data-status": status,
		...props,
		children: [/* @__PURE__ */ jsx(Icon, { "aria-hidden": "true" }), /* @__PURE__ */ jsx("span", {
			className: "hidden lg:inline",
			children: label
		})]
	});
}
// src/client/features/auth/components/session-timer-button.tsx
var SessionTimerPopover = lazy(() => import("./assets/session-timer-popover-DsAloZsr.js"));
/** The current time, updated every second (and when the tab becomes visible again). */
function useNow(intervalMs = 1e3) {
	const [now, setNow] = useState(Date.now);
	useEffect(() => {
		const tick = () => setNow(Date.now());
		const timer = setInterval(tick, intervalMs);
		document.addEventListener("visibilitychange", tick);
		return () => {
			clearInterval(timer);
			document.removeEventListener("visibilitychange", tick);
		};
	}, [intervalMs]);
	return now;
}
/**
* The session timer of SPEC §4 for signed-in users: Active, Refresh after 45 min, Expiring after 50 min
* (with a toast), signed out at 60 min. It counts from the stored session start, so it survives reloads.
*/
function SessionTimerButton({ className }) {
	const { user, sessionStart } = useAuth();
	if (!user || sessionStart === null) return null;
	return /* @__PURE__ */ jsx(SessionTimer, {
		sessionStart,
		className
	});
}
function SessionTimer({ sessionStart, className }) {
	const { extendSession, logout, verifying } = useAuth();
	const now = useNow();
	const [open, setOpen] = useState(false);
	const [extending, setExtending] = useState(false);
	const warnedFor = useRef(null);
	const expiredFor = useRef(null);
	const elapsed = elapsedSeconds(sessionStart, now);
	const status = sessionTimerStatus(elapsed);
	const left = secondsLeft(elapsed);
	useEffect(() => {
		if (status === "expiring" && warnedFor.current !== sessionStart) {
			warnedFor.current = sessionStart;
			toast.warning("Session Expiring Soon", {
				id: "session",
				description: "Your session ends in less than 10 minutes. Extend it to stay signed in."
			});
		}
		if (status === "expired" && !verifying && expiredFor.current !== sessionStart) {
			expiredFor.current = sessionStart;
			setOpen(false);
			toast.error("Session Expired", {
				id: "session",
				description: "You have been signed out. Please sign in again."
			});
			logout();
		}
	}, [
		status,
		sessionStart,
		logout,
		verifying
	]);
	const extend = async () => {
		setExtending(true);
		try {
			await extendSession();
			toast.success("Session extended", {
				id: "session",
				description: "You stay signed in for another hour."
			});
			setOpen(false);
		} catch (error) {
			setOpen(false);
			toast.error("Session Refresh Failed", {
				id: "session",
				description: messageOf(error, "Your session could not be extended. Please sign in again.")
			});
			await logout();
		} finally {
			setExtending(false);
		}
	};
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: /* @__PURE__ */ jsx(SessionTimerTrigger, {
			status,
			left,
			className,
			"aria-disabled": "true"
		}),
		children: /* @__PURE__ */ jsx(SessionTimerPopover, {
			status,
			left,
			open,
			onOpenChange: setOpen,
			extending,
			onExtend: () => void extend(),
			className
		})
	});
}
// src/client/lib/client-only.tsx
/**
* Lazily loaded UI that the server and the hydrating browser show as `fallback` (which should look the
* same); the real thing loads once the page is the browser's own.
*/
function ClientOnly({ fallback, children }) {
	return useHydrated() ? /* @__PURE__ */ jsx(Suspense, {
		fallback,
		children
	}) : fallback;
}
// src/client/features/theme-editor/components/theme-editor-trigger.tsx
/** The palette button that opens the theme editor. */
function ThemeEditorTrigger(props) {
	return /* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		size: "icon",
		"aria-label": "Theme colours",
		title: "Theme colours",
		"data-testid": "theme-editor-button",
		...props,
		children: /* @__PURE__ */ jsx(PaletteIcon, { "aria-hidden": "true" })
	});
}
function PanelFallback() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "flex h-64 items-center justify-center gap-2 text-sm text-muted-foreground",
		children: [/* @__PURE__ */ jsx(Spinner, {}), " Loading..."]
	});
}
// src/client/features/theme-editor/components/theme-editor-button.tsx
var ThemeEditorPopover = lazy(() => import("./assets/theme-editor-popover-DlDSiZJz.js"));
var ThemeEditorPanel = lazy(() => import("./assets/theme-editor-panel-Db3LzS5_.js"));
/** The header's palette button with the theme editor in a popover. */
function ThemeEditorButton({ className, ...panel }) {
	return /* @__PURE__ */ jsx(ClientOnly, {
		fallback: /* @__PURE__ */ jsx(ThemeEditorTrigger, {
			className,
			"aria-disabled": "true"
		}),
		children: /* @__PURE__ */ jsx(ThemeEditorPopover, {
			className,
			...panel
		})
	});
}
/** The theme editor in a dialog, for the mobile menu. */
function ThemeEditorDialog({ open, onOpenChange, ...panel }) {
	return /* @__PURE__ */ jsx(Dialog$1, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(DialogContent, {
			className: "sm:max-w-sm",
			children: [
				/* @__PURE__ */ jsx(DialogTitle, {
					className: "sr-only",
					children: "Theme colours"
				}),
				/* @__PURE__ */ jsx(DialogDescription, {
					className: "sr-only",
					children: "Pick the colour of buttons, links and highlights."
				}),
				/* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(PanelFallback, {}),
					children: /* @__PURE__ */ jsx(ThemeEditorPanel, { ...panel })
				})
			]
		})
	});
}
// src/client/app/theme/theme-toggle.tsx
/** Flips between light and dark. The icon follows the `dark` class, so it is right from the first paint. */
function ThemeToggle() {
	const { resolvedTheme, toggleTheme } = useTheme();
	return /* @__PURE__ */ jsxs(Button, {
		variant: "ghost",
		size: "icon",
		onClick: toggleTheme,
		"aria-label": "Toggle theme",
		title: resolvedTheme === "dark" ? "Switch to light theme" : "Switch to dark theme",
		"data-testid": "theme-toggle",
		children: [/* @__PURE__ */ jsx(SunIcon, {
			"aria-hidden": "true",
			className: "hidden dark:block"
		}), /* @__PURE__ */ jsx(MoonIcon, {
			"aria-hidden": "true",
			className: "dark:hidden"
		})]
	});
}
// src/client/components/ui/sheet.tsx
/** shadcn/ui's sheet: a dialog that slides in from an edge. */
function Sheet(props) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		"data-slot": "sheet",
		...props
	});
}
function SheetTrigger(props) {
	return /* @__PURE__ */ jsx(Dialog.Trigger, {
		"data-slot": "sheet-trigger",
		...props
	});
}
function SheetContent({ className, children, side = "right", ...props }) {
	return /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, {
		"data-slot": "sheet-overlay",
		className: "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:animate-in data-[state=open]:fade-in-0"
	}), /* @__PURE__ */ jsxs(Dialog.Content, {
		"data-slot": "sheet-content",
		className: cn("fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lg transition ease-in-out data-[state=closed]:animate-out data-[state=closed]:duration-300 data-[state=open]:animate-in data-[state=open]:duration-500", side === "right" && "inset-y-0 right-0 h-full w-3/4 border-l data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-right sm:max-w-sm", side === "left" && "inset-y-0 left-0 h-full w-3/4 border-r data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left sm:max-w-sm", side === "top" && "inset-x-0 top-0 h-auto border-b data-[state=closed]:slide-out-to-top data-[state=open]:slide-in-from-top", side === "bottom" && "inset-x-0 bottom-0 h-auto border-t data-[state=closed]:slide-out-to-bottom data-[state=open]:slide-in-from-bottom", className),
		...props,
		children: [children, /* @__PURE__ */ jsxs(Dialog.Close, {
			className: "absolute top-4 right-4 rounded-xs opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus:ring-2 focus:ring-ring focus:ring-offset-2 focus:outline-hidden disabled:pointer-events-none",
			children: [/* @__PURE__ */ jsx(XIcon, {
				"aria-hidden": "true",
				className: "size-4"
			}), /* @__PURE__ */ jsx("span", {
				className: "sr-only",
				children: "Close"
			})]
		})]
	})] });
}
function SheetHeader({ className, ...props }) {
	return /* @__PURE__ */ jsx("div", {
		"data-slot": "sheet-header",
		className: cn("flex flex-col gap-1.5 p-4", className),
		...props
	});
}
function SheetTitle({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Title, {
		"data-slot": "sheet-title",
		className: cn("font-semibold text-foreground", className),
		...props
	});
}
function SheetDescription({ className, ...props }) {
	return /* @__PURE__ */ jsx(Dialog.Description, {
		"data-slot": "sheet-description",
		className: cn("text-sm text-muted-foreground", className),
		...props
	});
}
// src/client/app/layout/nav-links.ts
/** The header's links (SPEC §2): Quotes for everyone, Dashboard when signed in, Admin for admins. */
function navItems(role) {
	const items = [{
		to: "/",
		label: "Quotes",
		exact: true
	}];
	if (role !== null) items.push({
		to: "/dashboard",
		label: "Dashboard"
	});
	if (can(role, "viewAdminPanel")) items.push({
		to: "/admin",
		label: "Admin"
	});
	return items;
}
/** "Ada Lovelace" → "AL"; falls back to the e-mail's first letter. */
function initialsOf(user) {
	const { firstname, lastname, name } = user.user_metadata;
	const parts = [firstname, lastname].filter((part) => Boolean(part?.trim()));
	return ((parts.length > 0 ? parts : (name ?? "").split(/\s+/).filter(Boolean)).slice(0, 2).map((word) => word.trim().charAt(0)).join("") || user.email.charAt(0) || "?").toUpperCase();
}
/** The name to show for a user: "Ada Lovelace", else the e-mail address. */
function displayNameOf(user) {
	const { firstname, lastname, name } = user.user_metadata;
	return [firstname, lastname].filter(Boolean).join(" ").trim() || name?.trim() || user.email;
}
// src/client/app/layout/user-avatar.tsx
/** A round badge with the user's initials in the brand colour. */
function UserAvatar({ initials, className }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: cn("flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground select-none", className),
		children: initials
	});
}
/** The avatar button that opens the account menu. */
function AvatarButton({ initials, name, ...props }) {
	return /* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		size: "icon",
		"aria-label": `${initials}, account menu for ${name}`,
		"data-testid": "user-menu-trigger",
		...props,
		children: /* @__PURE__ */ jsx(UserAvatar, { initials })
	});
}
// src/client/app/layout/mobile-menu.tsx
var rowClass = "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground";
/**
* The menu under 768 px (SPEC §2): the header's links and actions, the light/dark toggle and the theme
* editor. Actions close the sheet before they run.
*/
function MobileMenu({ user, onSignIn, onGetStarted, onEditProfile, onSubmitQuote, onOpenThemeEditor, onLogout, className }) {
	const [open, setOpen] = useState(false);
	const { resolvedTheme, toggleTheme } = useTheme();
	const close = (action) => () => {
		setOpen(false);
		action();
	};
	return /* @__PURE__ */ jsxs(Sheet, {
		open,
		onOpenChange: setOpen,
		children: [/* @__PURE__ */ jsx(SheetTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "icon",
				className,
				"aria-label": "Open menu",
				"data-testid": "mobile-menu-button",
				children: /* @__PURE__ */ jsx(MenuIcon, { "aria-hidden": "true" })
			})
		}), /* @__PURE__ */ jsxs(SheetContent, {
			side: "right",
			className: "w-[85vw] max-w-xs gap-0 p-0",
			"data-testid": "mobile-menu",
			children: [
				/* @__PURE__ */ jsxs(SheetHeader, {
					className: "border-b pr-12",
					children: [/* @__PURE__ */ jsx(SheetTitle, { children: "Menu" }), /* @__PURE__ */ jsx(SheetDescription, {
						className: "sr-only",
						children: "Pages, your account and display settings."
					})]
				}),
				user && /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-3 border-b px-4 py-3",
					children: [/* @__PURE__ */ jsx(UserAvatar, {
						initials: initialsOf(user),
						className: "size-9"
					}), /* @__PURE__ */ jsxs("div", {
						className: "grid min-w-0 leading-tight",
						children: [/* @__PURE__ */ jsx("span", {
							className: "truncate text-sm font-medium",
							children: displayNameOf(user)
						}), /* @__PURE__ */ jsx("span", {
							className: "truncate text-xs text-muted-foreground",
							children: user.email
						})]
					})]
				}),
				/* @__PURE__ */ jsx("nav", {
					"aria-label": "Mobile",
					className: "grid gap-1 border-b p-2",
					children: navItems(user?.role ?? null).map((item) => /* @__PURE__ */ jsx(Link, {
						to: item.to,
						activeOptions: { exact: item.exact ?? false },
						onClick: () => setOpen(false),
						className: cn(rowClass, "data-[status=active]:bg-accent"),
						children: item.label
					}, item.to))
				}),
				/* @__PURE__ */ jsx("div", {
					className: "grid gap-1 border-b p-2",
					children: /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: rowClass,
						onClick: close(onSubmitQuote),
						children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit Quote"]
					})
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "grid gap-1 border-b p-2",
					children: [/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: rowClass,
						onClick: toggleTheme,
						children: [resolvedTheme === "dark" ? /* @__PURE__ */ jsx(SunIcon, { "aria-hidden": "true" }) : /* @__PURE__ */ jsx(MoonIcon, { "aria-hidden": "true" }), resolvedTheme === "dark" ? "Light theme" : "Dark theme"]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: rowClass,
						onClick: close(onOpenThemeEditor),
						children: [/* @__PURE__ */ jsx(PaletteIcon, { "aria-hidden": "true" }), "Theme colours"]
					})]
				}),
				/* @__PURE__ */ jsx("div", {
					className: "grid gap-1 p-2",
					children: user ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("button", {
						type: "button",
						className: rowClass,
						onClick: close(onEditProfile),
						children: [/* @__PURE__ */ jsx(UserPenIcon, { "aria-hidden": "true" }), "Edit Profile"]
					}), /* @__PURE__ */ jsxs("button", {
						type: "button",
						className: rowClass,
						onClick: close(onLogout),
						children: [/* @__PURE__ */ jsx(LogOutIcon, { "aria-hidden": "true" }), "Log out"]
					})] }) : /* @__PURE__ */ jsxs("div", {
						className: "grid gap-2 p-1",
						children: [/* @__PURE__ */ jsxs(Button, {
							variant: "outline",
							onClick: close(onSignIn),
							children: [/* @__PURE__ */ jsx(LogInIcon, { "aria-hidden": "true" }), "Sign In"]
						}), /* @__PURE__ */ jsxs(Button, {
							onClick: close(onGetStarted),
							children: [/* @__PURE__ */ jsx(UserPlusIcon, { "aria-hidden": "true" }), "Get Started"]
						})]
					})
				})
			]
		})]
	});
}
// src/client/app/layout/header.tsx
var ProfileDialog = lazy(() => import("./assets/profile-dialog-CZewDNY0.js"));
var UserMenu = lazy(() => import("./assets/user-menu-CmbRWBRU.js"));
var navLinkClass = "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-foreground";
/** Pages that only make sense signed in: signing out there goes home. */
var SIGNED_IN_PAGES = ["/dashboard", "/admin"];
/**
* The header (SPEC §2): logo, Quotes / Dashboard / Admin links, the session timer, theme editor and
* light/dark toggle, then Sign In + Get Started or the avatar menu; under 768 px a menu sheet holds them.
*/
function Header() {
	const { user, updateUser, logout } = useAuth();
	const navigate = useNavigate();
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	const [profileOpen, setProfileOpen] = useState(false);
	const [profileLoaded, setProfileLoaded] = useState(false);
	const [themeDialogOpen, setThemeDialogOpen] = useState(false);
	const { openEditor } = useQuoteEditor();
	const submitQuote = () => openEditor();
	const role = user?.role ?? null;
	const themeEditor = {
		canSave: can(role, "useThemeEditor"),
		onSaved: updateUser
	};
	const editProfile = () => {
		setProfileLoaded(true);
		setProfileOpen(true);
	};
	const signOut = async () => {
		await logout();
		toast.success("Signed out", { description: "See you soon." });
		if (SIGNED_IN_PAGES.some((page) => pathname.startsWith(page))) navigate({ to: "/" });
	};
	return /* @__PURE__ */ jsxs("header", {
		className: "sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: "/",
						"aria-label": "Echoes home",
						className: "-ml-1 shrink-0 rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
						children: /* @__PURE__ */ jsx(Wordmark, {})
					}),
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Main",
						className: "hidden items-center md:flex",
						children: navItems(role).map((item) => /* @__PURE__ */ jsx(Link, {
							to: item.to,
							className: navLinkClass,
							activeOptions: { exact: item.exact ?? false },
							children: item.label
						}, item.to))
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "ml-auto flex items-center gap-1",
						children: [
							/* @__PURE__ */ jsxs(Button, {
								size: "sm",
								variant: "outline",
								className: "hidden sm:inline-flex",
								onClick: submitQuote,
								onPointerEnter: preloadQuoteEditor,
								onFocus: preloadQuoteEditor,
								"data-testid": "submit-quote-button",
								children: [/* @__PURE__ */ jsx(PlusIcon, { "aria-hidden": "true" }), "Submit Quote"]
							}),
							/* @__PURE__ */ jsx(SessionTimerButton, {}),
							/* @__PURE__ */ jsx(ThemeEditorButton, {
								...themeEditor,
								className: "hidden md:inline-flex"
							}),
							/* @__PURE__ */ jsx(ThemeToggle, {}),
							user ? /* @__PURE__ */ jsx(Suspense, {
								fallback: /* @__PURE__ */ jsx(AvatarButton, {
									initials: initialsOf(user),
									name: displayNameOf(user),
									className: "hidden md:inline-flex",
									"aria-disabled": "true"
								}),
								children: /* @__PURE__ */ jsx(UserMenu, {
									user,
									onEditProfile: editProfile,
									onSubmitQuote: submitQuote,
									onLogout: () => void signOut(),
									className: "hidden md:inline-flex"
								})
							}) : /* @__PURE__ */ jsxs("div", {
								className: "hidden items-center gap-2 pl-1 md:flex",
								children: [/* @__PURE__ */ jsx(Button, {
									variant: "ghost",
									size: "sm",
									onClick: () => openAuthModal("login"),
									onPointerEnter: preloadAuthDialog,
									onFocus: preloadAuthDialog,
									children: "Sign In"
								}), /* @__PURE__ */ jsx(Button, {
									size: "sm",
									onClick: () => openAuthModal("register"),
									onPointerEnter: preloadAuthDialog,
									onFocus: preloadAuthDialog,
									children: "Get Started"
								})]
							}),
							/* @__PURE__ */ jsx(MobileMenu, {
								user,
								className: "md:hidden",
								onSignIn: () => openAuthModal("login"),
								onGetStarted: () => openAuthModal("register"),
								onEditProfile: editProfile,
								onSubmitQuote: submitQuote,
								onOpenThemeEditor: () => setThemeDialogOpen(true),
								onLogout: () => void signOut()
							})
						]
					})
				]
			}),
			profileLoaded && /* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(ProfileDialog, {
					open: profileOpen,
					onOpenChange: setProfileOpen
				})
			}),
			/* @__PURE__ */ jsx(ThemeEditorDialog, {
				...themeEditor,
				open: themeDialogOpen,
				onOpenChange: setThemeDialogOpen
			})
		]
	});
}
// src/client/app/layout/scroll-to-top.tsx
/** A button that appears after scrolling more than SCROLL_TOP_THRESHOLD_PX and brings the page back to the top. */
function ScrollToTop() {
	const [visible, setVisible] = useState(false);
	useEffect(() => {
		let frame = 0;
		const update = () => {
			frame = 0;
			setVisible(window.scrollY > 300);
		};
		const onScroll = () => {
			if (frame === 0) frame = window.requestAnimationFrame(update);
		};
		update();
		window.addEventListener("scroll", onScroll, { passive: true });
		return () => {
			window.removeEventListener("scroll", onScroll);
			if (frame !== 0) window.cancelAnimationFrame(frame);
		};
	}, []);
	const scrollUp = () => {
		const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
		window.scrollTo({
			top: 0,
			behavior: reduceMotion ? "auto" : "smooth"
		});
	};
	return /* @__PURE__ */ jsx(Button, {
		type: "button",
		size: "icon",
		variant: "outline",
		"aria-label": "Scroll to top",
		title: "Scroll to top",
		onClick: scrollUp,
		inert: !visible,
		className: cn("fixed right-4 bottom-4 z-40 size-10 rounded-full bg-background shadow-md transition-all duration-200 sm:right-6 sm:bottom-6", visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-2 opacity-0"),
		children: /* @__PURE__ */ jsx(ArrowUpIcon, { "aria-hidden": "true" })
	});
}
// src/client/app/layout/skip-link.tsx
/** The first thing keyboard users reach: jumps past the header to the page content. */
function SkipLink() {
	return /* @__PURE__ */ jsx("a", {
		href: "#main",
		className: "sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:ring-[3px] focus:ring-ring/50",
		children: "Skip to content"
	});
}
// src/client/app/layout/root-layout.tsx
/** Header, page, footer and the app-wide widgets. */
function RootLayout() {
	const { resolvedTheme } = useTheme();
	return /* @__PURE__ */ jsxs(QuoteEditorRoot, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "flex min-h-dvh flex-col",
			children: [
				/* @__PURE__ */ jsx(SkipLink, {}),
				/* @__PURE__ */ jsx(Header, {}),
				/* @__PURE__ */ jsx("main", {
					id: "main",
					tabIndex: -1,
					className: "flex-1 outline-none",
					children: /* @__PURE__ */ jsx(Outlet, {})
				}),
				/* @__PURE__ */ jsx(Footer, {})
			]
		}),
		/* @__PURE__ */ jsx(ScrollToTop, {}),
		/* @__PURE__ */ jsx(AuthDialogHost, {}),
		/* @__PURE__ */ jsx(Toaster$1, {
			theme: resolvedTheme,
			visibleToasts: 1,
			duration: TOAST_DURATION_MS,
			closeButton: true
		})
	] });
}
// src/client/app/routes/__root.tsx
var Route$9 = createRootRouteWithContext()({ component: RootLayout });
// src/client/app/prefetch.ts
/**
* A route's data, started by its loader. On the server the render waits for it, so the HTML carries the
* data and the browser's cache starts with it; in the browser the page shows its own loading state
* instead of holding the previous page, so the loader only starts the request (a hover prefetches it).
* Failures are left to the page, which shows its error state and a retry.
*/
function prefetch(load) {
	const loading = load().then(() => void 0, () => void 0);
	return typeof window === "undefined" ? loading : void 0;
}
// src/client/app/routes/index.tsx
var $$splitComponentImporter$8 = () => import("./assets/routes-DH8AFQcz.js").then((n) => n.t);
var Route$8 = createFileRoute("/")({
	validateSearch: (search) => parseHomeSearch(search),
	loaderDeps: ({ search }) => search,
	loader: ({ context, deps }) => prefetch(async () => {
		const { prefetchHome } = await import("./assets/prefetch-home-CVJasHJI.js");
		await prefetchHome(context.queryClient, deps);
	}),
	component: lazyRouteComponent($$splitComponentImporter$8, "component")
});
/**
* The list filter sync: a hand-written or old URL (`?q=author:Twain&tags=`) is rewritten in place to the
* parameters the controls write (`?authors=Twain`). It lives on this route only, so /auth/callback and every
* other page keep their URLs as they are (SPEC §2).
*/
// src/client/app/routes/about.tsx
var $$splitComponentImporter$7 = () => import("./assets/about-DAe_p-BP.js");
var Route$7 = createFileRoute("/about")({ component: lazyRouteComponent($$splitComponentImporter$7, "component") });
// src/client/app/routes/admin.tsx
var $$splitComponentImporter$6 = () => import("./assets/admin-EenJtP8e.js");
var Route$6 = createFileRoute("/admin")({ component: lazyRouteComponent($$splitComponentImporter$6, "component") });
// src/client/app/routes/dashboard.tsx
var $$splitComponentImporter$5 = () => import("./assets/dashboard-BSIno3Vh.js");
var Route$5 = createFileRoute("/dashboard")({ component: lazyRouteComponent($$splitComponentImporter$5, "component") });
// src/client/app/routes/privacy.tsx
var $$splitComponentImporter$4 = () => import("./assets/privacy-DzuFHeQj.js");
var Route$4 = createFileRoute("/privacy")({ component: lazyRouteComponent($$splitComponentImporter$4, "component") });
// src/client/app/routes/terms.tsx
var $$splitComponentImporter$3 = () => import("./assets/terms-fZ0M6p50.js");
var Route$3 = createFileRoute("/terms")({ component: lazyRouteComponent($$splitComponentImporter$3, "component") });
// src/client/app/routes/auth/callback.tsx
var $$splitComponentImporter$2 = () => import("./assets/callback-5fBUqktE.js");
var Route$2 = createFileRoute("/auth/callback")({
	validateSearch: (search) => ({
		type: typeof search.type === "string" ? search.type : void 0,
		token: typeof search.token === "string" && search.token !== "" ? search.token : void 0
	}),
	component: lazyRouteComponent($$splitComponentImporter$2, "component")
});
/** The return target of e-mailed links (SPEC §2): a password recovery link lands here. */
// src/client/features/quotes/api/get-quote.ts
/** GET /api/quotes/{id}: one quote with its source and related quotes. */
function getQuote(id, signal) {
	return apiFetch(`/api/quotes/${encodeURIComponent(id)}`, { signal });
}
/**
* A quote page's data, or null when there is no such quote for this viewer: "not found" is an answer the
* page shows (and the server renders with a 404), not an error to retry.
*/
async function orNotFound(request) {
	try {
		return await request;
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
		throw error;
	}
}
function quoteQueryOptions(id) {
	return queryOptions({
		queryKey: ["/api/quotes", id],
		queryFn: ({ signal }) => orNotFound(getQuote(id, signal))
	});
}
function useQuote(id) {
	return useQuery(quoteQueryOptions(id));
}
// src/client/features/quotes/api/get-quote-by-slug.ts
/** GET /api/quotes/slug/{slug}: one quote by its url_slug, with its source and related quotes. */
function getQuoteBySlug(slug, signal) {
	return apiFetch(`/api/quotes/slug/${encodeURIComponent(slug)}`, { signal });
}
/** The quote, or null when there is none by this slug for this viewer. */
function quoteBySlugQueryOptions(slug) {
	return queryOptions({
		queryKey: ["/api/quotes/slug", slug],
		queryFn: ({ signal }) => orNotFound(getQuoteBySlug(slug, signal))
	});
}
function useQuoteBySlug(slug) {
	return useQuery(quoteBySlugQueryOptions(slug));
}
// src/client/app/routes/quote/$slug.tsx
var $$splitComponentImporter$1 = () => import("./assets/_slug-D7n1JRZn.js");
var Route$1 = createFileRoute("/quote/$slug")({
	loader: ({ context, params }) => prefetch(() => context.queryClient.ensureQueryData(quoteBySlugQueryOptions(params.slug))),
	component: lazyRouteComponent($$splitComponentImporter$1, "component")
});
// src/client/app/routes/quote/id/$id.tsx
var $$splitComponentImporter = () => import("./assets/_id-BAucT9yR.js");
var Route = createFileRoute("/quote/id/$id")({
	loader: ({ context, params }) => prefetch(() => context.queryClient.ensureQueryData(quoteQueryOptions(params.id))),
	component: lazyRouteComponent($$splitComponentImporter, "component")
});
// src/client/routeTree.gen.ts
var rootRouteChildren = {
	IndexRoute: Route$8.update({
		id: "/",
		path: "/",
		getParentRoute: () => Route$9
	}),
	AboutRoute: Route$7.update({
		id: "/about",
		path: "/about",
		getParentRoute: () => Route$9
	}),
	AdminRoute: Route$6.update({
		id: "/admin",
		path: "/admin",
		getParentRoute: () => Route$9
	}),
	DashboardRoute: Route$5.update({
		id: "/dashboard",
		path: "/dashboard",
		getParentRoute: () => Route$9
	}),
	PrivacyRoute: Route$4.update({
		id: "/privacy",
		path: "/privacy",
		getParentRoute: () => Route$9
	}),
	TermsRoute: Route$3.update({
		id: "/terms",
		path: "/terms",
		getParentRoute: () => Route$9
	}),
	AuthCallbackRoute: Route$2.update({
		id: "/auth/callback",
		path: "/auth/callback",
		getParentRoute: () => Route$9
	}),
	QuoteSlugRoute: Route$1.update({
		id: "/quote/$slug",
		path: "/quote/$slug",
		getParentRoute: () => Route$9
	}),
	QuoteIdIdRoute: Route.update({
		id: "/quote/id/$id",
		path: "/quote/id/$id",
		getParentRoute: () => Route$9
	})
};
var routeTree = Route$9._addFileChildren(rootRouteChildren)._addFileTypes();
// src/client/app/search-params.ts
/**
* How the router reads and writes URL search parameters: as plain text, exactly as SPEC §2 writes them
* (`?tags=love,hope&authors=Mark+Twain&bookmarked=true`). TanStack Router's default JSON encoding would write
* `q=%22123%22` for the text "123" and read `q=123` as a number; each route's validateSearch types the text.
*/
/** "?a=1&b=x" → { a: "1", b: "x" }; a repeated key gives a list. */
function parseSearch(searchStr) {
	const result = {};
	for (const [key, value] of new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr)) {
		const previous = result[key];
		if (previous === void 0) result[key] = value;
		else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
	}
	return result;
}
/** Readable but unambiguous: commas, colons, @ and / stay as they are, spaces become "+". */
function encodeText(value) {
	return encodeURIComponent(value).replace(/%2C/gi, ",").replace(/%3A/gi, ":").replace(/%40/gi, "@").replace(/%2F/gi, "/").replace(/%20/g, "+");
}
/** { a: "1", b: true, c: undefined } → "?a=1&b=true"; undefined, null and "" are left out. */
function stringifySearch(search) {
	const parts = [];
	for (const [key, value] of Object.entries(search)) {
		const values = Array.isArray(value) ? value : [value];
		for (const item of values) {
			if (item === void 0 || item === null || item === "") continue;
			const text = typeof item === "string" ? item : JSON.stringify(item);
			parts.push(`${encodeText(key)}=${encodeText(text)}`);
		}
	}
	return parts.length > 0 ? `?${parts.join("&")}` : "";
}
// src/client/app/router.tsx
/** The app's router; the server gives it a memory history of the requested URL. */
function createAppRouter(context, history) {
	return createRouter({
		routeTree,
		context,
		history,
		defaultPreload: "intent",
		defaultPreloadStaleTime: 0,
		defaultPendingComponent: PagePending,
		defaultNotFoundComponent: NotFoundPage,
		defaultErrorComponent: PageError,
		scrollRestoration: true,
		parseSearch,
		stringifySearch
	});
}
// src/client/app/ssr-state.ts
/** JSON for a `<script type="application/json">`: no `<` can close the element early. */
function serializeSsrState(state) {
	return JSON.stringify(state).replace(/</g, "\\u003c");
}
// src/client/entry-server.tsx
/** Renders one page as an anonymous visitor sees it, with the data its routes load. */
async function renderPage({ url, publicUrl, storedDisplay: cookie }) {
	const queryClient = createQueryClient();
	const storedDisplay = parseStoredDisplayMode(cookie ?? null);
	const router = createAppRouter({
		queryClient,
		storedDisplay
	}, createMemoryHistory({ initialEntries: [url] }));
	await router.load();
	let head;
	const html = renderToString(/* @__PURE__ */ jsx(App, {
		router,
		queryClient,
		publicUrl,
		collectHead: (next) => {
			head ??= next;
		}
	}));
	const state = serializeSsrState({
		queries: dehydrate(queryClient),
		publicUrl,
		storedDisplay
	});
	queryClient.clear();
	const page = head ?? { title: "Echoes — quotes worth sharing" };
	return {
		status: page.status ?? 200,
		head: pageHeadHtml(page, publicUrl),
		html,
		state
	};
}
var createPageRenderer = (transport) => {
	setApiTransport(transport);
	return { render: renderPage };
};
export { SITE_NAME as $, preloadQuoteEditor as A, PagePending as B, Dialog$1 as C, DialogFooter as D, DialogDescription as E, canEditQuote as F, DEFAULT_PRESET_CLASS as G, Button as H, ownerBadgeStatus as I, displayParts as J, useAuth as K, ownerEditReturnsToReview as L, EDITOR_TOASTS as M, badgeStatus as N, DialogHeader as O, canDeleteQuote as P, HOME_TITLE as Q, reviewRequestStatus as R, messageOf as S, DialogContent as T, buttonVariants as U, Spinner as V, useThemeScheme as W, resolveDisplayMode as X, parseStoredDisplayMode as Y, storeDisplayMode as Z, ThemeEditorTrigger as _, Route$2 as a, SESSION_STATUS_LABELS as b, UserAvatar as c, createPageRenderer, Sheet as d, usePageHead as et, SheetContent as f, PanelFallback as g, SheetTitle as h, useQuote as i, useQuoteEditor as j, DialogTitle as k, displayNameOf as l, SheetHeader as m, Route$1 as n, usePublicUrl as nt, Route$8 as o, SheetDescription as p, useSessionUser as q, useQuoteBySlug as r, AvatarButton as s, Route as t, usePageTitle as tt, initialsOf as u, STATUS_STYLE as v, DialogClose as w, formatCountdown as x, SessionTimerTrigger as y, openAuthModal as z };
