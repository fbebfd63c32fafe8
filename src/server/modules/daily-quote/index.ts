import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import { DailyQuoteSchema } from "#contracts/share.ts";
import type { DailyQuoteService } from "./daily-quote.service.ts";

export const dailyQuoteRoutes: FastifyPluginAsyncZod<{ daily: DailyQuoteService }> = async (app, { daily }) => {
  app.get(
    "/api/quotes/today",
    {
      schema: {
        tags: ["quotes"],
        summary: "The quote of the day",
        description:
          "One approved quote per UTC day, the same for everyone, not chosen again within 90 days. 404 when no " +
          "quote is approved yet.",
        response: { 200: DailyQuoteSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      void reply.header("Cache-Control", "public, max-age=60");
      return daily.today();
    },
  );
};
