import { describe, expect, it } from "vitest";
import { isClientRoute } from "./routes.ts";

describe("isClientRoute", () => {
  it.each([
    "/",
    "/about",
    "/about/",
    "/terms",
    "/privacy",
    "/dashboard",
    "/review",
    "/admin",
    "/auth/callback",
    "/quote/some-slug",
    "/quote/id/3b241101-e2bb-4255-8caf-4136c566a962",
    "/author/albert-einstein",
  ])("knows %s", (pathname) => {
    expect(isClientRoute(pathname)).toBe(true);
  });

  it.each([
    "/nope",
    "/about/us",
    "/quote",
    "/quote/",
    "/quote/a/b",
    "/quote/id/x/y",
    "/auth",
    "/admin/x",
    "//",
    "/author",
    "/author/a/b",
  ])("does not know %s", (pathname) => {
    expect(isClientRoute(pathname)).toBe(false);
  });
});
