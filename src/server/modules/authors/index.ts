import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AUTHOR_PAGE_SIZE,
  AUTHOR_SLUG_MAX,
  AuthorPageQuerySchema,
  AuthorPageSchema,
  AuthorUpdateSchema,
} from "#contracts/authors.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";
import { requirePermission } from "#server/plugins/auth.ts";
import type { AuthorsService } from "./authors.service.ts";

/** A slug is checked for length only: one that names no author is a 404 from the service. */
const SlugParams = z.object({ slug: z.string().max(AUTHOR_SLUG_MAX) });

/** Author pages: read by everyone, their years and description edited by curators and admins. */
export const authorRoutes: FastifyPluginAsyncZod<{ authors: AuthorsService }> = async (app, { authors }) => {
  app.get(
    "/api/authors/:slug",
    {
      schema: {
        tags: ["authors"],
        summary: "An author's page: name, years, description, counts by attribution status and their quotes",
        description:
          "Public. The author is derived from the approved quotes whose `author_slug` is `slug` (the commonest " +
          "spelling names them); years and description are a curator's, or null. Quotes are approved only, " +
          "verified first, then attributed, disputed and misattributed, each newest first; `limit` 1–50 " +
          `(default ${AUTHOR_PAGE_SIZE}), and \`cursor\` from the previous page's \`next_cursor\` (a cursor ` +
          "that does not fit is a 400). `attribution` (comma-separated statuses) keeps only those, e.g. " +
          "`verified,attributed,disputed` for their own and `misattributed` for the quotes misattributed to them; " +
          "the counts are always of all. No approved quote under the slug: 404 `Author not found`.",
        params: SlugParams,
        querystring: AuthorPageQuerySchema,
        response: { 200: AuthorPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const body = await authors.pageBody(request.params.slug, request.query, request.user);
      return body.send(request, reply);
    },
  );

  app.patch(
    "/api/authors/:slug",
    {
      config: { auth: "curateAttribution" },
      schema: {
        tags: ["authors"],
        summary: "Set an author's years and one-line description (curators and admins); audited",
        description:
          "Fields left out stay as they are; an empty string or null clears one. Answers the author's page " +
          "(its first page of quotes, with the same query as GET), as GET does.",
        params: SlugParams,
        querystring: AuthorPageQuerySchema,
        body: AuthorUpdateSchema,
        response: { 200: AuthorPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    (request) =>
      authors.update(request.params.slug, request.body, requirePermission(request, "curateAttribution"), request.query),
  );
};
