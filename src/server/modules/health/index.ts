import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema, HealthSchema } from "#contracts/common.ts";
import { APP_VERSION } from "#server/app-version.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/plugins/errors.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "200 when the database answers",
        response: { 200: HealthSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new HttpError(503, "unavailable", "The database is unreachable");
      }
      return { status: "ok" as const, database: "up" as const, version: APP_VERSION };
    },
  );
};
