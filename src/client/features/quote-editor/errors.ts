import { ApiError } from "#client/lib/api.ts";

/** The per-field messages of the server's error envelope (`fields`), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (
      parsed &&
      typeof parsed === "object" &&
      "fields" in parsed &&
      parsed.fields &&
      typeof parsed.fields === "object"
    ) {
      return Object.fromEntries(
        Object.entries(parsed.fields as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string",
        ),
      );
    }
  } catch {
    // Not the envelope.
  }
  return {};
}

/** What to tell a person about a failed call: the server's message, else `fallback` (also for network failures). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== "") return error.message;
  return fallback;
}

/** The server answered 401: nobody (or nobody valid) is signed in. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
