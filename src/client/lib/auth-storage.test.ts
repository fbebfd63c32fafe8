import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearStoredSession,
  hasStoredSession,
  isUsableToken,
  readAuthToken,
  readSessionStart,
  readStoredUser,
  storeAuthToken,
  storeUser,
  writeSessionStart,
} from "./auth-storage.ts";

/** A session storage whose reads and writes the test controls. */
function fakeSessionStorage({
  setItem,
  getItem,
}: {
  setItem: (key: string, value: string) => void;
  getItem: (key: string) => string | null;
}) {
  const fake = { setItem: vi.fn(setItem), getItem: vi.fn(getItem), removeItem: vi.fn(), clear: vi.fn() };
  const spy = vi.spyOn(window, "sessionStorage", "get").mockReturnValue(fake as unknown as Storage);
  return { fake, restore: () => spy.mockRestore() };
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("the access token", () => {
  it("is usable only when longer than 10 characters", () => {
    expect(isUsableToken("0123456789")).toBe(false);
    expect(isUsableToken("0123456789a")).toBe(true);
    expect(isUsableToken(undefined)).toBe(false);
  });

  it("is stored trimmed in session storage", () => {
    expect(storeAuthToken("  a-token-longer-than-ten \n")).toBe("a-token-longer-than-ten");
    expect(window.sessionStorage.getItem("auth_token")).toBe("a-token-longer-than-ten");
    expect(window.localStorage.getItem("auth_token")).toBeNull();
    expect(readAuthToken()).toBe("a-token-longer-than-ten");
  });

  it("is written again when it does not read back the same, up to 3 times", () => {
    let stored: string | null = null;
    let reads = 0;
    const { fake, restore } = fakeSessionStorage({
      setItem: (_key, value) => {
        stored = value;
      },
      getItem: () => (++reads < 3 ? "garbled" : stored),
    });
    try {
      expect(storeAuthToken("a-token-longer-than-ten")).toBe("a-token-longer-than-ten");
      expect(fake.setItem).toHaveBeenCalledTimes(3);
    } finally {
      restore();
    }
  });

  it("fails with the spec's message after 3 failed attempts", () => {
    const { fake, restore } = fakeSessionStorage({
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      getItem: () => null,
    });
    try {
      expect(() => storeAuthToken("a-token-longer-than-ten")).toThrow("Failed to store authentication token.");
      expect(fake.setItem).toHaveBeenCalledTimes(3);
    } finally {
      restore();
    }
  });

  it("a short stored token is never read as usable", () => {
    window.sessionStorage.setItem("auth_token", "short");
    expect(readAuthToken()).toBeUndefined();
  });
});

describe("the stored session", () => {
  it("is a usable token plus a stored user", () => {
    expect(hasStoredSession()).toBe(false);
    storeAuthToken("a-token-longer-than-ten");
    expect(hasStoredSession()).toBe(false);
    storeUser({ id: "u1", email: "ada@example.com", user_metadata: { firstname: "Ada" } });
    expect(hasStoredSession()).toBe(true);
    expect(readStoredUser()).toEqual({ id: "u1", email: "ada@example.com", user_metadata: { firstname: "Ada" } });
  });

  it("ignores a damaged stored user", () => {
    window.sessionStorage.setItem("auth_user", "{not json");
    expect(readStoredUser()).toBeNull();
    window.sessionStorage.setItem("auth_user", JSON.stringify({ id: 3 }));
    expect(readStoredUser()).toBeNull();
  });

  it("keeps the session start in local storage", () => {
    expect(readSessionStart()).toBeNull();
    writeSessionStart(1_700_000_000_000);
    expect(window.localStorage.getItem("session_start")).toBe("1700000000000");
    expect(readSessionStart()).toBe(1_700_000_000_000);
  });

  it("is cleared completely", () => {
    storeAuthToken("a-token-longer-than-ten");
    window.localStorage.setItem("auth_token", "a-token-longer-than-ten");
    storeUser({ id: "u1", email: "ada@example.com" });
    writeSessionStart(Date.now());
    window.localStorage.setItem("theme", "dark");
    clearStoredSession();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem("auth_token")).toBeNull();
    expect(window.localStorage.getItem("session_start")).toBeNull();
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });
});
