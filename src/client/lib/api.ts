import { MIN_TOKEN_LENGTH, STORAGE_KEYS } from "#contracts/constants.ts";

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

/** The stored access token, when it is usable (SPEC §9: longer than 10 characters). */
export function readAuthToken(): string | undefined {
  try {
    const token =
      window.sessionStorage.getItem(STORAGE_KEYS.authToken) ?? window.localStorage.getItem(STORAGE_KEYS.authToken);
    return token && token.length >= MIN_TOKEN_LENGTH ? token : undefined;
  } catch {
    return undefined;
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
}

/** fetch for our API: JSON in and out, cookies included, bearer token when there is one; throws ApiError on non-ok. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set("Accept", "application/json");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const token = readAuthToken();
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);

  const response = await fetch(path, {
    ...rest,
    headers,
    credentials: "include",
    body: json === undefined ? undefined : JSON.stringify(json),
  });

  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new ApiError(errorMessageFor(response.status, response.statusText, body), response.status, body);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}

/** Builds a query string, leaving out empty values (SPEC §7). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
