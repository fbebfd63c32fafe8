import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminUserDeletedSchema,
  AdminUserListSchema,
  AdminUserPatchSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
} from "#contracts/admin-members.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { AdminUsersService } from "./admin-users.service.ts";

const IdParams = z.object({ id: z.string().max(100) });
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const bearer = [{ bearerAuth: [] }];
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
        security: bearer,
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
        security: bearer,
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
        security: bearer,
      },
    },
    (request) => members.remove(request.params.id, requireUser(request)),
  );
};
