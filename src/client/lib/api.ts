import { clearStoredSession, hasStoredSession, readAuthToken, SESSION_EXPIRED_EVENT } from "./auth-storage.ts";

export { readAuthToken } from "./auth-storage.ts";

/** How API requests leave: the browser's fetch, or the server's in-process transport while rendering a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server-side renderer answers API calls in process instead of over the network. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please sign in again.";
export const AUTH_REQUIRED_MESSAGE = "Authentication required";

/** What a 401 body says when the token itself was refused (docs/product/messages-and-limits.md). */
const REJECTED_TOKEN_MARKERS = ["Invalid token", "token is expired", "bad_jwt"];

/** An API call that answered with a non-ok status. `message` is what a person can be shown. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
  }
}

/** The server's `message` field when the body is the JSON error envelope, else "status: body text". */
export function errorMessageFor(status: number, statusText: string, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      if (parsed.message.trim() !== "") return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the plain text form.
  }
  return `${status}: ${body || statusText}`;
}

export interface ApiRequestInit extends Omit<RequestInit, "body"> {
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as a multipart body (file uploads); the browser sets its Content-Type. */
  form?: FormData;
  /**
   * A call made outside any session (sign-in, sign-up, recovery, password reset): no bearer header, so a
   * stale token can never spoil it, and a 401 passes the server's own message through.
   */
  anonymous?: boolean;
}

/** The error of a 401 answer (docs/product/messages-and-limits.md), clearing the stored session when the server refused its token. */
function unauthorizedError(body: string, statusText: string): ApiError {
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

/** Sends an API request; answers the ok response, else throws ApiError (a refused token clears the session). */
async function send(path: string, init: ApiRequestInit): Promise<Response> {
  const { json, form, anonymous = false, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const token = anonymous ? undefined : readAuthToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);

  const response = await transport(path, {
    ...rest,
    headers,
    credentials: "include",
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });

  if (!response.ok) {
    const body = await response.text().catch(() => "");
    if (response.status === 401 && !anonymous) throw unauthorizedError(body, response.statusText);
    throw new ApiError(errorMessageFor(response.status, response.statusText, body), response.status, body);
  }
  return response;
}

/**
 * fetch for our API: JSON in and out, cookies included, the bearer token when a usable one is stored;
 * throws ApiError on non-ok (a refused token clears the session: "Session expired. Please sign in again.").
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/** Like apiFetch, for a file the API answers (a download): its bytes and the response headers. */
export async function apiFetchFile(path: string, init: ApiRequestInit = {}): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send(path, init);
  return { blob: await response.blob(), headers: response.headers };
}

/** Builds a query string, leaving out empty values (docs/api.md). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
