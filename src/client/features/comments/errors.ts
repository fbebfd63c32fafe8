import { ApiError } from "#client/lib/api.ts";

/** What to tell a person about a failed comment call: the server's message, else `fallback`. */
export function commentErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== "" ? error.message : fallback;
}
