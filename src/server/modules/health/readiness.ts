import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema, ReadySchema } from "#contracts/common.ts";
import { APP_VERSION } from "#server/app-version.ts";
import { appliedMigrationCount, expectedMigrationCount, type Db } from "#server/db/client.ts";
import type { ClusterBus } from "#server/lib/cluster-bus.ts";
import { HttpError } from "#server/plugins/errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Set once the process is shutting down: it finishes what it has but is no longer ready for more. */
    draining: boolean;
  }
}

export interface ReadinessOptions {
  db: Db;
  bus: ClusterBus;
  /** REDIS_URL is set: Redis must answer too. */
  usesRedis: boolean;
}

const notReady = (message: string) => new HttpError(503, "not_ready", message);

/**
 * GET /api/ready, for a load balancer or orchestrator deciding whether to send this process traffic: unlike
 * /api/health (the database answers), it also wants every migration applied, Redis answering when configured,
 * and the process not shutting down.
 */
export const readinessRoutes: FastifyPluginAsyncZod<ReadinessOptions> = async (app, { db, bus, usesRedis }) => {
  const expected = expectedMigrationCount();
  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["system"],
        summary: "200 when this process may take traffic: database up, migrations applied, Redis up, not draining",
        response: { 200: ReadySchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (app.draining) throw notReady("The server is shutting down");
      let applied: number;
      try {
        await db.execute(sql`select 1`);
        applied = await appliedMigrationCount(db);
      } catch (err) {
        request.log.error({ err }, "readiness check: database unreachable");
        throw notReady("The database is unreachable");
      }
      if (applied < expected) throw notReady(`Database migrations are pending (${applied} of ${expected} applied)`);
      if (usesRedis && !(await bus.reachable())) throw notReady("Redis is unreachable");
      return {
        status: "ready" as const,
        database: "up" as const,
        migrations: "applied" as const,
        redis: usesRedis ? ("up" as const) : ("unused" as const),
        version: APP_VERSION,
      };
    },
  );
};
