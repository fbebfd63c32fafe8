import type { AuthSessionResponse, AuthUser, LoginBody, SignupBody, UserMetadata } from "#contracts/auth.ts";
import { JUST_LOGGED_IN_MS, type Role } from "#contracts/constants.ts";
import { resolveRole } from "#contracts/permissions.ts";
import { ApiError } from "#client/lib/api.ts";
import {
  clearStoredSession,
  isUsableToken,
  readAuthToken,
  readSessionStart,
  readStoredUser,
  storeAuthToken,
  storeUser,
  writeSessionStart,
  type StoredUser,
} from "#client/lib/auth-storage.ts";
import { extendSession as extendSessionCall } from "../api/extend-session.ts";
import { getUser } from "../api/get-user.ts";
import { signIn } from "../api/sign-in.ts";
import { signOut } from "../api/sign-out.ts";
import { signUp } from "../api/sign-up.ts";

export const NO_TOKEN_MESSAGE = "No access token received from server";

/** The client's session record (docs/product/data-model.md): user_metadata may be empty; the role defaults to user. */
export interface SessionUser {
  id: string;
  email: string;
  user_metadata: Partial<UserMetadata>;
  role: Role;
}

export interface AuthState {
  user: SessionUser | null;
  /** True while a login, register or refresh runs (docs/product/accounts-and-roles.md). */
  loading: boolean;
  /** The start-up check has run; reset by logout so that it runs again. */
  initialised: boolean;
  /** The stored session is being verified with the server; pages behind sign-in wait for it. */
  verifying: boolean;
  /** True for 1 s after a sign-in. */
  justLoggedIn: boolean;
  /** When the session started (epoch ms); the session timer counts from here. */
  sessionStart: number | null;
}

export interface SessionApi {
  signIn: (body: LoginBody) => Promise<Partial<AuthSessionResponse>>;
  signUp: (body: SignupBody) => Promise<Partial<AuthSessionResponse>>;
  getUser: () => Promise<AuthUser>;
  extendSession: () => Promise<Partial<AuthSessionResponse>>;
  signOut: (token: string) => Promise<unknown>;
}

const defaultApi: SessionApi = { signIn, signUp, getUser: () => getUser(), extendSession: extendSessionCall, signOut };

export function toSessionUser(user: StoredUser): SessionUser {
  const metadata = (user.user_metadata ?? {}) as Partial<UserMetadata>;
  return {
    id: user.id,
    email: user.email,
    user_metadata: metadata,
    role: resolveRole({ user_metadata: { role: metadata.role ?? null } }),
  };
}

/** The token of a sign-in or session answer, or "No access token received from server". */
function tokenOf(answer: Partial<AuthSessionResponse> | undefined): string {
  const token = answer?.session?.access_token?.trim();
  if (!isUsableToken(token)) throw new Error(NO_TOKEN_MESSAGE);
  return token;
}

function userOf(answer: Partial<AuthSessionResponse> | undefined): StoredUser {
  const user = answer?.user;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") {
    throw new Error("The server's answer has no user");
  }
  return user;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The session of docs/product/accounts-and-roles.md as a small store (React subscribes with useSyncExternalStore). The token and the
 * user live in session storage, the session start in local storage (lib/auth-storage.ts).
 */
export function createSessionStore(options: { api?: Partial<SessionApi>; now?: () => number } = {}) {
  const api: SessionApi = { ...defaultApi, ...options.api };
  const now = options.now ?? Date.now;

  let state: AuthState = {
    user: null,
    loading: false,
    initialised: false,
    verifying: false,
    justLoggedIn: false,
    sessionStart: null,
  };
  /** What the server rendered with: nobody signed in, nothing verified yet. */
  const startState = state;
  const listeners = new Set<() => void>();
  let justLoggedInTimer: ReturnType<typeof setTimeout> | undefined;
  let initialising: Promise<void> | undefined;
  /** Bumped by every sign-in and sign-out, so that an older verification cannot undo a newer change. */
  let generation = 0;

  function set(patch: Partial<AuthState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  /** Forgets the session here (state and storage), without telling the server. */
  function clearSession() {
    clearStoredSession();
    clearTimeout(justLoggedInTimer);
    set({ user: null, justLoggedIn: false, sessionStart: null });
  }

  function adoptUser(user: StoredUser) {
    storeUser(user);
    set({ user: toSessionUser(user) });
  }

  /**
   * Start-up: a stored user and token are verified with the server (success refreshes the stored user,
   * failure clears the session); a stored user without a token clears the session.
   */
  function initialise(): Promise<void> {
    if (state.initialised) return Promise.resolve();
    initialising ??= (async () => {
      const stored = readStoredUser();
      const token = readAuthToken();
      if (stored && !token) {
        clearSession();
      } else if (stored && token) {
        const started = generation;
        let sessionStart = readSessionStart();
        if (sessionStart === null) {
          sessionStart = now();
          writeSessionStart(sessionStart);
        }
        set({ user: toSessionUser(stored), verifying: true, sessionStart });
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
      initialising = undefined;
    });
    return initialising;
  }

  /**
   * Sign-in: clears any stored session, stores the token (checked) and the user, records the session
   * start, flags just-logged-in for 1 s. Errors reach the caller; loading is false afterwards either way.
   */
  async function login(body: LoginBody): Promise<SessionUser> {
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
      set({ user: sessionUser, sessionStart: startedAt, justLoggedIn: true, initialised: true });
      return sessionUser;
    } finally {
      set({ loading: false });
    }
  }

  /** Sign-up: stores a returned token but does not set the current user (docs/product/accounts-and-roles.md). Errors reach the caller. */
  async function register(body: SignupBody): Promise<Partial<AuthSessionResponse>> {
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
  async function refresh(): Promise<void> {
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
  async function logout(): Promise<void> {
    generation++;
    const token = readAuthToken();
    clearSession();
    set({ initialised: false });
    if (token) await api.signOut(token).catch(() => undefined);
  }

  /** Extends the session with GET /api/auth/me: stores the new token and restarts the session clock. */
  async function extendSession(): Promise<void> {
    const answer = await api.extendSession();
    const token = tokenOf(answer);
    storeAuthToken(token);
    const startedAt = now();
    writeSessionStart(startedAt);
    set({ sessionStart: startedAt });
    if (answer.user) adoptUser(answer.user);
  }

  /** A profile or theme change answered with the updated user. */
  function updateUser(user: AuthUser) {
    if (!state.user || state.user.id !== user.id) return;
    adoptUser(user);
  }

  /** The server refused the stored token (lib/api.ts cleared storage): forget the user. Was anyone signed in? */
  function expire(): boolean {
    const wasSignedIn = state.user !== null;
    generation++;
    clearSession();
    return wasSignedIn;
  }

  return {
    getState: () => state,
    /** The state pages are rendered with on the server, which hydration must reproduce. */
    getServerState: () => startState,
    subscribe: (listener: () => void) => {
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
    clearSession,
  };
}
