import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FEED_ENTRY_COUNT } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { CachedBody } from "#server/lib/cached-body.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { canViewQuote, findQuoteBySlug } from "#server/modules/quotes/quotes.public.ts";
import { atomFeed } from "./atom-feed.ts";
import { EMBED_CSP, embedCardHtml, embedNotFoundHtml } from "./embed-card.ts";
import { latestApproved } from "./syndication.repository.ts";

const ATOM_TYPE = "application/atom+xml; charset=utf-8";
const HTML_TYPE = "text/html; charset=utf-8";
/** The feed is made at most this often (and again after any quote write). */
const FEED_TTL_MS = 60_000;

export interface SyndicationOptions {
  db: Db;
  publicUrl: string;
  onInvalidate: (listener: () => void) => void;
}

/** The Atom feed of the latest quotes, and the embeddable quote card. */
export const syndicationRoutes: FastifyPluginAsyncZod<SyndicationOptions> = async (app, options) => {
  const { db, publicUrl } = options;
  const feeds = new TtlCache<CachedBody>(FEED_TTL_MS, 1);
  options.onInvalidate(() => feeds.clear());

  app.get(
    "/feed.xml",
    { schema: { tags: ["sharing"], summary: `Atom feed of the ${FEED_ENTRY_COUNT} latest approved quotes` } },
    async (request, reply) => {
      const feed = await feeds.get("feed", async () => {
        const items = await latestApproved(db, FEED_ENTRY_COUNT);
        return new CachedBody(atomFeed(items, publicUrl, new Date()), ATOM_TYPE);
      });
      void reply.header("Cache-Control", "public, max-age=300");
      return feed.send(request, reply);
    },
  );

  app.get(
    "/embed/quote/:slug",
    {
      schema: {
        tags: ["sharing"],
        summary: "A quote as a small HTML card for other sites' iframes",
        params: z.object({ slug: z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const row = await findQuoteBySlug(db, request.params.slug);
      const found = row !== undefined && canViewQuote(row, null);
      // This page is made to be framed anywhere: its own policy replaces the app's frame-ancestors 'none'.
      reply.removeHeader("x-frame-options");
      void reply
        .header("Content-Security-Policy", EMBED_CSP)
        .header("Cross-Origin-Resource-Policy", "cross-origin")
        .header("Cache-Control", found ? "public, max-age=300" : "no-cache")
        .type(HTML_TYPE);
      if (!found) return reply.status(404).send(embedNotFoundHtml());
      return reply.send(embedCardHtml(row, publicUrl));
    },
  );
};
