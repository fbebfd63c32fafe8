import { ApiError } from "#client/lib/api.ts";

/** What to tell a person about a failed call: the server's message, else `fallback` (also for network failures). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== "") return error.message;
  return fallback;
}

/** The server answered 401: nobody (or nobody valid) is signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
