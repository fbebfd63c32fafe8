import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { QuoteCreated } from "#contracts/quotes.ts";

/** Request headers, as `app.inject` takes them (a signed-in user's `headers`, or none). */
export type Headers = Record<string, string>;

/** Submits a quote through the API with `headers`; asserts the 201 and answers the created quote. */
export async function createQuote(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
): Promise<QuoteCreated> {
  const res = await app.inject({ method: "POST", url: "/api/quotes", headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuoteCreated>();
}
