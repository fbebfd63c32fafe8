import { MIN_TOKEN_LENGTH, STORAGE_KEYS, TOKEN_STORE_ATTEMPTS } from "#contracts/constants.ts";

/**
 * Where the session lives in the browser (docs/product/accounts-and-roles.md and docs/product/messages-and-limits.md): the access token and the signed-in user in
 * session storage, the session-start timestamp in local storage. lib/api.ts reads the token from here;
 * features/auth owns the session and listens for SESSION_EXPIRED_EVENT.
 */

/** Dispatched on window when an API call finds the stored session rejected (expired or revoked). */
export const SESSION_EXPIRED_EVENT = "echoes:session-expired";

export const TOKEN_NOT_STORED_MESSAGE = "Failed to store authentication token.";

/** The user record kept with the token, as the server describes it (AuthUser). */
export interface StoredUser {
  id: string;
  email: string;
  user_metadata?: Record<string, unknown> | null;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function remove(storage: Storage | undefined, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
}

/** A token is usable only when it is longer than 10 characters (docs/product/messages-and-limits.md). */
export function isUsableToken(token: string | null | undefined): token is string {
  return typeof token === "string" && token.length >= MIN_TOKEN_LENGTH;
}

/** The stored access token, when it is usable (session storage first, then local storage). */
export function readAuthToken(): string | undefined {
  const token = read(session(), STORAGE_KEYS.authToken) ?? read(local(), STORAGE_KEYS.authToken);
  return isUsableToken(token) ? token : undefined;
}

/**
 * Stores the access token: trimmed, written, read back and compared, up to TOKEN_STORE_ATTEMPTS times.
 * Throws "Failed to store authentication token." when it never reads back the same.
 */
export function storeAuthToken(token: string): string {
  const trimmed = token.trim();
  const storage = session();
  for (let attempt = 0; attempt < TOKEN_STORE_ATTEMPTS; attempt++) {
    try {
      storage?.setItem(STORAGE_KEYS.authToken, trimmed);
      if (storage?.getItem(STORAGE_KEYS.authToken) === trimmed) return trimmed;
    } catch {
      // Quota or privacy mode: try again, then give up.
    }
  }
  throw new Error(TOKEN_NOT_STORED_MESSAGE);
}

export function readStoredUser(): StoredUser | null {
  const raw = read(session(), STORAGE_KEYS.authUser);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      "id" in parsed &&
      typeof parsed.id === "string" &&
      "email" in parsed &&
      typeof parsed.email === "string"
    ) {
      return parsed as StoredUser;
    }
  } catch {
    // A damaged record counts as none.
  }
  return null;
}

export function storeUser(user: StoredUser) {
  try {
    session()?.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
  } catch {
    // The user stays signed in for this page; a reload asks again.
  }
}

/** When the session started (epoch ms), from local storage so that it survives reloads. */
export function readSessionStart(): number | null {
  const value = Number(read(local(), STORAGE_KEYS.sessionStart));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function writeSessionStart(epochMs: number) {
  try {
    local()?.setItem(STORAGE_KEYS.sessionStart, String(epochMs));
  } catch {
    // The timer falls back to the page's own clock.
  }
}

/** Signed in, as far as the browser knows: a usable token and a stored user. */
export function hasStoredSession(): boolean {
  return readAuthToken() !== undefined && readStoredUser() !== null;
}

/** Forgets the token (in both storages), the stored user and the session start. */
export function clearStoredSession() {
  remove(session(), STORAGE_KEYS.authToken);
  remove(local(), STORAGE_KEYS.authToken);
  remove(session(), STORAGE_KEYS.authUser);
  remove(local(), STORAGE_KEYS.sessionStart);
}
