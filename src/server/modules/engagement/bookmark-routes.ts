import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BookmarkListSchema } from "#contracts/bookmark-list.ts";
import { BookmarkInputSchema, BookmarkListQuerySchema, BookmarkStateSchema } from "#contracts/engagement.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { BookmarksService } from "./bookmarks.service.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";

const errors = errorAnswers(400, 401, 404);

/** The signed-in user's bookmarks (docs/api.md). */
export const bookmarkRoutes: FastifyPluginAsyncZod<{ bookmarks: BookmarksService }> = async (app, { bookmarks }) => {
  app.get(
    "/api/bookmarks",
    {
      config: { auth: "user" },
      schema: {
        tags: ["engagement"],
        summary: "The signed-in user's bookmarks, newest first, each with its quote",
        querystring: BookmarkListQuerySchema,
        response: { 200: BookmarkListSchema, ...errors },
      },
    },
    (request) => bookmarks.list(requireUser(request), request.query),
  );

  app.post(
    "/api/bookmarks",
    {
      config: { auth: "user" },
      schema: {
        tags: ["engagement"],
        summary: "Bookmark a quote (idempotent: 201 when made, 200 when it already was)",
        body: BookmarkInputSchema,
        response: { 200: BookmarkStateSchema, 201: BookmarkStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { state, created } = await bookmarks.add(requireUser(request), request.body.quote_id);
      return reply.status(created ? 201 : 200).send(state);
    },
  );

  app.delete(
    "/api/bookmarks/:quoteId",
    {
      config: { auth: "user" },
      schema: {
        tags: ["engagement"],
        summary: "Remove the bookmark of a quote (idempotent)",
        params: z.object({ quoteId: z.string().max(100) }),
        response: { 200: BookmarkStateSchema, ...errors },
      },
    },
    (request) => bookmarks.remove(requireUser(request), request.params.quoteId),
  );
};
