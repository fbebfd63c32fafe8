import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CategoryListSchema, QuoteListQuerySchema, QuoteListSchema } from "#contracts/quotes.ts";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import type { QuotesService } from "./quotes.service.ts";

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuotesService }> = async (app, { quotes }) => {
  app.get(
    "/api/quotes",
    {
      schema: {
        tags: ["quotes"],
        summary: "List approved quotes, latest first",
        querystring: QuoteListQuerySchema,
        response: { 200: QuoteListSchema, 400: ErrorEnvelopeSchema },
      },
    },
    (request) => quotes.listQuotes(request.query),
  );

  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["quotes"],
        summary: "Categories with their number of approved quotes",
        response: { 200: CategoryListSchema },
      },
    },
    () => quotes.listCategories(),
  );
};
