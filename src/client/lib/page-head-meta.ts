export const SITE_NAME = "Echoes";
export const HOME_TITLE = "Echoes — quotes worth sharing";

/** What a page puts in the document head; the server writes it into the HTML, the browser keeps it current. */
export interface PageHead {
  /** The whole document title. */
  title: string;
  description?: string;
  /** Path of the page's canonical URL (made absolute with the public URL). */
  canonicalPath?: string;
  /** The page in each language it exists in, itself included (`<link rel="alternate" hreflang>`). */
  alternates?: PageAlternate[];
  /** Open Graph type: website (default) or article. */
  ogType?: "website" | "article";
  /** The picture link previews show (Open Graph and Twitter's large card). */
  image?: PageImage;
  /**
   * Path of the page's oEmbed answer (made absolute with the public URL): the discovery link
   * `<link rel="alternate" type="application/json+oembed">` that lets editors embed a pasted link.
   */
  oembedPath?: string;
  /** A schema.org JSON-LD object. */
  jsonLd?: Record<string, unknown>;
  /** The HTTP status the server answers with (404 for a page that does not exist). */
  status?: number;
}

export interface PageAlternate {
  /** The BCP 47 tag of that version's language. */
  hreflang: string;
  /** Its path (made absolute with the public URL, as the canonical link is). */
  path: string;
}

export interface PageImage {
  /** Path of the image (made absolute with the public URL). */
  path: string;
  width: number;
  height: number;
  alt: string;
}
