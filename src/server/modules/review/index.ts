import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ReviewGradedSchema,
  ReviewGradeInputSchema,
  ReviewRestoredSchema,
  ReviewTodayQuerySchema,
  ReviewTodaySchema,
} from "#contracts/review.ts";
import { requireUser } from "#server/plugins/auth.ts";
import { QuoteIdParams, errorAnswers } from "#server/lib/route-schemas.ts";
import type { ReviewService } from "./review.service.ts";
import type { ReviewReadings } from "./review-readings.ts";

const tags = ["review"];
const errors = errorAnswers(400, 401, 404, 409);

/** Daily review of saved quotes (docs/product/review.md): members only, each seeing only their own. */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService; readings: ReviewReadings }> = async (
  app,
  { review, readings },
) => {
  app.get(
    "/api/review/today",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "The saved quotes due for review today, oldest due first (at most 20 a day), and the streak",
        description:
          "`timezone` (IANA, default UTC) says where the member's days begin: the day's bound and the streak are " +
          "counted in it. `next_due_at` is when the next quote comes due (tomorrow's start once the day's bound " +
          "is reached).",
        querystring: ReviewTodayQuerySchema,
        response: { 200: ReviewTodaySchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      void reply.header("Cache-Control", "private, no-store");
      return review.today(requireUser(request), request.query.timezone);
    },
  );

  app.post(
    "/api/review/:quoteId",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Grade a due saved quote: again, good, easy or mastered; answers its next due date and interval",
        description:
          "SM-2: again brings it back in 10 minutes and starts it over, good grows the interval (1, 6, then × " +
          "ease days), easy grows it faster, mastered takes it out of the rotation. 404 when the member has not " +
          "saved the quote (or may no longer see it), 409 when it is not due.",
        params: QuoteIdParams,
        body: ReviewGradeInputSchema,
        response: { 200: ReviewGradedSchema, ...errors },
      },
    },
    (request) => review.grade(requireUser(request), request.params.quoteId, request.body.grade, request.body.timezone),
  );

  app.delete(
    "/api/review/:quoteId/mastered",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Bring a mastered quote back into the rotation, due at once",
        params: QuoteIdParams,
        response: { 200: ReviewRestoredSchema, ...errors },
      },
    },
    (request) => review.restore(requireUser(request), request.params.quoteId),
  );

  app.get(
    "/api/review/:quoteId/reading",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "A saved quote read aloud in its language's default voice (MP3), for quotes without narration",
        description:
          "Made once and kept; a member may start 30 new readings an hour (429 beyond). 404 when the member has " +
          "not saved the quote or may no longer see it.",
        params: QuoteIdParams,
        response: { ...errorAnswers(401, 404, 409, 429) },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const reading = await readings.read(requireUser(request), request.params.quoteId);
      // Revalidated on every play (a 304 after the same checks): a shared browser never replays another account's copy.
      void reply.header("ETag", reading.etag).header("Cache-Control", "private, no-cache");
      if (request.headers["if-none-match"] === reading.etag) return reply.status(304).send();
      return reply
        .type("audio/mpeg")
        .header("Content-Length", reading.audio.length)
        .header("Accept-Ranges", "none")
        .send(reading.audio);
    },
  );
};
