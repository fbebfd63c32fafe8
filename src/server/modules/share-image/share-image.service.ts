import { misattributionLine } from "#contracts/attribution-wording.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { SHARE_IMAGE } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError, notFound } from "#server/plugins/errors.ts";
import { tooManyAttempts, type CounterStore } from "#server/plugins/rate-limit.ts";
import { canViewQuote, findQuoteBySlug, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";
import { resolveBackground, type BackgroundSources } from "./card-background.ts";
import { cardLayout } from "./card-layout.ts";
import { ImageStore } from "./image-store.ts";
import { RenderQueueFullError, type RenderPool } from "./render-pool.ts";

/** Bumped when the card's design changes, so that every cached image is drawn again. */
const DESIGN_VERSION = 1;
/** When DESIGN_VERSION last changed (bump both together): no image is older than this. */
const DESIGN_DATE = new Date("2026-11-24T13:38:40Z");
/** Recently served images kept in memory (≈100–300 KB each). */
const MEMORY_ENTRIES = 32;
/** Redraws (`regenerate=true`) one member may ask for per window; admins are not limited. */
export const REGENERATIONS_PER_WINDOW = 10;
export const REGENERATION_WINDOW_MS = 10 * 60_000;
export const RENDER_BUSY_MESSAGE = "Preview images are busy right now. Please try again in a few seconds.";
const RENDER_BUSY_RETRY_AFTER_S = 5;
/** Refusals must not be kept by a shared cache in place of the image (the route set a public Cache-Control). */
const NOT_CACHED = { "cache-control": "no-store" };

export interface PreviewImage {
  png: Buffer;
  etag: string;
  /** Approved quotes' images may be cached by anyone; others only by the browser that asked. */
  isPublic: boolean;
}

export interface ShareImageOptions {
  db: Db;
  pool: RenderPool;
  storeDir: string;
  backgrounds: BackgroundSources;
  /** Where regenerations are counted (shared by every process through Redis when configured). */
  counters: CounterStore;
}

/** Owners and admins may have a quote's image drawn again. */
function canRegenerate(row: QuoteRow, viewer: QuoteViewer | null) {
  return viewer !== null && (can(viewer.role, "editAnyQuote") || row.userId === viewer.id);
}

/** The social preview of a quote: rendered once per version of the quote, then served from disk. */
export class ShareImageService {
  private readonly store: ImageStore;
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly memory = new Map<string, Buffer>();

  constructor(private readonly options: ShareImageOptions) {
    this.store = new ImageStore(options.storeDir);
  }

  /**
   * The quote's version: when it last changed, and its attribution (which the card shows when misattributed), plus
   * the card design. A quote whose attribution was never set keeps the version it had before attributions.
   */
  private static version(row: QuoteRow) {
    const attribution = row.attributionUpdatedAt ? `-a${row.attributionUpdatedAt.getTime().toString(36)}` : "";
    return `${row.updatedAt.getTime().toString(36)}${attribution}-d${DESIGN_VERSION}`;
  }

  /** Looks up a visible quote by slug; 404 otherwise. */
  async findVisible(slug: string, viewer: QuoteViewer | null): Promise<QuoteRow> {
    const row = await findQuoteBySlug(this.options.db, slug);
    if (!row || !canViewQuote(row, viewer)) throw notFound("Quote not found");
    return row;
  }

  etagOf(row: QuoteRow) {
    return `"${row.id}-${ShareImageService.version(row)}"`;
  }

  /** When the quote's image last changed: its text, author, attribution or background, or the card's design. */
  lastModifiedOf(row: QuoteRow): Date {
    const changed =
      row.attributionUpdatedAt && row.attributionUpdatedAt > row.updatedAt ? row.attributionUpdatedAt : row.updatedAt;
    return changed > DESIGN_DATE ? changed : DESIGN_DATE;
  }

  /** The image of a visible quote; `regenerate` draws it again when the viewer may ask for that. */
  async image(row: QuoteRow, viewer: QuoteViewer | null, regenerate: boolean): Promise<PreviewImage> {
    const version = ShareImageService.version(row);
    const key = `${row.id}/${version}`;
    const redraw = regenerate && canRegenerate(row, viewer);
    if (redraw) await this.countRegeneration(viewer!);
    let png = redraw ? undefined : (this.memory.get(key) ?? (await this.store.read(row.id, version)));
    if (!png) png = await this.render(row, key, version);
    this.remember(key, png);
    return { png, etag: this.etagOf(row), isPublic: row.status === "approved" };
  }

  /** One render per key at a time: concurrent first requests share it. */
  private render(row: QuoteRow, key: string, version: string): Promise<Buffer> {
    const running = this.rendering.get(key);
    if (running) return running;
    const job = (async () => {
      const background = await resolveBackground(row, this.options.backgrounds);
      const tree = cardLayout({
        text: row.text,
        author: row.author,
        misattribution: misattributionLine(
          { status: row.attributionStatus, actual_author: row.attributionActualAuthor },
          row.author,
        ),
        background,
      });
      const png = await this.options.pool.render(tree, SHARE_IMAGE.width, SHARE_IMAGE.height).catch((err) => {
        if (!(err instanceof RenderQueueFullError)) throw err;
        throw new HttpError(503, "unavailable", RENDER_BUSY_MESSAGE, undefined, {
          "retry-after": String(RENDER_BUSY_RETRY_AFTER_S),
          ...NOT_CACHED,
        });
      });
      await this.store.write(row.id, version, png);
      return png;
    })().finally(() => this.rendering.delete(key));
    this.rendering.set(key, job);
    return job;
  }

  /** Counts a redraw asked for by a member; past REGENERATIONS_PER_WINDOW in the window, a 429. */
  private async countRegeneration(viewer: QuoteViewer) {
    if (can(viewer.role, "editAnyQuote")) return;
    const key = `share-image-regenerations:${viewer.id}`;
    const { count, resetInMs } = await this.options.counters.hit(key, REGENERATION_WINDOW_MS);
    if (count <= REGENERATIONS_PER_WINDOW) return;
    const refused = tooManyAttempts(resetInMs);
    throw new HttpError(refused.statusCode, refused.code, refused.message, undefined, {
      ...refused.headers,
      ...NOT_CACHED,
    });
  }

  private remember(key: string, png: Buffer) {
    this.memory.delete(key);
    this.memory.set(key, png);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
  }
}
