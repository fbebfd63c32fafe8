import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** Query parameters that carry a live credential (password-reset links, API tokens). */
const SECRET_PARAMS = new Set(["token", "access_token", "refresh_token", "code"]);
export const REDACTED = "[REDACTED]";

/** The URL with the value of every secret query parameter replaced, whatever the path. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const query = url.slice(queryAt + 1);
  const redacted = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // a malformed name is logged as it came
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, queryAt)}?${redacted}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger with secrets kept out: request URLs lose their token parameters and any
 * Authorization or Cookie header that reaches a log line is replaced.
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent" && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "headers.cookie"],
      censor: REDACTED,
    },
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}

/** One log line per request, written when it is answered and naming the request, instead of two. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}
