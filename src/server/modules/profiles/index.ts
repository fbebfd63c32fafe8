import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { PublicProfileQuerySchema, PublicProfileSchema } from "#contracts/profiles.ts";
import type { ProfilesService } from "./profiles.service.ts";
import { IdParams } from "#server/lib/route-schemas.ts";

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  app.get(
    "/api/users/:id",
    {
      schema: {
        tags: ["users"],
        summary: "A member's public page: display name, member since, counts and their approved quotes",
        description:
          "Public. Never shows e-mail, role or any other private field. Approved quotes only, newest first, " +
          "paged by `limit` (1–50, default 20) and `offset`. Unknown users answer 404.",
        params: IdParams,
        querystring: PublicProfileQuerySchema,
        response: { 200: PublicProfileSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => profiles.profile(request.params.id, request.query, request.user),
  );
};
