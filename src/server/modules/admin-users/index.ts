import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminUserDeletedSchema,
  AdminUserListSchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
} from "#contracts/admin-members.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { AdminUsersService } from "./admin-users.service.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);
/** The admin's member management: list, role and status changes, deletion. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ members: AdminUsersService }> = async (app, { members }) => {
  app.get(
    "/api/admin/users",
    {
      config: { auth: "manageUsers" },
      schema: {
        tags: ["admin"],
        summary: "Members (admin), newest first: search by name or e-mail, filter by role and status",
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListSchema, ...errors },
      },
    },
    (request) => members.list(request.query),
  );

  app.patch(
    "/api/admin/users/:id",
    {
      config: { auth: "manageUsers" },
      schema: {
        tags: ["admin"],
        summary: "Change a member's role or disable/enable them (admin; never oneself, never the last admin); audited",
        params: IdParams,
        body: AdminUserPatchSchema,
        response: { 200: AdminUserSchema, ...errors },
      },
    },
    (request) => members.update(request.params.id, request.body, requireUser(request)),
  );

  app.delete(
    "/api/admin/users/:id",
    {
      config: { auth: "manageUsers" },
      schema: {
        tags: ["admin"],
        summary: "Delete a member (admin): approved quotes stay, anonymous; everything else of theirs goes; audited",
        params: IdParams,
        response: { 200: AdminUserDeletedSchema, ...errors },
      },
    },
    (request) => members.remove(request.params.id, requireUser(request)),
  );
};
