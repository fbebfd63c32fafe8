import { CATEGORIES } from "#contracts/constants.ts";
import type { QuoteViewer as Viewer } from "#contracts/quote-rules.ts";
import type {
  CategoryCount,
  Duplicate,
  QuoteDetail,
  QuoteListItem,
  QuoteListQuery,
  QuoteStatusCounts,
  QuoteTranslations,
  QuoteVersion,
  TagCount,
} from "#contracts/quotes.ts";
import { parseSearchQuery } from "#contracts/search-syntax.ts";
import type { Db } from "#server/db/client.ts";
import { Doorkeeper } from "#server/lib/doorkeeper.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { notFound, unauthorized } from "#server/plugins/errors.ts";
import { cursorAfter } from "./list-cursor.ts";
import { canViewQuote, isQuoteId, seesEveryQuote } from "./quote-access.ts";
import { DUPLICATE_THRESHOLD, findSimilar } from "./quote-duplicates.ts";
import type { InvalidationScope, QuoteEvents } from "./quote-events.ts";
import { listLanguages, planQuoteList, type QuoteListFilters } from "./quote-list-plan.ts";
import {
  countApprovedByCategory,
  countApprovedByTag,
  countByStatus,
  countQuotes,
  findPopular,
  findQuoteIds,
  findQuotePage,
  findQuotesByIds,
  type QuoteListRow,
} from "./quote-list.repository.ts";
import { toQuote, type QuoteRow } from "./quote-rows.ts";
import { QuoteTextSearch } from "./quote-text-search.ts";
import { findVersionLinks, findVersionRows, TRANSLATIONS_MAX } from "./quote-translations.repository.ts";
import type { QuoteViews } from "./quote-views.ts";
import { findQuoteById, findQuoteBySlug, findRelated, findSource, findSubmitter } from "./quotes.repository.ts";
import type { ViewerStateOverlay } from "./viewer-state-overlay.ts";

/** A list page shared between callers: its JSON text, and its quotes for laying a caller's state over. */
interface SharedPage {
  json: string;
  quotes: QuoteListItem[];
  total: number;
  next_cursor: string | null;
}

export interface QuoteReadsOptions {
  /** Every quote change, here and in the other processes: the caches below are dropped on each. */
  events: QuoteEvents;
  /** The caller's own engagement state, laid over shared pages. */
  viewerState: ViewerStateOverlay;
  /** Counts a detail read's view. */
  views: QuoteViews;
  /** How long exact list totals are reused per filter. */
  totalTtlMs?: number;
  /** How long a rendered list page is reused per filter and page (viewer-independent lists only). */
  pageTtlMs?: number;
  /** Where list and search reads run: a database whose statements are cancelled past a budget (Database.budgeted). */
  listDb?: Db;
}

const NOT_FOUND_MESSAGE = "Quote not found";
/** How many ranked search results are kept in order per search, so that paging does not rank again. */
const RANKED_WINDOW = 1000;

/** Whether a shared-list cache key is one of the admins' lists (keys are JSON with a `shareClass`). */
function isModerationKey(key: string): boolean {
  try {
    return (JSON.parse(key) as { shareClass?: unknown }).shareClass === "admin";
  } catch {
    return true;
  }
}

/**
 * The reads of quotes: lists and searches (GET /api/quotes, shared between callers and cached for a few
 * seconds), popular quotes, a quote's page, the catalogue's aggregates. Those who approve quotes (admins)
 * moderate: they see every status and submitters' e-mails.
 */
export class QuoteReads {
  /** Exact totals are the costly part of a list request; they are kept per filter for a few seconds. */
  private readonly totals: TtlCache<number>;
  /** Rendered pages of lists that do not depend on who asks (or only on being an admin). */
  private readonly pages: TtlCache<SharedPage>;
  /** The first RANKED_WINDOW ids of ranked searches, in rank order. */
  private readonly rankedIds = new TtlCache<string[]>(10_000, 200);
  private readonly categories = new TtlCache<CategoryCount[]>(5_000, 1);
  private readonly tags = new TtlCache<TagCount[]>(30_000, 1);
  private readonly popular = new TtlCache<SharedPage>(10_000, 50);
  private readonly viewerState: ViewerStateOverlay;
  private readonly views: QuoteViews;
  private readonly listDb: Db;
  private readonly textSearch: QuoteTextSearch;

  /** How long a shared list page (and what is made of it: responses, rendered pages) may be reused. */
  readonly pageTtlMs: number;

