import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminReportListSchema,
  AdminReportQuerySchema,
  ReportCreateSchema,
  ReportDecisionSchema,
  ReportSchema,
} from "#contracts/reports.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { ReportsService } from "./reports.service.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
/** Reports on quotes: filed by signed-in users, decided by admins. */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    "/api/quotes/:id/reports",
    {
      config: { auth: "user" },
      schema: {
        tags: ["reports"],
        summary: "Report a quote (signed in; one open report per user and quote)",
        params: IdParams,
        body: ReportCreateSchema,
        response: { 201: ReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.create(request.params.id, request.body, requireUser(request))),
  );

  app.get(
    "/api/admin/reports",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["reports"],
        summary: "The report queue (admin), newest first, optionally of one status",
        querystring: AdminReportQuerySchema,
        response: { 200: AdminReportListSchema, ...errors },
      },
    },
    (request) => reports.list(request.query),
  );

  app.patch(
    "/api/admin/reports/:id",
    {
      config: { auth: "approveQuotes" },
      schema: {
        tags: ["reports"],
        summary: "Resolve, dismiss or reopen a report (admin), with an optional note; audited",
        params: IdParams,
        body: ReportDecisionSchema,
        response: { 200: ReportSchema, ...errors },
      },
    },
    (request) => reports.decide(request.params.id, request.body, requireUser(request)),
  );
};
