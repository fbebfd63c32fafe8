import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountDeletedSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  exportFileName,
} from "#contracts/account.ts";
import { MessageResponseSchema } from "#contracts/auth.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { AccountService } from "./account.service.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 429);

/** The signed-in member's own account: password change, data export, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.post(
    "/api/auth/change-password",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary: "Change the password (the current one is required); signs out every other session",
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    (request) => account.changePassword(requireUser(request), request.body),
  );

  app.get(
    "/api/users/me/export",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary:
          "Download everything stored about the signed-in member as a JSON file (AccountExportSchema); a few per 15 minutes",
      },
    },
    // No response schema: the body is the file itself, pretty-printed, sent as is.
    async (request, reply) => {
      const data = await account.exportData(requireUser(request));
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(new Date(data.exported_at))}"`)
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/api/users/me",
    {
      config: { auth: "user" },
      schema: {
        tags: ["auth"],
        summary:
          "Delete the signed-in member's account (password required): approved quotes stay, anonymous; everything else goes",
        body: DeleteAccountBodySchema,
        response: { 200: AccountDeletedSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
    },
    (request) => account.deleteOwnAccount(requireUser(request), request.body),
  );
};