  constructor(
    private readonly db: Db,
    options: QuoteReadsOptions,
  ) {
    this.pageTtlMs = options.pageTtlMs ?? 3_000;
    this.totals = new TtlCache<number>(options.totalTtlMs ?? 5_000, 2000);
    this.pages = new TtlCache<SharedPage>(this.pageTtlMs, 250, new Doorkeeper());
    this.viewerState = options.viewerState;
    this.views = options.views;
    this.listDb = options.listDb ?? db;
    this.textSearch = new QuoteTextSearch(this.listDb, options.events);
    options.events.onCachesInvalidated((_soft, scope) => this.forgetCaches(scope));
  }

  /** The JSON of a shared page, with the caller's own state laid over when they are signed in. */
  private async pageJson(page: SharedPage, viewer: Viewer | null): Promise<string> {
    if (!viewer || page.quotes.length === 0) return page.json;
    const quotes = await this.viewerState(page.quotes, viewer);
    return JSON.stringify({ quotes, total: page.total, next_cursor: page.next_cursor });
  }

  /** GET /api/quotes, answered as the JSON text of `{ quotes, total }`. */
  async listQuotesJson(query: QuoteListQuery, viewer: Viewer | null): Promise<string> {
    const personal = Boolean(query.bookmarked || query.reacted || query.userFilter);
    if (personal && !viewer) throw unauthorized();
    const search = parseSearchQuery(query.q);
    const textSearch = search.text
      ? await this.textSearch.plan(search.text, listLanguages(query.language, search.languages))
      : undefined;
    const { q: _q, limit, ...rest } = query;
    // A cursor says where the page starts; an offset on top of it would skip quotes.
    const offset = query.cursor === undefined ? query.offset : 0;
    const filters: QuoteListFilters = { ...rest, limit, offset, search, textSearch };

    // Lists that are the same for every viewer of a class are shared: "public" or "admin".
    const moderator = seesEveryQuote(viewer);
    const ownStatus = !moderator && query.status !== undefined && query.status !== "approved";
    const shareClass = personal || (ownStatus && viewer) ? undefined : moderator ? "admin" : "public";
    const plan = planQuoteList(filters, viewer);
    const filterKey = JSON.stringify({
      ...filters,
      limit: undefined,
      offset: undefined,
      cursor: undefined,
      shareClass,
    });
    const totalKey = JSON.stringify({
      ...filters,
      limit: undefined,
      offset: undefined,
      cursor: undefined,
      sort: undefined,
      shareClass,
    });
    const render = async () => {
      let rows: QuoteListRow[];
      let total: number;
      if (shareClass && plan.ranked && offset + limit <= RANKED_WINDOW) {
        // Ranking touches every match: do it once per search and page through the ordered ids.
        const ids = await this.rankedIds.get(filterKey, () => findQuoteIds(this.listDb, plan, RANKED_WINDOW));
        [rows, total] = await Promise.all([
          findQuotesByIds(this.listDb, ids.slice(offset, offset + limit)),
          ids.length < RANKED_WINDOW ? ids.length : this.totals.get(totalKey, () => countQuotes(this.listDb, plan)),
        ]);
      } else {
        [rows, total] = await Promise.all([
          findQuotePage(this.listDb, plan, { limit, offset }),
          shareClass ? this.totals.get(totalKey, () => countQuotes(this.listDb, plan)) : countQuotes(this.listDb, plan),
        ]);
      }
      const items: QuoteListItem[] = rows.map((row) => {
        const quote: QuoteListItem = toQuote(row, { showEmail: moderator });
        if (row.visitedAt) {
          quote.quote_id = row.id;
          quote.visited_at = row.visitedAt.toISOString();
        }
        return quote;
      });
      const last = rows.at(-1);
      const nextCursor = plan.keyset && last && rows.length === limit ? cursorAfter(plan.keyset, last) : null;
      const page = { quotes: items, total, next_cursor: nextCursor };
      return { ...page, json: JSON.stringify(page) };
    };
    if (!shareClass) return this.pageJson(await render(), viewer);
    const pageKey = JSON.stringify({ ...filters, shareClass });
    return this.pageJson(await this.pages.get(pageKey, render), viewer);
  }

