import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { isDatabaseUnavailable, isStatementTimeout } from "#server/db/unavailable.ts";

/** An expected failure with a status and a message fit for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "bad_request", message, fields);
export const unauthorized = (message = "Authentication required") => new HttpError(401, "unauthorized", message);
export const forbidden = (message = "You do not have permission to do that") =>
  new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
/** The database cannot be reached right now (see isDatabaseUnavailable); clients may retry. */
export const UNAVAILABLE_MESSAGE = "Echoes is briefly unavailable. Please try again in a moment.";
export const QUERY_TIMEOUT_MESSAGE = "This search took too long. Please narrow it down and try again.";
const UNAVAILABLE_RETRY_AFTER_S = 5;

export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, "conflict", message, fields);

const STATUS_CODES: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  409: "conflict",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  416: "range_not_satisfiable",
  429: "too_many_requests",
};

/** Field path of a validation issue: "/tags/0" → "tags.0"; querystring/body prefixes dropped. */
function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (fromPath) return fromPath;
  const missing = params?.missingProperty;
  return typeof missing === "string" ? missing : "_";
}

/**
 * Failures the router finds before a route is chosen (Fastify's `frameworkErrors`): a malformed percent-encoding
 * or an over-long path parameter. They answer the envelope too.
 */
export function frameworkErrorReply(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const body: ErrorEnvelope =
    status === 414
      ? { error: "uri_too_long", message: "The address is too long" }
      : { error: STATUS_CODES[status] ?? "bad_request", message: "The address is not valid" };
  void reply.status(status).header("x-content-type-options", "nosniff").send(body);
}

/** Every failure leaves as { error, message, fields? }; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) void reply.headers(err.headers);
      const body: ErrorEnvelope = { error: err.code, message: err.message, fields: err.fields };
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(fields)[0] ?? "Invalid request";
      return reply.status(400).send({ error: "validation_error", message: first, fields } satisfies ErrorEnvelope);
    }
    if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply
        .status(400)
        .send({ error: "invalid_json", message: "The request body is not valid JSON" } satisfies ErrorEnvelope);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // e.g. a 416 from the static file server carries `Content-Range: bytes */size`.
      const headers = (err as { headers?: unknown }).headers;
      if (headers && typeof headers === "object") void reply.headers(headers);
      return reply
        .status(status)
        .send({ error: STATUS_CODES[status] ?? "client_error", message: err.message } satisfies ErrorEnvelope);
    }
    if (isDatabaseUnavailable(err)) {
      // One line without a stack: during an outage every request lands here.
      request.log.warn({ reason: err.message }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: "unavailable", message: UNAVAILABLE_MESSAGE } satisfies ErrorEnvelope);
    }
    if (isStatementTimeout(err)) {
      request.log.warn({ url: request.routeOptions.url }, "statement cancelled: over its time budget");
      return reply
        .status(503)
        .header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: "query_timeout", message: QUERY_TIMEOUT_MESSAGE } satisfies ErrorEnvelope);
    }
    request.log.error({ err }, "request failed");
    return reply
      .status(500)
      .send({ error: "internal_error", message: "Something went wrong on our side. Please try again." });
  });
}
