import {
  AUTHOR_MESSAGES,
  type Author,
  type AuthorCounts,
  type AuthorPage,
  type AuthorPageQuery,
  type AuthorUpdate,
} from "#contracts/authors.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { CachedBody } from "#server/lib/cached-body.ts";
import { Doorkeeper } from "#server/lib/doorkeeper.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { notFound } from "#server/plugins/errors.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { decodeAuthorCursor, encodeAuthorCursor } from "./author-cursor.ts";
import { findAuthorQuotes, findAuthorSummary, findCuratedAuthor, upsertCuratedAuthor } from "./authors.repository.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** What authorSlug() (and the database's echoes_slug()) can make: anything else names no author. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 80;

/** A page of an author as everyone sees it: the data, and its JSON (compressed once per encoding). */
interface SharedPage {
  page: AuthorPage;
  body: CachedBody;
}

export interface AuthorsServiceOptions {
  db: Db;
  /** The caller's own bookmark and reaction, laid over the quotes. */
  viewerState: ViewerStateOverlay;
  /** How long a page is reused (the list pages' lifetime). */
  pageTtlMs: number;
  /** Every quote change, here and in the other processes: the cached pages are dropped on each. */
  onInvalidate: (listener: () => void) => void;
  /** Drops every cache made of quotes, in every process (author pages and the pages rendered from them too). */
  invalidate: () => Promise<void>;
}

/**
 * Author pages (docs/product/attribution.md): an author is derived from the approved quotes under their slug —
 * the commonest spelling names them — with the years and line a curator added. Pages are shared between
 * callers for a few seconds, the caller's own engagement laid over them.
 */
export class AuthorsService {
  private readonly db: Db;
  private readonly viewerState: ViewerStateOverlay;
  private readonly invalidate: () => Promise<void>;
  /** The name, counts and curated fields by slug (null: no such author). */
  private readonly summaries: TtlCache<{ author: Author; counts: AuthorCounts } | null>;
  private readonly pages: TtlCache<SharedPage>;

  constructor(options: AuthorsServiceOptions) {
    this.db = options.db;
    this.viewerState = options.viewerState;
    this.invalidate = options.invalidate;
    // Kept from a key's second request on: a walk over many authors or deep pages does not push out the rest.
    this.summaries = new TtlCache(options.pageTtlMs, 500, new Doorkeeper());
    this.pages = new TtlCache(options.pageTtlMs, 250, new Doorkeeper());
    options.onInvalidate(() => {
      this.summaries.clear();
      this.pages.clear();
    });
  }

  /** GET /api/authors/{slug} as JSON, with the caller's own state laid over the quotes when signed in. */
  async pageBody(slug: string, query: AuthorPageQuery, viewer: QuoteViewer | null) {
    const shared = await this.sharedPage(slug, query);
    if (!viewer || shared.page.quotes.length === 0) return shared.body;
    const quotes = await this.viewerState(shared.page.quotes, viewer);
    return new CachedBody(JSON.stringify({ ...shared.page, quotes }), JSON_TYPE);
  }

  /** GET /api/authors/{slug} as data. */
  async page(slug: string, query: AuthorPageQuery, viewer: QuoteViewer | null) {
    const { page } = await this.sharedPage(slug, query);
    return { ...page, quotes: await this.viewerState(page.quotes, viewer) };
  }

  /** A curator's (or admin's) years and description for an author; audited; answers the page's first screen. */
  async update(slug: string, changes: AuthorUpdate, curator: QuoteViewer, query: AuthorPageQuery): Promise<AuthorPage> {
    const summary = SLUG.test(slug) && slug.length <= SLUG_MAX ? await findAuthorSummary(this.db, slug) : undefined;
    if (!summary) throw notFound(AUTHOR_MESSAGES.notFound);
    // Fields left out stay as they are; a body that changes nothing writes nothing.
    if (Object.values(changes).some((value) => value !== undefined)) {
      await this.db.transaction(async (tx) => {
        const { before, after } = await upsertCuratedAuthor(tx, slug, changes, curator.id);
        await writeAuditEntry(tx, {
          actorId: curator.id,
          action: "author.update",
          entityType: "author",
          entityId: slug,
          details: { name: summary.name, from: before, to: after },
        });
      });
      // This process's caches at once, the others' before the answer.
      await this.invalidate();
    }
    return this.page(slug, query, curator);
  }

  private summary(slug: string) {
    return this.summaries.get(slug, async () => {
      const [summary, curated] = await Promise.all([
        findAuthorSummary(this.db, slug),
        findCuratedAuthor(this.db, slug),
      ]);
      if (!summary) return null;
      return {
        author: {
          name: summary.name,
          slug,
          born: curated?.born ?? null,
          died: curated?.died ?? null,
          description: curated?.description ?? null,
        },
        counts: summary.counts,
      };
    });
  }

  private async sharedPage(slug: string, query: AuthorPageQuery): Promise<SharedPage> {
    if (!SLUG.test(slug) || slug.length > SLUG_MAX) throw notFound(AUTHOR_MESSAGES.notFound);
    const cursor = query.cursor === undefined ? undefined : decodeAuthorCursor(query.cursor);
    const statuses = query.attribution && [...query.attribution].sort();
    const key = `${slug} ${query.limit} ${statuses?.join(",") ?? ""} ${query.cursor ?? ""}`;
    return this.pages.get(key, async () => {
      const summary = await this.summary(slug);
      if (!summary) throw notFound(AUTHOR_MESSAGES.notFound);
      // One more than asked: whether another page follows, without a cursor to an empty one.
      const rows = await findAuthorQuotes(this.db, slug, { limit: query.limit + 1, cursor, statuses });
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      const page: AuthorPage = {
        author: summary.author,
        counts: summary.counts,
        quotes: shown.map((row) => toQuote(row)),
        next_cursor: rows.length > query.limit && last ? encodeAuthorCursor(last) : null,
      };
      return { page, body: new CachedBody(JSON.stringify(page), JSON_TYPE) };
    });
  }
}
