import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { ReactionInputSchema, ReactionSummarySchema, UserReactionSchema } from "#contracts/engagement.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { ReactionsService } from "./reactions.service.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 404);

/** Reactions to quotes (docs/product/data-model.md and docs/api.md): eight types, one per user per quote. */
export const reactionRoutes: FastifyPluginAsyncZod<{ reactions: ReactionsService }> = async (app, { reactions }) => {
  app.post(
    "/api/quotes/:id/reactions",
    {
      config: { auth: "user" },
      schema: {
        tags: ["engagement"],
        summary: "React to a quote: the same type again removes it, another type replaces the old one",
        params: IdParams,
        body: ReactionInputSchema,
        response: { 200: ReactionSummarySchema, ...errors },
      },
    },
    (request) => reactions.react(requireUser(request), request.params.id, request.body.reaction_type),
  );

  app.get(
    "/api/quotes/:id/reactions",
    {
      schema: {
        tags: ["engagement"],
        summary: "A quote's reactions by type, and the caller's own (null when anonymous)",
        params: IdParams,
        response: { 200: ReactionSummarySchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => reactions.summary(request.user, request.params.id),
  );

  app.get(
    "/api/quotes/:id/user-reaction",
    {
      config: { auth: "user" },
      schema: {
        tags: ["engagement"],
        summary: "The signed-in user's reaction to a quote, or null",
        params: IdParams,
        response: { 200: UserReactionSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ userReaction: await reactions.userReaction(requireUser(request), request.params.id) }),
  );
};
