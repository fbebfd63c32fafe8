/** Which quote a quote page URL names: by slug (`/quote/{slug}`) or by id (`/quote/id/{id}`). */
export type QuotePageRef = { slug: string } | { id: string };

/** The quote pages' paths (contracts/routes.ts), after the public URL's own path: a slug, or `id/` and an id. */
const QUOTE_PATH = /^\/quote\/(?:id\/([^/]+)|([^/]+))\/?$/;

/** The port a URL really uses: an omitted one is its scheme's default. */
const portOf = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");

/**
 * The quote a URL names when it is a quote page of this site, else null. "This site" is the public URL's host,
 * over http or https: a pasted http:// link to an https site (or the other way round) names the same page, and
 * the answer only ever points at the public URL. The port must be the public URL's, or the other scheme's default
 * when the public URL uses its scheme's default (http://echoes.example and https://echoes.example are one site;
 * http://echoes.example:8080 is another). Query and fragment are ignored; a trailing slash is allowed.
 */
export function quotePageRef(url: URL, publicUrl: URL): QuotePageRef | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.hostname !== publicUrl.hostname) return null;
  const samePort = portOf(url) === portOf(publicUrl) || (url.port === "" && publicUrl.port === "");
  if (!samePort) return null;
  const base = publicUrl.pathname.replace(/\/+$/, "");
  if (base && !url.pathname.startsWith(`${base}/`)) return null;
  const match = QUOTE_PATH.exec(url.pathname.slice(base.length));
  if (!match) return null;
  const [, id, slug] = match;
  try {
    return id !== undefined ? { id: decodeURIComponent(id) } : { slug: decodeURIComponent(slug!) };
  } catch {
    // A malformed escape (%E0%A4%A) names no page.
    return null;
  }
}

/** The URL a consumer sent, when it is an absolute http(s) URL at all. */
export function parseAbsoluteUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}
