import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("admin insights on %s", (kind) => {
  describe("access", () => {
    let t: TestApp;
    let user: SignedInUser;
    beforeAll(async () => {
      t = await createTestApp(kind);
      user = await createSignedInUser(t.app, t.database.db);
    });
    afterAll(() => t.close());

    it.each(["/api/admin/stats", "/api/admin/analytics", "/api/admin/analytics?interval=nope"])(
      "%s refuses anonymous callers (401) and users (403)",
      async (url) => {
        const anonymous = await t.app.inject({ method: "GET", url });
        expect(anonymous.statusCode).toBe(401);
        const member = await t.app.inject({ method: "GET", url, headers: user.headers });
        expect(member.statusCode).toBe(403);
        expect(member.json<ErrorEnvelope>().error).toBeTruthy();
      },
    );
  });
});
