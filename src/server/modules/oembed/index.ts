import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { OEMBED_FRAME, OEMBED_PATH, OembedQuerySchema, OembedSchema } from "#contracts/oembed.ts";
import { SHARE_IMAGE } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";
import { enforceLimit } from "#server/plugins/rate-limit.ts";
import { OembedService } from "./oembed.service.ts";

/** Consumers (editors, link unfurlers) may reuse an answer this long; the iframe it names is always current. */
const CACHE_CONTROL = "public, max-age=3600";
const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

export interface OembedRoutesOptions {
  db: Db;
  publicUrl: string;
  /** Lookups per minute per client IP that no cached quote answers (the anonymous lists' figure). */
  lookupsPerMinute: number;
  onInvalidate: (listener: () => void) => void;
}

/** The oEmbed provider (https://oembed.com): quote page URLs of this site as embeddable cards. */
export const oembedRoutes: FastifyPluginAsyncZod<OembedRoutesOptions> = async (app, options) => {
  const oembed = new OembedService({ db: options.db, publicUrl: options.publicUrl });
  options.onInvalidate(() => oembed.invalidate());

  // Public data for any page or script to read: every answer, errors included, may be read cross-origin. Errors
  // are not to be kept; a found quote's answer says otherwise.
  app.addHook("onRequest", (_request, reply, done) => {
    void reply
      .header("Access-Control-Allow-Origin", "*")
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .header("Cache-Control", "no-cache");
    done();
  });

  app.get(
    OEMBED_PATH,
    {
      schema: {
        tags: ["sharing"],
        summary: "oEmbed: a quote page URL as an embeddable card (JSON)",
        description:
          "oEmbed 1.0 (https://oembed.com), type `rich`. `url` is a quote page of this site — `/quote/{slug}` or " +
          "`/quote/id/{id}` under PUBLIC_URL, http or https, with or without a trailing slash or query. `html` is " +
          `the embed card's iframe, ${OEMBED_FRAME.width} px wide unless \`maxwidth\` asks for less, as high as the ` +
          `quote needs unless \`maxheight\` asks for less (bounds under ${OEMBED_FRAME.minWidth} × ` +
          `${OEMBED_FRAME.minHeight} answer 400). The share image is the thumbnail (${SHARE_IMAGE.width} × ` +
          `${SHARE_IMAGE.height}), left out when it does not fit the bounds. 404 for a URL that is no published ` +
          "quote of this site, 501 for a `format` other than json. Answers carry `Access-Control-Allow-Origin: *` " +
          "and may be cached for an hour.",
        querystring: OembedQuerySchema,
        response: { 200: OembedSchema, ...errorAnswers(400, 404, 429), 501: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Only what reaches the database counts, as for the anonymous lists.
      const answer = await oembed.answer(request.query, () =>
        request.user
          ? Promise.resolve()
          : enforceLimit(app.counters, `oembed:${request.ip}`, options.lookupsPerMinute, 60_000),
      );
      void reply.header("Cache-Control", CACHE_CONTROL);
      return answer;
    },
  );

  // A preflight (a script sending its own headers) is answered as freely as the reads.
  app.options(OEMBED_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply
      .status(204)
      .header("Allow", ALLOWED_METHODS)
      .header("Access-Control-Allow-Methods", ALLOWED_METHODS)
      .header("Access-Control-Allow-Headers", "*")
      .header("Access-Control-Max-Age", "86400")
      .send(),
  );
};
