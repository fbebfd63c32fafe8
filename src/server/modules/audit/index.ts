import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminAuditQuerySchema, AuditListSchema } from "#contracts/admin-members.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { Db } from "#server/db/client.ts";
import { findAuditEntries } from "./audit.repository.ts";

/** GET /api/admin/audit: who did what to which entity, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/audit",
    {
      config: { auth: "viewAdminPanel" },
      schema: {
        tags: ["admin"],
        summary: "The audit log of admin actions (admin), newest first, with the actor's name",
        querystring: AdminAuditQuerySchema,
        response: {
          200: AuditListSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    (request) => findAuditEntries(db, request.query),
  );
};
