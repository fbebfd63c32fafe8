import { ApiError } from "./api.ts";

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
