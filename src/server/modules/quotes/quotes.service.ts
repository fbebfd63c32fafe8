import { BACKGROUND_MESSAGES, backgroundTypeOf } from "#contracts/backgrounds.ts";
import { CATEGORIES, type QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import {
  canDeleteQuote,
  canEditQuote,
  statusAfterEdit,
  statusOfNewQuote,
  type QuoteViewer as Viewer,
} from "#contracts/quote-rules.ts";
import type {
  AnonymousQuoteInput,
  CategoryCount,
  Duplicate,
  QuoteCreated,
  QuoteCreateInput,
  QuoteDetail,
  QuoteListItem,
  QuoteListQuery,
  Quote,
  QuoteStatusCounts,
  QuoteUpdateInput,
  QuoteWithSource,
  Source,
  TagCount,
} from "#contracts/quotes.ts";
import { parseSearchQuery } from "#contracts/search-syntax.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { ClusterBus } from "#server/lib/cluster-bus.ts";
import { Doorkeeper } from "#server/lib/doorkeeper.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { badRequest, forbidden, notFound, unauthorized } from "#server/plugins/errors.ts";
import {
  countApprovedByCategory,
  countApprovedByTag,
  countByStatus,
  countQuotes,
  countView,
  deleteQuote,
  findOrCreateSource,
  findPopular,
  findQuoteById,
  findQuoteBySlug,
  findQuoteIds,
  findQuotePage,
  findQuotesByIds,
  findRelated,
  findSimilar,
  findSource,
  findSubmitter,
  hasLexemes,
  insertQuote,
  planQuoteList,
  pruneViewMarks,
  recordVisit,
  slugsLike,
  updateQuote,
  writeAudit,
  type QuoteListFilters,
  type QuoteListRow,
} from "./quotes.repository.ts";
import { quoteSlugBase, uniqueSlug } from "#server/lib/quote-slug.ts";
import { cursorAfter } from "./list-cursor.ts";
import { canViewQuote, isQuoteId, lockVisibleQuoteRow, seesEveryQuote } from "./quote-access.ts";
import { toQuote, type QuoteInsert, type QuoteRow } from "./quote-rows.ts";
import type { ViewerStateSource } from "./quote-engagement.ts";

/** A list page shared between callers: its JSON text, and its quotes for laying a caller's state over. */
interface SharedPage {
  json: string;
  quotes: QuoteListItem[];
  total: number;
  next_cursor: string | null;
}

export interface QuotesServiceOptions {
  /** How long exact list totals are reused per filter. */
  totalTtlMs?: number;
  /** How long a rendered list page is reused per filter and page (viewer-independent lists only). */
  pageTtlMs?: number;
  /** Other app processes' caches: told after every write here, and their writes applied here. */
  bus?: ClusterBus;
  /** Where list and search reads run: a database whose statements are cancelled past a budget (Database.budgeted). */
  listDb?: Db;
}

const NOT_FOUND_MESSAGE = "Quote not found";
/** Similarity (pg_trgm, 0–1) from which a quote counts as a near-duplicate. */
export const DUPLICATE_THRESHOLD = 0.5;
const PRUNE_EVERY_VIEWS = 500;
/** How many ranked search results are kept in order per search, so that paging does not rank again. */
const RANKED_WINDOW = 1000;

/** Those who approve quotes (admins) moderate: they see every status and submitters' e-mails, and are audited. */
/**
 * The background columns a write sets: the URL (already checked against the presets and uploads by the contract)
 * with its category as the type. A type that contradicts the URL is refused; a type alone changes nothing.
 */
function backgroundChange(input: {
  background_url?: string | null;
  background_type?: string | null;
}): { backgroundUrl: string | null; backgroundType: string | null } | undefined {
  if (input.background_url === undefined) return undefined;
  if (input.background_url === null) return { backgroundUrl: null, backgroundType: null };
  const type = backgroundTypeOf(input.background_url) ?? null;
  if (input.background_type && input.background_type !== type) {
    throw badRequest(BACKGROUND_MESSAGES.typeMismatch, { background_type: BACKGROUND_MESSAGES.typeMismatch });
  }
  return { backgroundUrl: input.background_url, backgroundType: type };
}

const moderates = (viewer: Viewer | null | undefined) => seesEveryQuote(viewer ?? null);

/**
 * Which caches a write touches: all of them when the quote was or is approved (public data changed), else only
 * the admins' shared lists — a draft or pending quote is seen by nobody else, so its writes leave public caches warm.
 */
const writeScope = (...statuses: QuoteStatus[]): InvalidateOptions =>
  statuses.includes("approved") ? {} : { scope: "moderation" };

/** Whether a shared-list cache key is one of the admins' lists (keys are JSON with a `shareClass`). */
function isModerationKey(key: string): boolean {
  try {
    return (JSON.parse(key) as { shareClass?: unknown }).shareClass === "admin";
  } catch {
    return true;
  }
}

export interface InvalidateOptions {
  /** The change may reach anonymous visitors a moment late (see `QuotesService.invalidate`). */
  soft?: boolean;
  /** Only what the admins' lists show changed (a quote that is not and was not approved). */
  scope?: "moderation";
}

export class QuotesService {
  /** Exact totals are the costly part of a list request; they are kept per filter for a few seconds. */
  private readonly totals: TtlCache<number>;
  /** Rendered pages of lists that do not depend on who asks (or only on being an admin). */
  private readonly pages: TtlCache<SharedPage>;
  /** The first RANKED_WINDOW ids of ranked searches, in rank order. */
  private readonly rankedIds = new TtlCache<string[]>(10_000, 200);
  private readonly lexemes = new TtlCache<boolean>(10 * 60_000, 5000);
  private readonly categories = new TtlCache<CategoryCount[]>(5_000, 1);
  private readonly tags = new TtlCache<TagCount[]>(30_000, 1);
  private readonly popular = new TtlCache<SharedPage>(10_000, 50);
  private viewerState: ViewerStateSource | undefined;
  private viewsSincePrune = 0;
  private readonly invalidationListeners = new Set<(soft: boolean) => void>();
  private readonly deletionListeners = new Set<(id: string) => void>();
  private readonly backgroundListeners = new Set<(url: string) => void>();
  private readonly watchedCaches = new Map<string, () => string[]>();
  private readonly bus: ClusterBus | undefined;
  private readonly listDb: Db;

  /** How long a shared list page (and what is made of it: responses, rendered pages) may be reused. */
  readonly pageTtlMs: number;

  constructor(
    private readonly db: Db,
    options: QuotesServiceOptions = {},
  ) {
    this.pageTtlMs = options.pageTtlMs ?? 3_000;
    this.totals = new TtlCache<number>(options.totalTtlMs ?? 5_000, 2000);
    this.pages = new TtlCache<SharedPage>(this.pageTtlMs, 250, new Doorkeeper());
    this.bus = options.bus;
    this.listDb = options.listDb ?? db;
    // Another process's write reaches these caches (and their listeners) as a write here does.
    this.bus?.subscribe((message) => {
      if (message.kind === "quotes") this.forgetCaches(message.soft === true, message.scope);
    });
    this.bus?.onResync(() => this.forgetCaches(false));
  }

  /** Where a signed-in caller's own engagement state comes from (the bookmarks and reactions tables). */
  useViewerState(source: ViewerStateSource) {
    this.viewerState = source;
  }

  /**
   * Lays a signed-in caller's bookmark and reaction, and the current counters, over quotes that were made for
   * everyone (one query for all of them). Anonymous callers get the quotes as they are.
   */
  async withViewerState<T extends Quote>(items: T[], viewer: Viewer | null): Promise<T[]> {
    if (!viewer || !this.viewerState || items.length === 0) return items;
    const states = await this.viewerState(viewer.id, [...new Set(items.map((q) => q.id))]);
    return items.map((quote) => {
      const state = states.get(quote.id);
      return state ? { ...quote, ...state } : quote;
    });
  }

  /** The JSON of a shared page, with the caller's own state laid over when they are signed in. */
  private async pageJson(page: SharedPage, viewer: Viewer | null): Promise<string> {
    if (!viewer || !this.viewerState || page.quotes.length === 0) return page.json;
    const quotes = await this.withViewerState(page.quotes, viewer);
    return JSON.stringify({ quotes, total: page.total, next_cursor: page.next_cursor });
  }

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  /** GET /api/quotes, answered as the JSON text of `{ quotes, total }`. */
  async listQuotesJson(query: QuoteListQuery, viewer: Viewer | null): Promise<string> {
    const personal = Boolean(query.bookmarked || query.reacted || query.userFilter);
    if (personal && !viewer) throw unauthorized();
    const search = parseSearchQuery(query.q);
    const textHasLexemes = search.text
      ? await this.lexemes.get(search.text, () => hasLexemes(this.listDb, search.text))
      : false;
    const { q: _q, limit, ...rest } = query;
    // A cursor says where the page starts; an offset on top of it would skip quotes.
    const offset = query.cursor === undefined ? query.offset : 0;
    const filters: QuoteListFilters = { ...rest, limit, offset, search, textHasLexemes };

    // Lists that are the same for every viewer of a class are shared: "public" or "admin".
    const moderator = moderates(viewer);
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
    const [views, related, source, submitter] = await Promise.all([
      countView(this.db, quoteRow.id, visitor),
      findRelated(this.db, quoteRow),
      quoteRow.sourceId ? findSource(this.db, quoteRow.sourceId) : Promise.resolve(null),
      quoteRow.userId ? findSubmitter(this.db, quoteRow.userId) : Promise.resolve(null),
      viewer ? recordVisit(this.db, quoteRow.id, viewer.id) : Promise.resolve(),
    ]);
    if (++this.viewsSincePrune >= PRUNE_EVERY_VIEWS) {
      this.viewsSincePrune = 0;
      await pruneViewMarks(this.db);
    }
    const quote = toQuote(views === undefined ? quoteRow : { ...quoteRow, views }, { showEmail: moderates(viewer) });
    const [withState, ...relatedWithState] = await this.withViewerState(
      [quote, ...related.map((r) => toQuote(r))],
      viewer,
    );
    return { ...withState!, source, related: relatedWithState, submitted_by: submitter };
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

  // -------------------------------------------------------------------------------------------
  // Writes: each one transaction; caches are dropped afterwards
  // -------------------------------------------------------------------------------------------

  /** POST /api/quotes: the signed-in user owns it; only admins choose a status beyond draft/pending. */
  async createQuote(input: QuoteCreateInput, viewer: Viewer): Promise<QuoteCreated> {
    if (!can(viewer.role, "createQuotes")) throw forbidden();
    const status = statusOfNewQuote(viewer.role, input.status);
    return this.create(input, { userId: viewer.id, email: null, status, actor: moderates(viewer) ? viewer : null });
  }

  /** POST /api/quotes/submit-anonymous: pending, owned by nobody, with the submitter's e-mail. */
  submitAnonymous(input: AnonymousQuoteInput): Promise<QuoteCreated> {
    return this.create(input, { userId: null, email: input.email, status: "pending", actor: null });
  }

  private async create(
    input: QuoteCreateInput | AnonymousQuoteInput,
    meta: { userId: string | null; email: string | null; status: QuoteStatus; actor: Viewer | null },
  ): Promise<QuoteCreated> {
    const { row, source } = await this.db.transaction(async (tx) => {
      const source = input.source ? await findOrCreateSource(tx, input.source) : null;
      const approved = meta.status === "approved";
      const values: Omit<QuoteInsert, "slug" | "urlSlug"> = {
        text: input.text,
        author: input.author,
        category: input.category,
        tags: input.tags ?? [],
        context: input.context ?? null,
        referenceUrl: input.reference_url ?? null,
        description: input.description ?? null,
        ...(backgroundChange(input) ?? { backgroundUrl: null, backgroundType: null }),
        sourceId: source?.id ?? null,
        userId: meta.userId,
        email: meta.email,
        status: meta.status,
        approvedBy: approved ? (meta.actor?.id ?? null) : null,
        approvedAt: approved ? new Date() : null,
      };
      const row = await this.insertWithUniqueSlug(tx, values);
      if (meta.actor) {
        await writeAudit(tx, {
          actorId: meta.actor.id,
          action: "quote.create",
          entityId: row.id,
          details: { status: row.status },
        });
      }
      return { row, source };
    });
    await this.invalidate(writeScope(row.status));
    const duplicates = await findSimilar(this.db, row.text, {
      excludeId: row.id,
      statuses: moderates(meta.actor) ? ["approved", "pending"] : ["approved"],
      threshold: DUPLICATE_THRESHOLD,
    });
    return { ...toQuote(row, { showEmail: moderates(meta.actor) }), source, duplicates };
  }

  /** A readable slug from author and text; base, base-2, … retried when a concurrent insert took it. */
  private async insertWithUniqueSlug(tx: Tx, values: Omit<QuoteInsert, "slug" | "urlSlug">): Promise<QuoteRow> {
    const base = quoteSlugBase(values.author, values.text);
    for (let attempt = 0; attempt < 10; attempt++) {
      const taken = await slugsLike(tx, base);
      const slug = uniqueSlug(base, (candidate) => taken.has(candidate));
      const row = await insertQuote(tx, { ...values, slug, urlSlug: slug });
      if (row) return row;
    }
    throw new Error(`Could not find a free slug for ${base}`);
  }

  /** PATCH /api/quotes/{id}: owners edit their own (back to review when it was public), admins any. */
  async updateQuote(id: string, input: QuoteUpdateInput, viewer: Viewer): Promise<QuoteWithSource> {
    const moderator = moderates(viewer);
    const result = await this.db.transaction(async (tx) => {
      const current = await this.loadForWrite(tx, id, viewer);
      if (!canEditQuote(viewer, { user_id: current.userId })) throw forbidden("You can only edit your own quotes");

      const changes: Partial<QuoteInsert> = {};
      if (input.text !== undefined) changes.text = input.text;
      if (input.author !== undefined) changes.author = input.author;
      if (input.category !== undefined) changes.category = input.category;
      if (input.tags !== undefined) changes.tags = input.tags;
      if (input.context !== undefined) changes.context = input.context;
      if (input.reference_url !== undefined) changes.referenceUrl = input.reference_url;
      if (input.description !== undefined) changes.description = input.description;
      Object.assign(changes, backgroundChange(input));
      if (moderator && input.has_audio !== undefined) changes.hasAudio = input.has_audio;
      let source: Source | null | undefined;
      if (input.source === null) {
        changes.sourceId = null;
        source = null;
      } else if (input.source) {
        source = await findOrCreateSource(tx, input.source);
        changes.sourceId = source.id;
      }

      const edited = Object.keys(changes).length > 0 || input.status !== undefined;
      if (!edited) return { row: current, source: undefined, released: null, scope: undefined };

      const status = statusAfterEdit(viewer.role, current.status, input.status);
      changes.status = status;
      if (status === "approved" && current.status !== "approved") {
        changes.approvedBy = viewer.id;
        changes.approvedAt = new Date();
      } else if (status !== "approved" && current.status === "approved") {
        changes.approvedBy = null;
        changes.approvedAt = null;
      }

      const row = await updateQuote(tx, id, changes);
      if (moderator) {
        await writeAudit(tx, {
          actorId: viewer.id,
          action: "quote.update",
          entityId: id,
          details: {
            fields: Object.keys(changes).filter((k) => !["status", "approvedBy", "approvedAt"].includes(k)),
            ...(status !== current.status ? { from: current.status, to: status } : {}),
          },
        });
      }
      const released = current.backgroundUrl !== row.backgroundUrl ? current.backgroundUrl : null;
      return { row, source, released, scope: writeScope(current.status, row.status) };
    });
    if (result.scope) await this.invalidate(result.scope);
    if (result.released) this.releaseBackground(result.released);
    const source =
      result.source !== undefined
        ? result.source
        : result.row.sourceId
          ? await findSource(this.db, result.row.sourceId)
          : null;
    const [quote] = await this.withViewerState([toQuote(result.row, { showEmail: moderator })], viewer);
    return { ...quote!, source };
  }

  /** DELETE /api/quotes/{id}: owners their non-approved quotes, admins any. */
  async deleteQuote(id: string, viewer: Viewer): Promise<{ id: string; deleted: true }> {
    const deleted = await this.db.transaction(async (tx) => {
      const current = await this.loadForWrite(tx, id, viewer);
      const quote = { user_id: current.userId, status: current.status };
      if (!canEditQuote(viewer, quote)) throw forbidden("You can only delete your own quotes");
      if (!canDeleteQuote(viewer, quote)) throw forbidden("Approved quotes can only be deleted by an administrator");
      await deleteQuote(tx, id);
      if (can(viewer.role, "editAnyQuote")) {
        await writeAudit(tx, {
          actorId: viewer.id,
          action: "quote.delete",
          entityId: id,
          details: { status: current.status, author: current.author, text: current.text.slice(0, 200) },
        });
      }
      return current;
    });
    await this.invalidate(writeScope(deleted.status));
    for (const listener of this.deletionListeners) listener(id);
    if (deleted.backgroundUrl) this.releaseBackground(deleted.backgroundUrl);
    return { id, deleted: true };
  }

  /** Quotes deleted elsewhere (with their owner's account): caches dropped, deletion listeners told. */
  async quotesDeleted(ids: readonly string[]) {
    await this.invalidate();
    for (const id of ids) for (const listener of this.deletionListeners) listener(id);
  }

  /** Runs `listener` after a quote is deleted (its rows are gone; e.g. its media files go too). */
  onDeleted(listener: (id: string) => void) {
    this.deletionListeners.add(listener);
  }

  /**
   * Runs `listener` with a background URL a quote no longer uses (the quote was deleted, or its background
   * replaced or removed), after the change is committed; e.g. an uploaded picture no quote uses any more goes.
   */
  onBackgroundReleased(listener: (url: string) => void) {
    this.backgroundListeners.add(listener);
  }

  private releaseBackground(url: string) {
    for (const listener of this.backgroundListeners) listener(url);
  }

  /** POST /api/quotes/{id}/approve (admins): approved, by whom and when. */
  approveQuote(id: string, admin: Viewer): Promise<QuoteWithSource> {
    return this.moderate(id, admin, "approved");
  }

  /** POST /api/quotes/{id}/reject (admins), with an optional reason kept in the audit log. */
  rejectQuote(id: string, admin: Viewer, reason?: string): Promise<QuoteWithSource> {
    return this.moderate(id, admin, "rejected", reason);
  }

  private async moderate(id: string, admin: Viewer, status: "approved" | "rejected", reason?: string) {
    if (!can(admin.role, "approveQuotes")) throw forbidden();
    const { row, was } = await this.db.transaction(async (tx) => {
      const current = await this.loadForWrite(tx, id, admin);
      const row = await updateQuote(tx, id, {
        status,
        approvedBy: status === "approved" ? admin.id : null,
        approvedAt: status === "approved" ? new Date() : null,
      });
      await writeAudit(tx, {
        actorId: admin.id,
        action: status === "approved" ? "quote.approve" : "quote.reject",
        entityId: id,
        details: { from: current.status, to: status, ...(reason ? { reason } : {}) },
      });
      return { row, was: current.status };
    });
    await this.invalidate(writeScope(was, status));
    const source = row.sourceId ? await findSource(this.db, row.sourceId) : null;
    const [quote] = await this.withViewerState([toQuote(row, { showEmail: true })], admin);
    return { ...quote!, source };
  }

  /** The row, locked for the transaction; 404 when absent or not visible to the viewer. */
  private async loadForWrite(tx: Tx, id: string, viewer: Viewer): Promise<QuoteRow> {
    const row = await lockVisibleQuoteRow(tx, id, viewer);
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  /** Names a cache built from quote data and how to read its live entries' text (for the admin debug call). */
  watchCache(name: string, liveTexts: () => string[]) {
    this.watchedCaches.set(name, liveTexts);
  }

  /** The live entries' text of every watched cache, by name. */
  cachedTexts(): { name: string; texts: string[] }[] {
    return [...this.watchedCaches].map(([name, liveTexts]) => ({ name, texts: liveTexts() }));
  }

  /**
   * Runs `listener` after every write, once the caches are dropped (rendered pages follow the lists). `soft`: the
   * change may reach anonymous visitors a moment late (their cached responses may be served while rebuilt).
   */
  onInvalidate(listener: (soft: boolean) => void) {
    this.invalidationListeners.add(listener);
  }

  /**
   * Forget cached lists and aggregates after a write here, in every process: this one at once, the others
   * (through the bus) by the time the returned promise resolves. It never rejects. `soft` is for changes nobody
   * waits to see, such as a background narration making a quote's `has_audio` true: anonymous responses already
   * made are then served once more while they are made again, instead of every request waiting for the rebuild.
   * `scope: "moderation"` is for writes to quotes nobody but their owner and the admins can see: only the admins'
   * shared lists are dropped, and the public caches (and their listeners) stay as they are.
   */
  invalidate(options: InvalidateOptions = {}): Promise<void> {
    const soft = options.soft === true;
    this.forgetCaches(soft, options.scope);
    if (!this.bus) return Promise.resolve();
    return this.bus.publish({
      kind: "quotes",
      ...(soft ? { soft } : {}),
      ...(options.scope ? { scope: options.scope } : {}),
    });
  }

  /** Drops this process's cached lists and aggregates, and tells the listeners (rendered pages, feed, …). */
  private forgetCaches(soft: boolean, scope?: "moderation") {
    if (scope === "moderation") {
      this.totals.deleteWhere(isModerationKey);
      this.pages.deleteWhere(isModerationKey);
      this.rankedIds.deleteWhere(isModerationKey);
      return;
    }
    for (const listener of this.invalidationListeners) listener(soft);
    this.totals.clear();
    this.pages.clear();
    this.rankedIds.clear();
    this.popular.clear();
    this.categories.clear();
    this.tags.clear();
  }
}
