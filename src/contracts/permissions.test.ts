import { describe, expect, it } from "vitest";
import { can, resolveRole } from "./permissions.ts";

describe("resolveRole", () => {
  it("is admin when either the metadata role or the account role is admin", () => {
    expect(resolveRole({ role: "admin" })).toBe("admin");
    expect(resolveRole({ user_metadata: { role: "admin" } })).toBe("admin");
    expect(resolveRole({ role: "user", user_metadata: { role: "admin" } })).toBe("admin");
    expect(resolveRole({ role: "admin", user_metadata: { role: "user" } })).toBe("admin");
  });

  it("recognises the Curator (superuser) below admin; anything else is user", () => {
    expect(resolveRole({ role: "superuser" })).toBe("superuser");
    expect(resolveRole({ user_metadata: { role: "superuser" } })).toBe("superuser");
    expect(resolveRole({ role: "superuser", user_metadata: { role: "admin" } })).toBe("admin");
    expect(resolveRole({ role: "owner" })).toBe("user");
    expect(resolveRole({ role: null, user_metadata: null })).toBe("user");
    expect(resolveRole({})).toBe("user");
  });
});

describe("can", () => {
  it("gives users their own quotes and the theme editor, admins everything (docs/product/accounts-and-roles.md)", () => {
    expect(can("user", "createQuotes")).toBe(true);
    expect(can("user", "editOwnQuotes")).toBe(true);
    expect(can("user", "useThemeEditor")).toBe(true);
    const adminOnly = [
      "editAnyQuote",
      "approveQuotes",
      "viewAdminPanel",
      "manageUsers",
      "viewAnalytics",
      "moderateComments",
      "generateAudio",
    ] as const;
    for (const permission of adminOnly) {
      expect(can("user", permission)).toBe(false);
      expect(can("admin", permission)).toBe(true);
    }
    expect(can(null, "createQuotes")).toBe(false);
    expect(can(undefined, "useThemeEditor")).toBe(false);
  });
});

describe("the Curator (superuser)", () => {
  it("curates attribution like an admin and otherwise has a member's permissions", () => {
    expect(can("superuser", "curateAttribution")).toBe(true);
    expect(can("admin", "curateAttribution")).toBe(true);
    expect(can("user", "curateAttribution")).toBe(false);
    expect(can("superuser", "createQuotes")).toBe(true);
    expect(can("superuser", "approveQuotes")).toBe(false);
    expect(can("superuser", "viewAdminPanel")).toBe(false);
    expect(can("user", "proposeCorrections")).toBe(true);
  });
});
