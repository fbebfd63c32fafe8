/**
 * Addresses in analytics events keep their path only: a query or fragment may carry a secret (a password-reset
 * link's token) or personal data (search words), and events are kept, exported and backed up. The client sends
 * paths alone; the server strips what an older or hostile client still sends.
 */

/** Property names that hold an address, compared without case, `_` or `-` (pageLocation, page_location…). */
const ADDRESS_KEYS = new Set([
  "path",
  "pathname",
  "pagepath",
  "pagelocation",
  "pageurl",
  "url",
  "uri",
  "href",
  "link",
  "location",
  "referrer",
  "referer",
  "pagereferrer",
  "documentreferrer",
  "redirect",
  "redirectto",
  "returnto",
]);

const isAddressKey = (key: string) => ADDRESS_KEYS.has(key.toLowerCase().replace(/[_-]/g, ""));

/** An absolute URL (`https://…`, `android-app://…`) or a path (`/…`), or a bare query or fragment. */
const LOOKS_LIKE_ADDRESS = /^\s*(?:[a-z][a-z\d+.-]*:\/\/|\/|\?|#)/i;

/** The address without its query and fragment: `/auth/callback?token=x#y` → `/auth/callback`. */
export function withoutQuery(address: string): string {
  const cut = address.search(/[?#]/);
  return cut === -1 ? address : address.slice(0, cut);
}

function clean(value: unknown, addressKey: boolean): unknown {
  if (typeof value === "string") {
    return addressKey || LOOKS_LIKE_ADDRESS.test(value) ? withoutQuery(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => clean(item, addressKey));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item, isAddressKey(key))]));
  }
  return value;
}

/**
 * Event properties or metadata with the query and fragment cut from every address in them, at any depth: values
 * under an address-like name (`path`, `page_location`, `url`, `referrer`…) and any string that looks like a URL or
 * a path.
 */
export function withoutAddressQueries(record: Record<string, unknown>): Record<string, unknown> {
  return clean(record, false) as Record<string, unknown>;
}
