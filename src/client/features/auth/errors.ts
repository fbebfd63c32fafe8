/**
 * What to tell a person about a failed call: the server's (or the session's) own message, else `fallback`.
 * Network failures (a TypeError from fetch) get the fallback: "Failed to fetch" says nothing useful.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}
