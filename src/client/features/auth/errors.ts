import { ApiError } from "#client/lib/api.ts";

/**
 * What to tell a person about a failed call: the server's (or the session's) own message, else `fallback`.
 * Network failures (a TypeError from fetch) get the fallback: "Failed to fetch" says nothing useful.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

/** The per-field messages of the server's error envelope (`fields`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
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
