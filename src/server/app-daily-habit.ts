import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ClusterBus } from "./lib/cluster-bus.ts";
import type { DailyQuoteService } from "./modules/daily-quote/daily-quote.service.ts";
import type { QuoteEvents } from "./modules/quotes/quote-events.ts";
import type { ViewerStateOverlay } from "./modules/quotes/quotes.public.ts";
import { registerDailyMail } from "./modules/daily-mail/index.ts";
import { reviewRoutes } from "./modules/review/index.ts";
import { ReviewService } from "./modules/review/review.service.ts";
import { ReviewReadings } from "./modules/review/review-readings.ts";

export interface DailyHabitDeps {
  database: Database;
  config: Config;
  bus: ClusterBus;
  quoteEvents: QuoteEvents;
  viewerState: ViewerStateOverlay;
  daily: DailyQuoteService;
}

/** What brings a reader back each day: the morning e-mail and the spaced review of saved quotes. */
export async function registerDailyHabit(app: FastifyInstance, deps: DailyHabitDeps) {
  // The morning e-mail (docs/product/daily-mail.md): settings, one-click unsubscribe, the schedule and its sender.
  await registerDailyMail(app, deps);

  // Daily review: saved quotes on a spaced schedule; quotes without narration read in the default voice (the
  // speech service is made after this, hence read when a request needs it).
  await app.register(reviewRoutes, {
    review: new ReviewService(deps.database.db, deps.viewerState),
    readings: new ReviewReadings({
      db: deps.database.db,
      dir: path.join(deps.config.DATA_DIR, "review-readings"),
      speech: () => app.speech,
      counters: () => app.counters,
    }),
  });
}
