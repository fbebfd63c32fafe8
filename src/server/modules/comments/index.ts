import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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

const QuoteParams = z.object({ id: z.string().max(100) });
const CommentParams = z.object({ id: z.string().max(100) });
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const bearer = [{ bearerAuth: [] }];
/** Comments on quotes: read by anyone who may see the quote, written by signed-in users. */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  app.get(
    "/api/quotes/:id/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "A quote's comments, newest first, with their total",
        params: QuoteParams,
        querystring: CommentListQuerySchema,
        response: { 200: CommentListSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
        security: bearer,
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
        params: QuoteParams,
        body: CommentBodySchema,
        response: { 201: CommentSchema, ...errors },
        security: bearer,
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
        params: CommentParams,
        body: CommentBodySchema,
        response: { 200: CommentSchema, ...errors },
        security: bearer,
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
        params: CommentParams,
        response: { 200: CommentDeletedSchema, ...errors },
        security: bearer,
      },
    },
    (request) => comments.remove(request.params.id, requireUser(request)),
  );
};
