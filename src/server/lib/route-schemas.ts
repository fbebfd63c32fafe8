import { z } from "zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";

/**
 * Path parameters shared by the routes. An id is checked for length only: a value that is no id of its kind is a
 * 404 from the service (or a 400 where the spec says so), never a schema error that would tell ids apart.
 */
export const IdParams = z.object({ id: z.string().max(100) });
export const QuoteIdParams = z.object({ quoteId: z.string().max(100) });
export const IdAndQuoteIdParams = z.object({ id: z.string().max(100), quoteId: z.string().max(100) });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** A route's error answers, all `{ error, message, fields? }`: `errorAnswers(400, 401, 404)`. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelopeSchema])) as Record<
    S,
    typeof ErrorEnvelopeSchema
  >;
}
