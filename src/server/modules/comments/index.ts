import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CommentBodySchema,
  CommentDeletedSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentSchema,
} from "#contracts/comments.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { CommentsService } from "./comments.service.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { IdParams, errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 403, 404, 429);
/** Comments on quotes: read by anyone who may see the quote, written by signed-in users. */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  app.get(
    "/api/quotes/:id/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "A quote's comments, newest first, with their total",
        params: IdParams,
        querystring: CommentListQuerySchema,
        response: { 200: CommentListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    (request) => comments.list(request.params.id, request.query, request.user),
  );

  app.post(
    "/api/quotes/:id/comments",
    {
      config: { auth: "user" },
      schema: {
        tags: ["comments"],
        summary: "Comment on a quote (signed in; 1–1000 characters after trimming; rate limited)",
        params: IdParams,
        body: CommentBodySchema,
        response: { 201: CommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await comments.create(request.params.id, request.body.content, user));
    },
  );

  app.patch(
    "/api/comments/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["comments"],
        summary: "Edit a comment (its author, or an admin)",
        params: IdParams,
        body: CommentBodySchema,
        response: { 200: CommentSchema, ...errors },
      },
    },
    (request) => comments.update(request.params.id, request.body.content, requireUser(request)),
  );

  app.delete(
    "/api/comments/:id",
    {
      config: { auth: "user" },
      schema: {
        tags: ["comments"],
        summary: "Delete a comment (its author, or an admin)",
        params: IdParams,
        response: { 200: CommentDeletedSchema, ...errors },
      },
    },
    (request) => comments.remove(request.params.id, requireUser(request)),
  );
};
