export const SITE_NAME = "Echoes";
export const HOME_TITLE = "Echoes — quotes worth sharing";

/** What a page puts in the document head; the server writes it into the HTML, the browser keeps it current. */
export interface PageHead {
  /** The whole document title. */
  title: string;
  description?: string;
  /** Path of the page's canonical URL (made absolute with the public URL). */
  canonicalPath?: string;
  /** Open Graph type: website (default) or article. */
  ogType?: "website" | "article";
  /** The picture link previews show (Open Graph and Twitter's large card). */
  image?: PageImage;
  /** A schema.org JSON-LD object. */
  jsonLd?: Record<string, unknown>;
  /** The HTTP status the server answers with (404 for a page that does not exist). */
  status?: number;
}

export interface PageImage {
  /** Path of the image (made absolute with the public URL). */
  path: string;
  width: number;
  height: number;
  alt: string;
}
