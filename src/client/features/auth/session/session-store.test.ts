import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthUser } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";
import { createSessionStore } from "./session-store.ts";

const TOKEN = "header.payload.signature-1";
const NEW_TOKEN = "header.payload.signature-2";

const ada: AuthUser = {
  id: "5b0a4f3e-3f1e-4d3a-9a57-0f6f5d6b7c11",
  email: "ada@example.com",
  user_metadata: {
    firstname: "Ada",
    lastname: "Lovelace",
    name: "Ada Lovelace",
    role: "user",
    themeClass: null,
    customColor: null,
  },
};

const sessionAnswer = (token: string | null = TOKEN, user: AuthUser = ada) => ({
  session:
    token === null
      ? undefined
      : { access_token: token, token_type: "bearer", expires_in: 3600, expires_at: 1_700_003_600 },
  user,
  message: "Signed in successfully",
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake of the server's auth routes; every call is recorded with its headers. */
function fakeServer(routes: Record<string, Handler>) {
  const calls: { route: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const route = `${init?.method ?? "GET"} ${url}`;
    calls.push({
      route,
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const handler = routes[route];
    if (!handler) return Response.json({ error: "not_found", message: `no route ${route}` }, { status: 404 });
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

const storedSession = () => ({
  token: window.sessionStorage.getItem("auth_token"),
  user: window.sessionStorage.getItem("auth_user"),
  start: window.localStorage.getItem("session_start"),
});

function storeSignedIn(token = TOKEN) {
  window.sessionStorage.setItem("auth_token", token);
  window.sessionStorage.setItem("auth_user", JSON.stringify(ada));
  window.localStorage.setItem("session_start", "1700000000000");
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("sign-in", () => {
  it("clears the old session, stores token, user and session start, and flags just-logged-in for 1 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    storeSignedIn("stale-token-from-before");
    const { calls } = fakeServer({ "POST /api/auth/signin": () => Response.json(sessionAnswer(`  ${TOKEN}  `)) });
    const store = createSessionStore({ now: () => 1_700_000_123_000 });

    const loading: boolean[] = [];
    store.subscribe(() => loading.push(store.getState().loading));
    const user = await store.login({ email: "ada@example.com", password: "secret1" });

    expect(user).toMatchObject({ id: ada.id, email: ada.email, role: "user" });
    expect(user.user_metadata.firstname).toBe("Ada");
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
    expect(storedSession()).toEqual({ token: TOKEN, user: JSON.stringify(ada), start: "1700000123000" });
    expect(store.getState()).toMatchObject({ loading: false, justLoggedIn: true, sessionStart: 1_700_000_123_000 });
    expect(loading[0]).toBe(true);

    vi.advanceTimersByTime(999);
    expect(store.getState().justLoggedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().justLoggedIn).toBe(false);
  });

  it("passes the server's message to the caller and ends loading", async () => {
    fakeServer({
      "POST /api/auth/signin": () =>
        Response.json({ error: "invalid_credentials", message: "Invalid email or password" }, { status: 401 }),
    });
    const store = createSessionStore();
    await expect(store.login({ email: "ada@example.com", password: "wrong" })).rejects.toThrow(
      "Invalid email or password",
    );
    expect(store.getState()).toMatchObject({ loading: false, user: null });
  });

  it("fails without an access token in the answer", async () => {
    fakeServer({ "POST /api/auth/signin": () => Response.json(sessionAnswer(null)) });
    const store = createSessionStore();
    await expect(store.login({ email: "ada@example.com", password: "secret1" })).rejects.toThrow(
      "No access token received from server",
    );
    expect(store.getState()).toMatchObject({ loading: false, user: null });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });

  it("fails when the token cannot be stored", async () => {
    fakeServer({ "POST /api/auth/signin": () => Response.json(sessionAnswer()) });
    const broken = {
      getItem: () => null,
      setItem: vi.fn(() => {
        throw new Error("QuotaExceededError");
      }),
      removeItem: () => undefined,
    };
    const spy = vi.spyOn(window, "sessionStorage", "get").mockReturnValue(broken as unknown as Storage);
    try {
      const store = createSessionStore();
      await expect(store.login({ email: "ada@example.com", password: "secret1" })).rejects.toThrow(
        "Failed to store authentication token.",
      );
      expect(broken.setItem).toHaveBeenCalledTimes(3);
      expect(store.getState()).toMatchObject({ loading: false, user: null });
    } finally {
      spy.mockRestore();
    }
  });

  it("resolves the role from the user's metadata", async () => {
    const admin = { ...ada, user_metadata: { ...ada.user_metadata, role: "admin" as const } };
    fakeServer({ "POST /api/auth/signin": () => Response.json(sessionAnswer(TOKEN, admin)) });
    const store = createSessionStore();
    expect((await store.login({ email: "ada@example.com", password: "secret1" })).role).toBe("admin");
  });
});

describe("sign-up", () => {
  it("stores the returned token but does not set the current user", async () => {
    const { calls } = fakeServer({
      "POST /api/auth/signup": () => Response.json(sessionAnswer(TOKEN), { status: 201 }),
    });
    const store = createSessionStore();
    await store.register({ email: "ada@example.com", password: "secret1", firstname: "Ada", lastname: "Lovelace" });
    expect(calls[0]?.body).toEqual({
      email: "ada@example.com",
      password: "secret1",
      firstname: "Ada",
      lastname: "Lovelace",
    });
    expect(window.sessionStorage.getItem("auth_token")).toBe(TOKEN);
    expect(store.getState()).toMatchObject({ user: null, loading: false });
  });

  it("passes errors to the caller and ends loading", async () => {
    fakeServer({
      "POST /api/auth/signup": () =>
        Response.json(
          { error: "conflict", message: "An account with this email already exists", fields: { email: "taken" } },
          { status: 409 },
        ),
    });
    const store = createSessionStore();
    await expect(
      store.register({ email: "ada@example.com", password: "secret1", firstname: "Ada", lastname: "Lovelace" }),
    ).rejects.toThrow("An account with this email already exists");
    expect(store.getState().loading).toBe(false);
  });
});

describe("start-up", () => {
  it("verifies a stored user and token with the server and refreshes the stored user", async () => {
    storeSignedIn();
    const renamed = { ...ada, user_metadata: { ...ada.user_metadata, firstname: "Augusta" } };
    const { calls } = fakeServer({ "GET /api/auth/user": () => Response.json(renamed) });
    const store = createSessionStore();
    const verifying = store.initialise();
    expect(store.getState()).toMatchObject({ verifying: true, initialised: false });
    expect(store.getState().user?.email).toBe(ada.email);
    await verifying;
    expect(calls[0]?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(store.getState()).toMatchObject({ verifying: false, initialised: true, sessionStart: 1_700_000_000_000 });
    expect(store.getState().user?.user_metadata.firstname).toBe("Augusta");
    expect(JSON.parse(window.sessionStorage.getItem("auth_user") ?? "null")).toEqual(renamed);
  });

  it("clears the session when verification fails", async () => {
    storeSignedIn();
    fakeServer({
      "GET /api/auth/user": () =>
        Response.json({ error: "unauthorized", message: "token is expired" }, { status: 401 }),
    });
    const store = createSessionStore();
    await store.initialise();
    expect(store.getState()).toMatchObject({ user: null, initialised: true, verifying: false, sessionStart: null });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });

  it("clears the session when the server cannot be reached", async () => {
    storeSignedIn();
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const store = createSessionStore();
    await store.initialise();
    expect(store.getState().user).toBeNull();
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });

  it("clears a stored user without a token, asking nothing", async () => {
    window.sessionStorage.setItem("auth_user", JSON.stringify(ada));
    window.localStorage.setItem("session_start", "1700000000000");
    const { fetchMock } = fakeServer({});
    const store = createSessionStore();
    await store.initialise();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user: null, initialised: true });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });

  it("treats a stored token of 10 characters or fewer as no token", async () => {
    window.sessionStorage.setItem("auth_token", "0123456789");
    window.sessionStorage.setItem("auth_user", JSON.stringify(ada));
    const { fetchMock } = fakeServer({});
    const store = createSessionStore();
    await store.initialise();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
  });

  it("with nothing stored is simply signed out", async () => {
    const { fetchMock } = fakeServer({});
    const store = createSessionStore();
    await store.initialise();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user: null, initialised: true, verifying: false });
  });
});

describe("refresh", () => {
  it("without a token clears the session", async () => {
    window.sessionStorage.setItem("auth_user", JSON.stringify(ada));
    const { fetchMock } = fakeServer({});
    const store = createSessionStore();
    await store.refresh();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem("auth_user")).toBeNull();
    expect(store.getState().loading).toBe(false);
  });

  it("updates the user on success", async () => {
    storeSignedIn();
    fakeServer({ "GET /api/auth/user": () => Response.json(ada) });
    const store = createSessionStore();
    await store.refresh();
    expect(store.getState().user?.email).toBe(ada.email);
    expect(store.getState().loading).toBe(false);
  });

  it("clears the session on a not-ok answer", async () => {
    storeSignedIn();
    fakeServer({ "GET /api/auth/user": () => new Response("boom", { status: 500 }) });
    const store = createSessionStore();
    await store.refresh();
    expect(store.getState()).toMatchObject({ user: null, loading: false });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });

  it("logs out on an error and rethrows it", async () => {
    storeSignedIn();
    const signOut = vi.fn().mockResolvedValue({ message: "Signed out" });
    const store = createSessionStore({
      api: { getUser: () => Promise.reject(new TypeError("Failed to fetch")), signOut },
    });
    await expect(store.refresh()).rejects.toThrow("Failed to fetch");
    expect(signOut).toHaveBeenCalledWith(TOKEN);
    expect(store.getState()).toMatchObject({ user: null, loading: false, initialised: false });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });
});

describe("logout", () => {
  it("clears user, token, stored user and session start, resets initialised and revokes the session", async () => {
    storeSignedIn();
    window.localStorage.setItem("theme", "dark");
    const { calls } = fakeServer({
      "GET /api/auth/user": () => Response.json(ada),
      "POST /api/auth/signout": () => Response.json({ message: "Signed out" }),
    });
    const store = createSessionStore();
    await store.initialise();
    expect(store.getState().initialised).toBe(true);

    await store.logout();
    expect(store.getState()).toMatchObject({ user: null, initialised: false, sessionStart: null });
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
    expect(window.localStorage.getItem("theme")).toBe("dark");
    const signout = calls.find((c) => c.route === "POST /api/auth/signout");
    expect(signout?.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    expect(signout?.headers.has("Content-Type")).toBe(false);
  });

  it("forgets the session even when the server cannot be told", async () => {
    storeSignedIn();
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")));
    const store = createSessionStore();
    await store.logout();
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });
});

describe("extending the session", () => {
  it("stores the new token and restarts the session clock", async () => {
    storeSignedIn();
    fakeServer({ "GET /api/auth/me": () => Response.json(sessionAnswer(NEW_TOKEN)) });
    const store = createSessionStore({ now: () => 1_700_002_000_000 });
    await store.extendSession();
    expect(window.sessionStorage.getItem("auth_token")).toBe(NEW_TOKEN);
    expect(window.localStorage.getItem("session_start")).toBe("1700002000000");
    expect(store.getState().sessionStart).toBe(1_700_002_000_000);
  });

  it("fails when the server refuses, and the expired token clears the stored session", async () => {
    storeSignedIn();
    fakeServer({
      "GET /api/auth/me": () => Response.json({ error: "unauthorized", message: "Invalid token" }, { status: 401 }),
    });
    const store = createSessionStore();
    await expect(store.extendSession()).rejects.toThrow("Session expired. Please sign in again.");
    expect(storedSession()).toEqual({ token: null, user: null, start: null });
  });
});

describe("short tokens", () => {
  it("are never sent", async () => {
    window.sessionStorage.setItem("auth_token", "0123456789");
    const { calls } = fakeServer({ "GET /api/quotes": () => Response.json({ quotes: [], total: 0 }) });
    await apiFetch("/api/quotes");
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });
});
