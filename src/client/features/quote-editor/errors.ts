import { ApiError } from "#client/lib/api.ts";

/** The server answered 401: nobody (or nobody valid) is signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
