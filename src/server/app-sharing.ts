import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { QuoteEvents } from "./modules/quotes/quote-events.ts";
import { shareImageRoutes } from "./modules/share-image/index.ts";
import { ShareImageService } from "./modules/share-image/share-image.service.ts";
import { RenderPool } from "./modules/share-image/render-pool.ts";
import { dailyQuoteRoutes } from "./modules/daily-quote/index.ts";
import { DailyQuoteService } from "./modules/daily-quote/daily-quote.service.ts";
import { syndicationRoutes } from "./modules/syndication/index.ts";
import { oembedRoutes } from "./modules/oembed/index.ts";

export interface SharingDeps {
  database: Database;
  config: Config;
  quoteEvents: QuoteEvents;
}

/**
 * Sharing: preview images (rendered in a worker thread), the quote of the day, the Atom feed, embeds and oEmbed. Answers
 * the quote of the day's service, which the daily habit's mail reads too.
 */
export async function registerSharing(app: FastifyInstance, { database, config, quoteEvents }: SharingDeps) {
  const renderPool = new RenderPool();
  app.addHook("onClose", () => renderPool.close());
  const images = new ShareImageService({
    db: database.db,
    pool: renderPool,
    storeDir: path.join(config.DATA_DIR, "share-images"),
    counters: app.counters,
    backgrounds: {
      mediaDir: path.join(config.DATA_DIR, "media"),
      clientDir: config.CLIENT_DIR,
      publicUrl: config.PUBLIC_URL,
    },
  });
  await app.register(shareImageRoutes, { images });
  const daily = new DailyQuoteService(database.db);
  quoteEvents.onInvalidate(() => daily.invalidate());
  await app.register(dailyQuoteRoutes, { daily });
  await app.register(syndicationRoutes, {
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    onInvalidate: (listener) => quoteEvents.onInvalidate(listener),
  });
  await app.register(oembedRoutes, {
    db: database.db,
    publicUrl: config.PUBLIC_URL,
    lookupsPerMinute: config.RATE_LIMIT_LISTS_PER_MIN,
    onInvalidate: (listener) => quoteEvents.onInvalidate(listener),
  });
  return { daily };
}
