import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, errorMessageFor, withQuery } from "./api.ts";
import { SESSION_EXPIRED_EVENT } from "./auth-storage.ts";

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("apiFetch", () => {
  it("reads JSON and sends cookies", async () => {
    const fetchMock = mockFetch(Response.json({ quotes: [], total: 0 }));
    await expect(apiFetch("/api/quotes")).resolves.toEqual({ quotes: [], total: 0 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/quotes");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("throws the server's message field on a non-ok answer", async () => {
    mockFetch(Response.json({ error: "bad_request", message: "limit must be at most 1000" }, { status: 400 }));
    const error = await apiFetch("/api/quotes?limit=5000").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("limit must be at most 1000");
    expect((error as ApiError).status).toBe(400);
  });

  it("throws `status: body text` when the body has no message", async () => {
    mockFetch(new Response("upstream timed out", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiFetch("/api/quotes")).rejects.toThrow("502: upstream timed out");
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiFetch("/api/quotes")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends a JSON body and a usable stored token as a bearer header", async () => {
    window.sessionStorage.setItem("auth_token", "a-token-longer-than-ten");
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await apiFetch("/api/quotes", { method: "POST", json: { text: "Hi" } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer a-token-longer-than-ten");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init?.body).toBe('{"text":"Hi"}');
  });

  it("leaves out a token of 10 characters or fewer", async () => {
    window.sessionStorage.setItem("auth_token", "short");
    const fetchMock = mockFetch(Response.json({}));
    await apiFetch("/api/quotes");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
  });
});

describe("apiFetch and the session (docs/product/messages-and-limits.md)", () => {
  const TOKEN = "a-token-longer-than-ten";
  const signIn = () => {
    window.sessionStorage.setItem("auth_token", TOKEN);
    window.sessionStorage.setItem("auth_user", JSON.stringify({ id: "u1", email: "ada@example.com" }));
    window.localStorage.setItem("session_start", "1700000000000");
  };

  it.each(["Invalid token", "token is expired", "bad_jwt"])(
    "a 401 saying %s while signed in clears the session and says so",
    async (said) => {
      signIn();
      mockFetch(Response.json({ error: "unauthorized", message: said }, { status: 401 }));
      const expired = vi.fn();
      window.addEventListener(SESSION_EXPIRED_EVENT, expired);
      try {
        const error = await apiFetch("/api/bookmarks").catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe("Session expired. Please sign in again.");
        expect((error as ApiError).status).toBe(401);
      } finally {
        window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
      }
      expect(expired).toHaveBeenCalledTimes(1);
      expect(window.sessionStorage.getItem("auth_token")).toBeNull();
      expect(window.sessionStorage.getItem("auth_user")).toBeNull();
      expect(window.localStorage.getItem("session_start")).toBeNull();
    },
  );

  it("a 401 without a session says Authentication required and clears nothing", async () => {
    window.localStorage.setItem("session_start", "1700000000000");
    mockFetch(Response.json({ error: "unauthorized", message: "Authentication required" }, { status: 401 }));
    await expect(apiFetch("/api/bookmarks")).rejects.toThrow("Authentication required");
    expect(window.localStorage.getItem("session_start")).toBe("1700000000000");
  });

  it("a token without a stored user is not a session: Authentication required", async () => {
    window.sessionStorage.setItem("auth_token", TOKEN);
    mockFetch(Response.json({ error: "unauthorized", message: "Invalid token" }, { status: 401 }));
    await expect(apiFetch("/api/bookmarks")).rejects.toThrow("Authentication required");
    expect(window.sessionStorage.getItem("auth_token")).toBe(TOKEN);
  });

  it("another 401 while signed in keeps the session", async () => {
    signIn();
    mockFetch(new Response("nope", { status: 401, statusText: "Unauthorized" }));
    await expect(apiFetch("/api/bookmarks")).rejects.toThrow("401: nope");
    expect(window.sessionStorage.getItem("auth_token")).toBe(TOKEN);
  });

  it("anonymous calls send no token and pass the server's 401 message through", async () => {
    signIn();
    const fetchMock = mockFetch(
      Response.json({ error: "invalid_credentials", message: "Invalid email or password" }, { status: 401 }),
    );
    await expect(
      apiFetch("/api/auth/signin", { method: "POST", json: { email: "a@b.co", password: "x" }, anonymous: true }),
    ).rejects.toThrow("Invalid email or password");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
    expect(window.sessionStorage.getItem("auth_token")).toBe(TOKEN);
  });

  it("sends no Content-Type without a body", async () => {
    signIn();
    const fetchMock = mockFetch(Response.json({ message: "Signed out" }));
    await apiFetch("/api/auth/signout", { method: "POST" });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
    expect(init?.body).toBeUndefined();
  });
});

describe("errorMessageFor", () => {
  it("uses JSON without a message as body text", () => {
    expect(errorMessageFor(500, "Internal Server Error", '{"error":"x"}')).toBe('500: {"error":"x"}');
  });
});

describe("withQuery", () => {
  it("omits empty values", () => {
    expect(withQuery("/api/quotes", { limit: 20, offset: 0, q: "", tags: undefined })).toBe(
      "/api/quotes?limit=20&offset=0",
    );
    expect(withQuery("/api/categories", {})).toBe("/api/categories");
  });
});
