import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AttributionHistorySchema,
  AttributionUpdateSchema,
  CORRECTIONS_PER_DAY,
  CORRECTIONS_PER_HOUR,
  CorrectionAcceptSchema,
  CorrectionCreatedSchema,
  CorrectionCreateSchema,
  CorrectionListQuerySchema,
  CorrectionListSchema,
  CorrectionRejectSchema,
  CorrectionSchema,
} from "#contracts/attribution.ts";
import { QuoteWithSourceSchema } from "#contracts/quotes.ts";
import { requirePermission } from "#server/plugins/auth.ts";
import { errorAnswers, IdParams } from "#server/lib/route-schemas.ts";
import { AttributionService, HISTORY_LIMIT, type AttributionServiceOptions } from "./attribution.service.ts";

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Attribution: curators set it, anyone reads its history, members propose corrections that curators decide. */
export const attributionRoutes: FastifyPluginAsyncZod<Omit<AttributionServiceOptions, "log">> = async (
  app,
  options,
) => {
  const attribution = new AttributionService({ ...options, log: app.log });
  app.patch(
    "/api/quotes/:id/attribution",
    {
      config: { auth: "curateAttribution" },
      schema: {
        tags: ["attribution"],
        summary: "Set a quote's attribution and sources (curator or admin)",
        description:
          "A field left out keeps its value and `null` clears it; `actual_author` is kept only for `misattributed`. " +
          "`sources`, when given, replaces the whole ordered list (the first is primary); a `verified` quote cites " +
          "at least one. A change of status, actual author, earliest date or note is added to the history and " +
          "audited; a change of status tells the quote's readers (members who bookmarked, reacted to, listed or " +
          "submitted it). Answers the updated quote.",
        params: IdParams,
        body: AttributionUpdateSchema,
        response: { 200: QuoteWithSourceSchema, ...errors },
      },
    },
    (request) =>
      attribution.updateAttribution(request.params.id, request.body, requirePermission(request, "curateAttribution")),
  );

  app.get(
    "/api/quotes/:id/attribution-history",
    {
      schema: {
        tags: ["attribution"],
        summary: "A quote's attribution history, newest first",
        description: `At most ${HISTORY_LIMIT} changes; for whoever may see the quote.`,
        params: IdParams,
        response: { 200: AttributionHistorySchema, 404: errors[404] },
      },
    },
    (request) => attribution.history(request.params.id, request.user),
  );

  app.post(
    "/api/quotes/:id/corrections",
    {
      config: { auth: "proposeCorrections" },
      schema: {
        tags: ["attribution"],
        summary: "Propose a correction of a quote's attribution (signed in)",
        description:
          `A source is required to propose \`verified\` or \`misattributed\`. At most ${CORRECTIONS_PER_HOUR} ` +
          `proposals an hour and ${CORRECTIONS_PER_DAY} a day per member (429 with Retry-After), one open ` +
          "proposal per member and quote, and never the attribution the quote already has (409).",
        params: IdParams,
        body: CorrectionCreateSchema,
        response: { 201: CorrectionCreatedSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await attribution.propose(request.params.id, request.body, requirePermission(request, "proposeCorrections")),
        ),
  );

  app.get(
    "/api/corrections",
    {
      config: { auth: "curateAttribution" },
      schema: {
        tags: ["attribution"],
        summary: "The corrections queue (curator or admin)",
        description: "Open corrections oldest first; accepted or rejected ones newest decision first.",
        querystring: CorrectionListQuerySchema,
        response: { 200: CorrectionListSchema, ...errors },
      },
    },
    (request) => attribution.list(request.query, requirePermission(request, "curateAttribution")),
  );

  app.post(
    "/api/corrections/:id/accept",
    {
      config: { auth: "curateAttribution" },
      schema: {
        tags: ["attribution"],
        summary: "Accept a proposed correction (curator or admin)",
        description:
          "Applies it in one transaction: the proposed status and actual author, the member's note as the " +
          "attribution note, the cited source first among the quote's sources; recorded in the history and the " +
          "audit log. 409 once the correction is decided.",
        params: IdParams,
        body: CorrectionAcceptSchema,
        response: { 200: CorrectionSchema, ...errors },
      },
    },
    (request) =>
      attribution.accept(
        request.params.id,
        (request.body as { reason?: string | null }).reason,
        requirePermission(request, "curateAttribution"),
      ),
  );

  app.post(
    "/api/corrections/:id/reject",
    {
      config: { auth: "curateAttribution" },
      schema: {
        tags: ["attribution"],
        summary: "Reject a proposed correction with a reason (curator or admin)",
        description: "The quote is unchanged; audited. 409 once the correction is decided.",
        params: IdParams,
        body: CorrectionRejectSchema,
        response: { 200: CorrectionSchema, ...errors },
      },
    },
    (request) =>
      attribution.reject(request.params.id, request.body.reason, requirePermission(request, "curateAttribution")),
  );
};
