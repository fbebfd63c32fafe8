import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AuthUserSchema, ProfileSchema, ThemeSchema } from "#contracts/auth.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { Db } from "#server/db/client.ts";
import { requirePermission, requireUser, tokenRejected, type SessionCache } from "#server/plugins/auth.ts";
import { toAuthUser, updateUser } from "./users.repository.ts";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The signed-in user's own profile and theme colour. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; sessionCache: SessionCache }> = async (
  app,
  { db, sessionCache },
) => {
  app.patch(
    "/api/auth/update-profile",
    {
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user's first and last name (the e-mail is read-only)",
        security: [{ bearerAuth: [] }],
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
      schema: {
        tags: ["auth"],
        summary: "Pick a preset theme colour or a custom colour",
        security: [{ bearerAuth: [] }],
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
