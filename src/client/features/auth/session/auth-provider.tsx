import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { toast } from "#client/lib/toast.ts";
import type { AuthUser, LoginBody, SignupBody } from "#contracts/auth.ts";
import { SESSION_EXPIRED_MESSAGE } from "#client/lib/api.ts";
import { SESSION_EXPIRED_EVENT } from "#client/lib/auth-storage.ts";
import { createSessionStore, type AuthState, type SessionStore, type SessionUser } from "./session-store.ts";

export interface AuthContextValue extends AuthState {
  login: (body: LoginBody) => Promise<SessionUser>;
  register: (body: SignupBody) => ReturnType<SessionStore["register"]>;
  logout: () => Promise<void>;
  /** Asks the server for the current user; errors are swallowed (docs/product/accounts-and-roles.md). */
  refresh: () => Promise<void>;
  extendSession: () => Promise<void>;
  updateUser: (user: AuthUser) => void;
  clearSession: () => void;
}

const SessionStoreContext = createContext<SessionStore | null>(null);

/**
 * Holds the session (docs/product/accounts-and-roles.md): verifies a stored session at start-up and forgets it when the server refuses it.
 * The context carries only the store, which never changes: session changes reach the components that read
 * them (`useAuth`, `useSessionUser`) through their own subscriptions. A changing context value right after
 * hydration would make React hydrate every server-rendered Suspense boundary below it at once, blocking the
 * main thread, instead of in the background.
 */
export function AuthProvider({ children, store: given }: { children: ReactNode; store?: SessionStore }) {
  const [store] = useState(() => given ?? createSessionStore());

  // At start-up, and again whenever a logout resets the session.
  useEffect(() => {
    const initialiseIfNeeded = () => {
      if (!store.getState().initialised) void store.initialise();
    };
    initialiseIfNeeded();
    return store.subscribe(initialiseIfNeeded);
  }, [store]);

  useEffect(() => {
    const onExpired = () => {
      const wasSignedIn = store.getState().initialised && store.getState().user !== null;
      store.expire();
      if (wasSignedIn) toast.error("Session Expired", { description: SESSION_EXPIRED_MESSAGE, id: "session" });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [store]);

  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

function useSessionStore(hook: string): SessionStore {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error(`${hook} must be used inside <AuthProvider>`);
  return store;
}

/** The whole session state and its actions. */
export function useAuth(): AuthContextValue {
  const store = useSessionStore("useAuth");
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getServerState);
  const refresh = useCallback(() => store.refresh().catch(() => undefined), [store]);
  return useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: store.login,
      register: store.register,
      logout: store.logout,
      refresh,
      extendSession: store.extendSession,
      updateUser: store.updateUser,
      clearSession: store.clearSession,
    }),
    [state, store, refresh],
  );
}

/**
 * Only the signed-in user (null for a visitor). Unlike `useAuth`, it re-renders its component only when the
 * user changes — not when the session merely finishes initialising or verifying, which happens on every
 * page load right after hydration and would otherwise re-render every quote card.
 */
export function useSessionUser(): SessionUser | null {
  const store = useSessionStore("useSessionUser");
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().user,
    () => store.getServerState().user,
  );
}
