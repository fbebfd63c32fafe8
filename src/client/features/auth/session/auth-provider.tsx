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
import { toast } from "sonner";
import type { AuthUser, LoginBody, SignupBody } from "#contracts/auth.ts";
import { SESSION_EXPIRED_MESSAGE } from "#client/lib/api.ts";
import { SESSION_EXPIRED_EVENT } from "#client/lib/auth-storage.ts";
import { createSessionStore, type AuthState, type SessionStore, type SessionUser } from "./session-store.ts";

export interface AuthContextValue extends AuthState {
  login: (body: LoginBody) => Promise<SessionUser>;
  register: (body: SignupBody) => ReturnType<SessionStore["register"]>;
  logout: () => Promise<void>;
  /** Asks the server for the current user; errors are swallowed (SPEC §4). */
  refresh: () => Promise<void>;
  extendSession: () => Promise<void>;
  updateUser: (user: AuthUser) => void;
  clearSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the session (SPEC §4): verifies a stored session at start-up and forgets it when the server refuses it. */
export function AuthProvider({ children, store: given }: { children: ReactNode; store?: SessionStore }) {
  const [store] = useState(() => given ?? createSessionStore());
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    if (!state.initialised) void store.initialise();
  }, [store, state.initialised]);

  useEffect(() => {
    const onExpired = () => {
      const wasSignedIn = store.getState().initialised && store.getState().user !== null;
      store.expire();
      if (wasSignedIn) toast.error("Session Expired", { description: SESSION_EXPIRED_MESSAGE, id: "session" });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [store]);

  const refresh = useCallback(() => store.refresh().catch(() => undefined), [store]);

  const value = useMemo<AuthContextValue>(
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
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside <AuthProvider>");
  return context;
}
