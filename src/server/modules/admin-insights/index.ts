import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminStatsSchema, AnalyticsQuerySchema, AnalyticsSeriesSchema } from "#contracts/admin-insights.ts";
import type { AdminInsightsService } from "./admin-insights.service.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403);
// Who may ask comes before what they asked.

/** The admin Overview: statistics and analytics series (docs/product/accounts-and-roles.md view analytics, docs/api.md GET /api/admin/stats). */
export const adminInsightsRoutes: FastifyPluginAsyncZod<{ insights: AdminInsightsService }> = async (
  app,
  { insights },
) => {
  app.get(
    "/api/admin/stats",
    {
      config: { auth: "viewAnalytics" },
      schema: {
        tags: ["admin"],
        summary: "Totals of quotes, users, engagement and events, and the top quotes of the week (admin)",
        description: "Counted again at most every 5 seconds.",
        response: { 200: AdminStatsSchema, ...errors },
      },
    },
    () => insights.getStats(),
  );

  app.get(
    "/api/admin/analytics",
    {
      config: { auth: "viewAnalytics" },
      schema: {
        tags: ["admin"],
        summary: "Analytics series by UTC day or hour (admin)",
        description:
          "`from` and `to` (dates or ISO date-times) are included; without `from`, the last 30 days (day) or " +
          "24 hours (hour). At most 366 days by day and 336 hours by hour.",
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSeriesSchema, ...errors },
      },
    },
    (request) => insights.getAnalytics(request.query),
  );
};
