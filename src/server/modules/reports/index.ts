import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import {
  AdminReportListSchema,
  AdminReportQuerySchema,
  ReportCreateSchema,
  ReportDecisionSchema,
  ReportSchema,
} from "#contracts/reports.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { ReportsService } from "./reports.service.ts";

const IdParams = z.object({ id: z.string().max(100) });
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const bearer = [{ bearerAuth: [] }];
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
        security: bearer,
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
        security: bearer,
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
        security: bearer,
      },
    },
    (request) => reports.decide(request.params.id, request.body, requireUser(request)),
  );
};
