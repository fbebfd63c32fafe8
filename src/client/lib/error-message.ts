/**
 * What to tell a person about a failed call, the one rule every feature uses:
 *
 * - an API error (`ApiError`, lib/api.ts) says the server's message (or the session's: "Session expired. Please
 *   sign in again."), and an error the app throws itself says the product's message it was given;
 * - a network failure (fetch rejects with a TypeError, whose "Failed to fetch" says nothing useful) and anything
 *   else without a message say `fallback`: the product's message for the action that failed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}
