/**
 * The oEmbed endpoint's address and a page's discovery link to it (https://oembed.com §4). Kept apart from the
 * endpoint's schemas (oembed.ts re-exports it) so that the quote page's head names the endpoint without them.
 */
export const OEMBED_PATH = "/api/oembed";

/** The discovery link's answer type (only JSON is served). */
export const OEMBED_JSON_TYPE = "application/json+oembed";

/** The path of the oEmbed answer for a page: its full URL and the format, and nothing else (§4). */
export const oembedDiscoveryPath = (pageUrl: string) => `${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`;
