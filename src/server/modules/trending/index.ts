import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import {
  TRENDING_WEIGHTS,
  TRENDING_WINDOW_SECONDS,
  TRENDING_WINDOWS,
  TrendingListSchema,
  TrendingQuerySchema,
} from "#contracts/trending.ts";
import type { TrendingService } from "./trending.service.ts";

const hours = (seconds: number) => `${seconds / 3600} h`;
const halfLives = TRENDING_WINDOWS.map((w) => `${w}: ${hours(TRENDING_WINDOW_SECONDS[w].halfLife)}`).join(", ");
const weights = Object.entries(TRENDING_WEIGHTS)
  .map(([signal, weight]) => `${signal} ${weight}`)
  .join(", ");

export const trendingRoutes: FastifyPluginAsyncZod<{ trending: TrendingService }> = async (app, { trending }) => {
  app.get(
    "/api/quotes/trending",
    {
      schema: {
        tags: ["quotes"],
        summary: "Approved quotes trending in the last 24 hours, 7 days or 30 days",
        description:
          "Each approved quote with activity in the window scores Σ weight × 0.5^(age / half-life) over its " +
          `counted views (hourly, aged from the hour's start), reactions, bookmarks and shares in the window. Weights: ${weights}. ` +
          `Half-life, a quarter of the window: ${halfLives}. Highest score first; ties by reactions, then views. ` +
          "Each quote is the list endpoint's quote plus `score`. A window's ranking is reused for 10 s (24h), " +
          "20 s (7d) or 60 s (30d) and then refreshed in the background; the quotes themselves are read fresh " +
          "(a rejected or deleted quote leaves at once).",
        querystring: TrendingQuerySchema,
        response: { 200: TrendingListSchema, 400: ErrorEnvelopeSchema },
      },
    },
    (request) => trending.trending(request.query, request.user),
  );
};
