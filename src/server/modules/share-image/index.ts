import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { QuoteImageParamsSchema, QuoteImageQuerySchema } from "#contracts/share.ts";
import { isNotModified } from "#server/lib/conditional-get.ts";
import { REGENERATION_WINDOW_MS, REGENERATIONS_PER_WINDOW, type ShareImageService } from "./share-image.service.ts";

/** How long anyone may reuse an approved quote's image before asking again (then a 304 is enough). */
const PUBLIC_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
const PRIVATE_CACHE = "private, no-cache";

export const shareImageRoutes: FastifyPluginAsyncZod<{ images: ShareImageService }> = async (app, { images }) => {
  app.get(
    "/api/quote-image-png/:slug",
    {
      schema: {
        tags: ["sharing"],
        summary: "Social preview image of a quote (1200×630 PNG)",
        description:
          "The quote's text fitted to the card, its author, the Echoes mark and the quote's background. Drawn once " +
          "per version of the quote and cached on disk; answers `ETag` and `Last-Modified`, and 304 to a matching " +
          "`If-None-Match` (or, without it, `If-Modified-Since`). " +
          "`regenerate=true` draws it again for the quote's owner or an admin (members: " +
          `${REGENERATIONS_PER_WINDOW} times per ${REGENERATION_WINDOW_MS / 60_000} minutes, 429 beyond) and is ` +
          "ignored for everyone else. While too many images wait to be drawn, 503 with " +
          "`Retry-After`.",
        params: QuoteImageParamsSchema,
        querystring: QuoteImageQuerySchema,
        response: {
          404: ErrorEnvelopeSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, typedReply) => {
      // The body is a PNG (or nothing, for a 304), outside the JSON response schemas.
      const reply = typedReply as FastifyReply;
      const viewer = request.user;
      const row = await images.findVisible(request.params.slug, viewer);
      const regenerate = request.query.regenerate === true;
      const validators = { etag: images.etagOf(row), lastModified: images.lastModifiedOf(row) };
      const cacheControl = row.status === "approved" ? PUBLIC_CACHE : PRIVATE_CACHE;
      void reply
        .header("ETag", validators.etag)
        .header("Last-Modified", validators.lastModified.toUTCString())
        .header("Cache-Control", cacheControl)
        .header("Vary", "Authorization");
      if (!regenerate && isNotModified(request.headers, validators)) return reply.status(304).send();
      const image = await images.image(row, viewer, regenerate);
      return reply.type("image/png").header("Content-Length", image.png.length).send(image.png);
    },
  );
};
