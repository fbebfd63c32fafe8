import { describe, expect, it } from "vitest";
import {
  buildVersion,
  isMemberApi,
  isMemberPage,
  isPageNavigation,
  isSessionChange,
  memberOf,
  narratedQuoteIds,
  pageCacheKey,
} from "./offline-rules.ts";

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const bearer = (claims: unknown) => `Bearer ${base64url({ alg: "HS256" })}.${base64url(claims)}.c2lnbmF0dXJl`;

describe("whose responses the service worker keeps", () => {
  it("files a member's reads under the member their token names", () => {
    expect(memberOf(bearer({ sub: "0b7c9f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f", sid: "s1" }))).toBe(
      "0b7c9f1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f",
    );
  });

  it("keeps nothing for a request without a well-formed token", () => {
    expect(memberOf(null)).toBeUndefined();
    expect(memberOf("")).toBeUndefined();
    expect(memberOf("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(memberOf("Bearer not-a-jwt")).toBeUndefined();
    expect(memberOf(`Bearer a.${btoa("not json")}.c`)).toBeUndefined();
    expect(memberOf(bearer({ sid: "s1" }))).toBeUndefined();
    // A subject that could reach outside the member's cache name.
    expect(memberOf(bearer({ sub: "../echoes-pages" }))).toBeUndefined();
    expect(memberOf(bearer({ sub: 42 }))).toBeUndefined();
  });

  it("treats the session, bookmarks, lists and notifications as the member's own", () => {
    for (const path of [
      "/api/auth/user",
      "/api/bookmarks",
      "/api/bookmarks/abc",
      "/api/lists",
      "/api/lists/abc",
      "/api/notifications",
      "/api/users/me/visited",
    ]) {
      expect(isMemberApi(path), path).toBe(true);
    }
    for (const path of ["/api/quotes", "/api/listsx", "/api/users/abc", "/api/auth/signin", "/dashboard"]) {
      expect(isMemberApi(path), path).toBe(false);
    }
  });

  it("forgets every member's data when a session starts or ends", () => {
    expect(isSessionChange("POST", "/api/auth/signin")).toBe(true);
    expect(isSessionChange("POST", "/api/auth/signup")).toBe(true);
    expect(isSessionChange("POST", "/api/auth/signout")).toBe(true);
    expect(isSessionChange("DELETE", "/api/users/me")).toBe(true);
    expect(isSessionChange("GET", "/api/auth/signin")).toBe(false);
    expect(isSessionChange("POST", "/api/bookmarks")).toBe(false);
    expect(isSessionChange("DELETE", "/api/users/me/sessions")).toBe(false);
  });
});

describe("which pages the service worker keeps", () => {
  const origin = "https://echoes.example";
  const url = (path: string) => new URL(path, origin);

  it("handles this site's page navigations only", () => {
    expect(isPageNavigation("navigate", url("/quote/a-b"), origin)).toBe(true);
    expect(isPageNavigation("navigate", url("/"), origin)).toBe(true);
    expect(isPageNavigation("cors", url("/quote/a-b"), origin)).toBe(false);
    expect(isPageNavigation("navigate", url("/api/docs"), origin)).toBe(false);
    expect(isPageNavigation("navigate", url("/media/a.mp3"), origin)).toBe(false);
    expect(isPageNavigation("navigate", url("/sw.js"), origin)).toBe(false);
    expect(isPageNavigation("navigate", new URL("https://elsewhere.example/"), origin)).toBe(false);
  });

  it("keeps the dashboard once whatever its tab, other pages by their full address", () => {
    expect(pageCacheKey(url("/dashboard?tab=bookmarks"))).toBe(`${origin}/dashboard`);
    expect(pageCacheKey(url("/dashboard"))).toBe(`${origin}/dashboard`);
    expect(pageCacheKey(url("/?tags=love"))).toBe(`${origin}/?tags=love`);
  });

  it("opens a member's own pages from the app shell when they were never kept", () => {
    expect(isMemberPage("/dashboard")).toBe(true);
    expect(isMemberPage("/list/abc")).toBe(true);
    expect(isMemberPage("/about")).toBe(false);
    expect(isMemberPage("/quote/abc")).toBe(false);
  });
});

describe("the last Inspire playlist's narration", () => {
  it("takes the first narrated quotes, in playing order, up to the limit", () => {
    const quotes = [
      { id: "a", has_audio: true },
      { id: "b", has_audio: false },
      { id: "c", has_audio: true },
      { id: "d", has_audio: true },
    ];
    expect(narratedQuoteIds({ quotes })).toEqual(["a", "c", "d"]);
    expect(narratedQuoteIds({ quotes }, 2)).toEqual(["a", "c"]);
    expect(narratedQuoteIds({ total: 0 })).toEqual([]);
    expect(narratedQuoteIds(null)).toEqual([]);
  });
});

describe("the build's version", () => {
  it("is the same for the same files and changes with any of them", () => {
    const files = [
      { url: "/index.html", revision: "1" },
      { url: "/assets/app-abc.js", revision: null },
    ];
    expect(buildVersion(files)).toBe(buildVersion([...files]));
    expect(buildVersion(files)).not.toBe(buildVersion([{ ...files[0]!, revision: "2" }, files[1]!]));
    expect(buildVersion(files)).not.toBe(buildVersion([files[0]!, { url: "/assets/app-abd.js", revision: null }]));
  });
});
