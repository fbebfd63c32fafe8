import type { BrowserContext } from "playwright-core";
import { BASE_URL } from "./helpers.ts";

export interface Session {
  token: string;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
}

/** A JSON call to the API, with a bearer token when given. */
export async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export function uniqueWord() {
  return `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signInThroughApi(email: string, password: string): Promise<Session> {
  const answer = await call<{ session: { access_token: string }; user: Session["user"] }>("/api/auth/signin", {
    method: "POST",
    body: { email, password },
  });
  return { token: answer.session.access_token, user: answer.user };
}

/** A new account per journey (SPEC §7 sign-up), signed in through the API. */
export async function newUser(firstname = "Ada"): Promise<Session> {
  const email = `${firstname.toLowerCase()}.${uniqueWord()}@example.com`;
  const password = "correct-horse-42";
  await call("/api/auth/signup", { method: "POST", body: { email, password, firstname, lastname: "Tester" } });
  return signInThroughApi(email, password);
}

/** Puts the session where the auth UI keeps it (SPEC §4): token and user in session storage, start in local storage. */
export async function useSession(context: BrowserContext, session: Session) {
  await context.addInitScript((s: Session) => {
    if (sessionStorage.getItem("auth_token")) return;
    sessionStorage.setItem("auth_token", s.token);
    sessionStorage.setItem("auth_user", JSON.stringify(s.user));
    localStorage.setItem("session_start", String(Date.now()));
  }, session);
}
