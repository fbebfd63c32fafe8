/**
 * How the router reads and writes URL search parameters: as plain text, exactly as docs/product/screens.md writes them
 * (`?tags=love,hope&authors=Mark+Twain&bookmarked=true`). TanStack Router's default JSON encoding would write
 * `q=%22123%22` for the text "123" and read `q=123` as a number; each route's validateSearch types the text.
 */

/** "?a=1&b=x" → { a: "1", b: "x" }; a repeated key gives a list. */
export function parseSearch(searchStr: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr)) {
    const previous = result[key];
    if (previous === undefined) result[key] = value;
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return result;
}

/** Readable but unambiguous: commas, colons, @ and / stay as they are, spaces become "+". */
function encodeText(value: string): string {
  return encodeURIComponent(value)
    .replace(/%2C/gi, ",")
    .replace(/%3A/gi, ":")
    .replace(/%40/gi, "@")
    .replace(/%2F/gi, "/")
    .replace(/%20/g, "+");
}

/** { a: "1", b: true, c: undefined } → "?a=1&b=true"; undefined, null and "" are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === "") continue;
      const text = typeof item === "string" ? item : JSON.stringify(item);
      parts.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
