import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AuthUserSchema, ProfileSchema, ThemeSchema } from "#contracts/auth.ts";
import type { Db } from "#server/db/client.ts";
import { requirePermission, requireUser, tokenRejected, type SessionCache } from "#server/plugins/auth.ts";
import { toAuthUser, updateUser } from "./users.repository.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403);

/** The signed-in user's own profile and theme colour. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; sessionCache: SessionCache }> = async (
  app,
  { db, sessionCache },
) => {
  app.patch(
    "/api/auth/update-profile",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user's first and last name (the e-mail is read-only)",
        body: ProfileSchema,
        response: { 200: AuthUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { firstname, lastname } = request.body;
      const updated = await updateUser(db, user.id, { firstname, lastname });
      await sessionCache.forgetUser(user.id);
      if (!updated) throw tokenRejected("Invalid token");
      return toAuthUser(updated);
    },
  );

  app.patch(
    "/api/user/theme",
    {
      config: { auth: "useThemeEditor" },
      schema: {
        tags: ["auth"],
        summary: "Pick a preset theme colour or a custom colour",
        body: ThemeSchema,
        response: { 200: AuthUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = requirePermission(request, "useThemeEditor");
      const { themeClass, customColor } = request.body;
      const updated = await updateUser(db, user.id, {
        themeClass: themeClass ?? null,
        customColor: customColor ?? null,
      });
      await sessionCache.forgetUser(user.id);
      if (!updated) throw tokenRejected("Invalid token");
      return toAuthUser(updated);
    },
  );
};
