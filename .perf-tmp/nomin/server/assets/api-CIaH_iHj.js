import { f as STORAGE_KEYS } from "./constants-DC2r50n9.js";
// src/client/lib/auth-storage.ts
/**
* Where the session lives in the browser (SPEC §4, §9): the access token and the signed-in user in
* session storage, the session-start timestamp in local storage. lib/api.ts reads the token from here;
* features/auth owns the session and listens for SESSION_EXPIRED_EVENT.
*/
/** Dispatched on window when an API call finds the stored session rejected (expired or revoked). */
var SESSION_EXPIRED_EVENT = "echoes:session-expired";
var TOKEN_NOT_STORED_MESSAGE = "Failed to store authentication token.";
function session() {
	try {
		return window.sessionStorage;
	} catch {
		return;
	}
}
function local() {
	try {
		return window.localStorage;
	} catch {
		return;
	}
}
function read(storage, key) {
	try {
		return storage?.getItem(key) ?? null;
	} catch {
		return null;
	}
}
function remove(storage, key) {
	try {
		storage?.removeItem(key);
	} catch {}
}
/** A token is usable only when it is longer than 10 characters (SPEC §5, §9). */
function isUsableToken(token) {
	return typeof token === "string" && token.length >= 11;
}
/** The stored access token, when it is usable (session storage first, then local storage). */
function readAuthToken() {
	const token = read(session(), STORAGE_KEYS.authToken) ?? read(local(), STORAGE_KEYS.authToken);
	return isUsableToken(token) ? token : void 0;
}
/**
* Stores the access token: trimmed, written, read back and compared, up to TOKEN_STORE_ATTEMPTS times.
* Throws "Failed to store authentication token." when it never reads back the same.
*/
function storeAuthToken(token) {
	const trimmed = token.trim();
	const storage = session();
	for (let attempt = 0; attempt < 3; attempt++) try {
		storage?.setItem(STORAGE_KEYS.authToken, trimmed);
		if (storage?.getItem(STORAGE_KEYS.authToken) === trimmed) return trimmed;
	} catch {}
	throw new Error(TOKEN_NOT_STORED_MESSAGE);
}
function readStoredUser() {
	const raw = read(session(), STORAGE_KEYS.authUser);
	if (!raw) return null;
	try {
		const parsed = JSON.parse(raw);
		if (parsed && typeof parsed === "object" && "id" in parsed && typeof parsed.id === "string" && "email" in parsed && typeof parsed.email === "string") return parsed;
	} catch {}
	return null;
}
function storeUser(user) {
	try {
		session()?.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
	} catch {}
}
/** When the session started (epoch ms), from local storage so that it survives reloads. */
function readSessionStart() {
	const value = Number(read(local(), STORAGE_KEYS.sessionStart));
	return Number.isFinite(value) && value > 0 ? value : null;
}
function writeSessionStart(epochMs) {
	try {
		local()?.setItem(STORAGE_KEYS.sessionStart, String(epochMs));
	} catch {}
}
/** Signed in, as far as the browser knows: a usable token and a stored user. */
function hasStoredSession() {
	return readAuthToken() !== void 0 && readStoredUser() !== null;
}
/** Forgets the token (in both storages), the stored user and the session start. */
function clearStoredSession() {
	remove(session(), STORAGE_KEYS.authToken);
	remove(local(), STORAGE_KEYS.authToken);
	remove(session(), STORAGE_KEYS.authUser);
	remove(local(), STORAGE_KEYS.sessionStart);
}
// src/client/lib/api.ts
var transport = (path, init) => fetch(path, init);
/** The server-side renderer answers API calls in process instead of over the network. */
function setApiTransport(next) {
	transport = next;
}
var SESSION_EXPIRED_MESSAGE = "Session expired. Please sign in again.";
var AUTH_REQUIRED_MESSAGE = "Authentication required";
/** What a 401 body says when the token itself was refused (SPEC §8). */
var REJECTED_TOKEN_MARKERS = [
	"Invalid token",
	"token is expired",
	"bad_jwt"
];
/** An API call that answered with a non-ok status. `message` is what a person can be shown. */
var ApiError = class extends Error {
	status;
	body;
	name = "ApiError";
	constructor(message, status, body) {
		super(message);
		this.status = status;
		this.body = body;
	}
};
/** The server's `message` field when the body is the JSON error envelope, else "status: body text". */
function errorMessageFor(status, statusText, body) {
	try {
		const parsed = JSON.parse(body);
		if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
			if (parsed.message.trim() !== "") return parsed.message;
		}
	} catch {}
	return `${status}: ${body || statusText}`;
}
/** The error of a 401 answer (SPEC §8), clearing the stored session when the server refused its token. */
function unauthorizedError(body, statusText) {
	if (hasStoredSession()) {
		if (REJECTED_TOKEN_MARKERS.some((marker) => body.includes(marker))) {
			clearStoredSession();
			window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
			return new ApiError(SESSION_EXPIRED_MESSAGE, 401, body);
		}
		return new ApiError(errorMessageFor(401, statusText, body), 401, body);
	}
	return new ApiError(AUTH_REQUIRED_MESSAGE, 401, body);
}
/**
* fetch for our API: JSON in and out, cookies included, the bearer token when a usable one is stored;
* throws ApiError on non-ok (a refused token clears the session: "Session expired. Please sign in again.").
*/
async function apiFetch(path, init = {}) {
	const { json, anonymous = false, headers: extraHeaders, ...rest } = init;
	const headers = new Headers(extraHeaders);
	headers.set("Accept", "application/json");
	if (json !== void 0) headers.set("Content-Type", "application/json");
	const token = anonymous ? void 0 : readAuthToken();
	if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
	const response = await transport(path, {
		...rest,
		headers,
		credentials: "include",
		body: json === void 0 ? void 0 : JSON.stringify(json)
	});
	if (!response.ok) {
		const body = await response.text().catch(() => "");
		if (response.status === 401 && !anonymous) throw unauthorizedError(body, response.statusText);
		throw new ApiError(errorMessageFor(response.status, response.statusText, body), response.status, body);
	}
	if (response.status === 204) return void 0;
	const text = await response.text();
	return text === "" ? void 0 : JSON.parse(text);
}
/** Builds a query string, leaving out empty values (SPEC §7). */
function withQuery(path, params) {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value === void 0 || value === null || value === "") continue;
		search.set(key, String(value));
	}
	const query = search.toString();
	return query ? `${path}?${query}` : path;
}
export { withQuery as a, isUsableToken as c, readStoredUser as d, storeAuthToken as f, setApiTransport as i, readAuthToken as l, writeSessionStart as m, SESSION_EXPIRED_MESSAGE as n, SESSION_EXPIRED_EVENT as o, storeUser as p, apiFetch as r, clearStoredSession as s, ApiError as t, readSessionStart as u };
