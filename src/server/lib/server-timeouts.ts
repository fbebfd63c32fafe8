/**
 * How long the HTTP server waits on a client (milliseconds). A client that sends its headers or body slowly
 * (slowloris) or not at all is cut off instead of holding a connection open for good.
 */
export interface ServerTimeouts {
  /** All of the request's headers must have arrived within this (answered 408, then closed). */
  headersTimeout: number;
  /** The whole request, body included, must have arrived within this (a 5 MB upload on a slow link fits). */
  requestTimeout: number;
  /** A socket with no traffic either way is closed after this; above the 60 s a narration request may wait. */
  connectionTimeout: number;
  /** An idle keep-alive connection is closed after this; above the 60 s idle timeout of common load balancers. */
  keepAliveTimeout: number;
  /** How often Node checks the header and request deadlines (its default, 30 s, would let them run long). */
  connectionsCheckingInterval: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  connectionTimeout: 120_000,
  keepAliveTimeout: 72_000,
  connectionsCheckingInterval: 2_000,
};

/** The Fastify server options that carry the timeouts. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
  };
}