  /** A quote by id or slug for a detail page: counts the view, records the visit, adds source and related quotes. */
  async getQuote(ref: { id: string } | { slug: string }, viewer: Viewer | null, visitor: string): Promise<QuoteDetail> {
    let row: QuoteRow | undefined;
    if ("id" in ref) row = isQuoteId(ref.id) ? await findQuoteById(this.db, ref.id) : undefined;
    else row = await findQuoteBySlug(this.db, ref.slug);
    if (!row || !canViewQuote(row, viewer)) throw notFound(NOT_FOUND_MESSAGE);

    const quoteRow = row;
    const [views, related, source, submitter, versions] = await Promise.all([
      this.views.count(quoteRow.id, visitor, viewer?.id),
      findRelated(this.db, quoteRow),
      quoteRow.sourceId ? findSource(this.db, quoteRow.sourceId) : Promise.resolve(null),
      quoteRow.userId ? findSubmitter(this.db, quoteRow.userId) : Promise.resolve(null),
      this.versionsOf(quoteRow, viewer),
    ]);
    const quote = toQuote(views === undefined ? quoteRow : { ...quoteRow, views }, {
      showEmail: seesEveryQuote(viewer),
    });
    const [withState, ...relatedWithState] = await this.viewerState([quote, ...related.map((r) => toQuote(r))], viewer);
    return { ...withState!, source, versions, related: relatedWithState, submitted_by: submitter };
  }

  /** A quote's other versions the viewer may see, for its page: the original first, then by language tag. */
  private async versionsOf(quote: QuoteRow, viewer: Viewer | null): Promise<QuoteVersion[]> {
    const root = quote.translationOf ?? quote.id;
    const links = await findVersionLinks(this.db, quote, viewer);
    return links.slice(0, TRANSLATIONS_MAX + (links[0]?.id === root ? 1 : 0)).map((link) => ({
      id: link.id,
      url_slug: link.urlSlug,
      language: link.language,
      is_original: link.id === root,
      translator: link.translator,
    }));
  }

  /**
   * GET /api/quotes/{id}/translations: the original (null when the quote is the original, or its original is hidden
   * from the viewer) and every translation of it the viewer may see but this one, by language tag; 404 when the
   * viewer may not see the quote.
   */
  async translationsOf(id: string, viewer: Viewer | null): Promise<QuoteTranslations> {
    const row = isQuoteId(id) ? await findQuoteById(this.db, id) : undefined;
    if (!row || !canViewQuote(row, viewer)) throw notFound(NOT_FOUND_MESSAGE);
    const rows = await findVersionRows(this.db, row, viewer);
    const originalRow = row.translationOf !== null && rows[0]?.id === row.translationOf ? rows[0] : undefined;
    const translationRows = rows.slice(originalRow ? 1 : 0, (originalRow ? 1 : 0) + TRANSLATIONS_MAX);
    const showEmail = seesEveryQuote(viewer);
    const quotes = await this.viewerState(
      [...(originalRow ? [originalRow] : []), ...translationRows].map((r) => toQuote(r, { showEmail })),
      viewer,
    );
    return { original: originalRow ? quotes[0]! : null, translations: originalRow ? quotes.slice(1) : quotes };
  }

  /** GET /api/quotes/popular as JSON text: approved quotes by reactions then views. */
  async popularJson(limit: number, audioOnly: boolean, viewer: Viewer | null = null): Promise<string> {
    const page = await this.popular.get(`${limit}:${audioOnly}`, async () => {
      const rows = await findPopular(this.db, limit, audioOnly);
      const body = { quotes: rows.map((r) => toQuote(r)), total: rows.length, next_cursor: null };
      return { ...body, json: JSON.stringify({ quotes: body.quotes, total: body.total }) };
    });
    return this.pageJson(page, viewer);
  }

  /** Category counts of approved quotes; the spec's static list when the catalogue is empty. */
  listCategories(): Promise<CategoryCount[]> {
    return this.categories.get("all", async () => {
      const counted = await countApprovedByCategory(this.db);
      if (counted.length > 0) return counted;
      return CATEGORIES.map((name) => ({ name, count: 0 }));
    });
  }

  listTags(): Promise<TagCount[]> {
    return this.tags.get("all", () => countApprovedByTag(this.db));
  }

  statusCounts(): Promise<QuoteStatusCounts> {
    return countByStatus(this.db);
  }

  /** Near-duplicates of a quote, for moderation. */
  async duplicatesOf(id: string): Promise<Duplicate[]> {
    const row = isQuoteId(id) ? await findQuoteById(this.db, id) : undefined;
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return findSimilar(this.db, row.text, {
      excludeId: row.id,
      statuses: ["approved", "pending", "rejected"],
      threshold: DUPLICATE_THRESHOLD,
    });
  }

  /** Drops this process's cached lists and aggregates (only the admins' shared lists for a moderation change). */
  private forgetCaches(scope: InvalidationScope) {
    if (scope === "moderation") {
      this.totals.deleteWhere(isModerationKey);
      this.pages.deleteWhere(isModerationKey);
      this.rankedIds.deleteWhere(isModerationKey);
      return;
    }
    this.totals.clear();
    this.pages.clear();
    this.rankedIds.clear();
    this.popular.clear();
    this.categories.clear();
    this.tags.clear();
  }
}
