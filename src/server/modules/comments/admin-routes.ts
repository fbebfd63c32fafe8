import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminCommentListSchema, AdminCommentQuerySchema } from "#contracts/admin-members.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { Db } from "#server/db/client.ts";
import { findAdminComments } from "./admin-comments.repository.ts";

/** GET /api/admin/comments: every comment for moderation (deleting one is DELETE /api/comments/{id}). */
export const adminCommentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/comments",
    {
      config: { auth: "moderateComments" },
      schema: {
        tags: ["admin"],
        summary: "All comments (admin), newest first, with quote and author; search by text, author name or e-mail",
        querystring: AdminCommentQuerySchema,
        response: {
          200: AdminCommentListSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    (request) => findAdminComments(db, request.query),
  );
};
