/**
 * The seam between the server and the server-side build of the client: the server loads that bundle
 * and asks it to render pages; the bundle asks the API through the transport the server gives it.
 */

/** The id of the JSON script element that carries the server's state to the browser. */
export const SSR_STATE_ELEMENT_ID = "echoes-state";

/** How the renderer's API calls reach the API (in process on the server). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** PUBLIC_URL: absolute links (canonical, Open Graph, JSON-LD). */
  publicUrl: string;
  /** The visitor's stored quote display mode (its cookie), when set. */
  storedDisplay?: string;
}

export interface RenderedPage {
  /** 200, or 404 for a page (or quote) that does not exist. */
  status: number;
  /** Title, description, canonical link, Open Graph and Twitter tags, JSON-LD. */
  head: string;
  /** The app's markup, to go inside #root. */
  html: string;
  /** The state the browser's hydration starts from (JSON, safe inside a script element). */
  state: string;
  /**
   * The bodies of the inline scripts the app itself puts into `html` (the router's scroll restoration), never
   * made from content: with the template's own, the only inline scripts the page's CSP lets run.
   */
  scripts: string[];
}

export interface PageRenderer {
  render(request: PageRenderRequest): Promise<RenderedPage>;
}

/** What the server bundle exports. */
export type CreatePageRenderer = (transport: ApiTransport) => PageRenderer;
