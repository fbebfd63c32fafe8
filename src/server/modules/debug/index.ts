import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { QuoteDebugSchema } from "#contracts/debug.ts";
import type { DebugService } from "./debug.service.ts";

/** Diagnostics for admins. */
export const debugRoutes: FastifyPluginAsyncZod<{ debug: DebugService }> = async (app, { debug }) => {
  app.get(
    "/api/debug/quote/:id",
    {
      config: { auth: "viewAdminPanel" },
      schema: {
        tags: ["debug"],
        summary: "One quote as stored, its counters recounted, cache state and lookup timings (admin)",
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: QuoteDebugSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    (request) => debug.quote(request.params.id),
  );
};
