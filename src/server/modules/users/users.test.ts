import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthUserSchema } from "#contracts/auth.ts";
import { requirePermission } from "#server/plugins/auth.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createSignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("user profile, theme and roles on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      beforeReady: (app) => {
        app.get("/api/test/approve-quotes", async (request) => {
          const user = requirePermission(request, "approveQuotes");
          return { ok: true, role: user.role };
        });
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  describe("PATCH /api/auth/update-profile", () => {
    it("changes the names and answers the updated user; the e-mail stays as it is", async () => {
      const { user, headers } = await createSignedInUser(t.app, t.database.db);
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/auth/update-profile",
        headers,
        payload: { firstname: "  Katherine ", lastname: "Johnson", email: "other@example.test" },
      });
      expect(res.statusCode).toBe(200);
      const body = AuthUserSchema.parse(res.json());
      expect(body).toMatchObject({
        id: user.id,
        email: user.email,
        user_metadata: { firstname: "Katherine", lastname: "Johnson", name: "Katherine Johnson", role: "user" },
      });
      expect((await get("/api/auth/user", headers)).json()).toEqual(body);
    });

    it("answers the profile form's messages", async () => {
      const { headers } = await createSignedInUser(t.app, t.database.db);
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/auth/update-profile",
        headers,
        payload: { firstname: "   ", email: "not-an-email" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        firstname: "First name is required",
        lastname: "Last name is required",
        email: "Invalid email address",
      });
    });

    it("needs a signed-in user", async () => {
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/auth/update-profile",
        payload: { firstname: "A", lastname: "B" },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Authentication required" });
    });
  });

  describe("PATCH /api/user/theme", () => {
    it("stores a preset (clearing a custom colour) or a custom colour (clearing the preset)", async () => {
      const { headers } = await createSignedInUser(t.app, t.database.db);
      const patch = (payload: object) => t.app.inject({ method: "PATCH", url: "/api/user/theme", headers, payload });

      const custom = await patch({ customColor: "#A1B2C3" });
      expect(custom.statusCode).toBe(200);
      expect(AuthUserSchema.parse(custom.json()).user_metadata).toMatchObject({
        themeClass: null,
        customColor: "#a1b2c3",
      });

      const preset = await patch({ themeClass: "theme-emerald" });
      expect(preset.statusCode).toBe(200);
      expect(AuthUserSchema.parse(preset.json()).user_metadata).toMatchObject({
        themeClass: "theme-emerald",
        customColor: null,
      });
      expect(AuthUserSchema.parse((await get("/api/auth/user", headers)).json()).user_metadata.themeClass).toBe(
        "theme-emerald",
      );
    });

    it("refuses colours that are not six-digit hex, unknown presets and empty bodies", async () => {
      const { headers } = await createSignedInUser(t.app, t.database.db);
      const patch = (payload: object) => t.app.inject({ method: "PATCH", url: "/api/user/theme", headers, payload });
      for (const customColor of ["#abc", "a1b2c3", "#12345g", "#1234567"]) {
        const res = await patch({ customColor });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          fields: { customColor: "Custom colour must be a six-digit hex colour with a leading # (e.g. #3b82f6)" },
        });
      }
      const unknown = await patch({ themeClass: "theme-chartreuse" });
      expect(unknown.json()).toMatchObject({ fields: { themeClass: "Choose one of the theme presets" } });
      const empty = await patch({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ fields: { themeClass: "Choose a theme preset or a custom colour" } });
    });

    it("needs a signed-in user", async () => {
      const res = await t.app.inject({ method: "PATCH", url: "/api/user/theme", payload: { themeClass: "theme-red" } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("roles and permissions", () => {
    it("refuses a user a permission of admins with 403, lets an admin through, asks anonymous to sign in", async () => {
      const member = await createSignedInUser(t.app, t.database.db, { role: "user" });
      const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });

      const refused = await get("/api/test/approve-quotes", member.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: "forbidden" });

      const allowed = await get("/api/test/approve-quotes", admin.headers);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ ok: true, role: "admin" });

      const anonymous = await get("/api/test/approve-quotes");
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: "Authentication required" });
    });

    it("shows the role in user_metadata", async () => {
      const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
      const res = await get("/api/auth/user", admin.headers);
      expect(AuthUserSchema.parse(res.json()).user_metadata.role).toBe("admin");
    });
  });
});
