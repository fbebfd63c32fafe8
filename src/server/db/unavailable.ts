/**
 * Whether an error means the database cannot be reached right now (down, restarting, the network cut), as
 * opposed to a bad query: such requests answer 503 and succeed again once the database is back.
 */

/** Socket errors of node:net and the pool's own connect timeout. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin_shutdown 57P01,
 * crash_shutdown 57P02, cannot_connect_now 57P03, database_dropped 57P04), and 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || code.startsWith("57P") || code === "53300";
}

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const MESSAGES = [
  "Connection terminated",
  "connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

function matches(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  return typeof message === "string" && MESSAGES.some((m) => message.includes(m));
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return someCause(err, matches);
}

/** A statement cancelled by its statement_timeout (SQLSTATE 57014, query_canceled): it cost more than its budget. */
export function isStatementTimeout(err: unknown): boolean {
  return someCause(err, (e) => (e as { code?: unknown } | null)?.code === "57014");
}

function someCause(err: unknown, test: (err: unknown) => boolean): boolean {
  // Drizzle wraps the driver's error as `cause`; an AggregateError (several addresses refused) lists them.
  for (let current = err, depth = 0; current && depth < 5; depth++) {
    if (test(current)) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(test)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
