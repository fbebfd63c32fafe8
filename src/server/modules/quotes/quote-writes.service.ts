import { BACKGROUND_MESSAGES, backgroundTypeOf } from "#contracts/backgrounds.ts";
import type { QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import {
  canDeleteQuote,
  canEditQuote,
  statusAfterEdit,
  statusOfNewQuote,
  type QuoteViewer as Viewer,
} from "#contracts/quote-rules.ts";
import type { AnonymousQuoteInput, QuoteCreateInput, QuoteUpdateInput } from "#contracts/quote-input.ts";
import type { QuoteCreated, QuoteWithSource, Source } from "#contracts/quotes.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quoteSlugBase, uniqueSlug } from "#server/lib/quote-slug.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { badRequest, forbidden, notFound } from "#server/plugins/errors.ts";
import { lockVisibleQuoteRow, seesEveryQuote } from "./quote-access.ts";
import { DUPLICATE_THRESHOLD, findSimilar } from "./quote-duplicates.ts";
import type { InvalidateOptions, QuoteEvents } from "./quote-events.ts";
import { toQuote, type QuoteInsert, type QuoteRow } from "./quote-rows.ts";
import { setPrimarySource } from "./quote-sources.repository.ts";
import { hasPublicTranslations } from "./quote-translations.repository.ts";
import {
  deleteQuote,
  findOrCreateSource,
  findQuoteById,
  findSource,
  insertQuote,
  slugsLike,
  updateQuote,
} from "./quotes.repository.ts";
import { linkAfterEdit, linkOfNewQuote } from "./translation-link.ts";
import type { ViewerStateOverlay } from "./viewer-state-overlay.ts";

const NOT_FOUND_MESSAGE = "Quote not found";

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

/**
 * The writes of quotes: create, submit anonymously, edit, delete, approve and reject. Each is one transaction
 * that starts with the locking select of quote-access.ts; the caches are dropped afterwards, through the quote
 * events (here and in every other process), and moderators' writes are audited.
 */
/**
 * The detector's language profiles take 0.1–0.2 s to load: they load with the first quote that needs them, not
 * with the server.
 */
async function detectLanguageLazily(text: string): Promise<string> {
  const { detectLanguage } = await import("./detect-language.ts");
  return detectLanguage(text);
}

/**
 * The language of an edited text given without one: detected again when the quote's language is the one its old
 * text was detected as (nobody chose it), else kept.
 */
async function languageOfNewText(current: QuoteRow, text: string | undefined): Promise<string | undefined> {
  if (text === undefined || text === current.text) return undefined;
  if ((await detectLanguageLazily(current.text)) !== current.language) return undefined;
  return detectLanguageLazily(text);
}

export class QuoteWrites {
  constructor(
    private readonly db: Db,
    private readonly events: QuoteEvents,
    private readonly viewerState: ViewerStateOverlay,
  ) {}

  /** POST /api/quotes: the signed-in user owns it; only admins choose a status beyond draft/pending. */
  async createQuote(input: QuoteCreateInput, viewer: Viewer): Promise<QuoteCreated> {
    if (!can(viewer.role, "createQuotes")) throw forbidden();
    const status = statusOfNewQuote(viewer.role, input.status);
    return this.create(input, {
      userId: viewer.id,
      email: null,
      status,
      actor: moderates(viewer) ? viewer : null,
      viewer,
    });
  }

  /** POST /api/quotes/submit-anonymous: pending, owned by nobody, with the submitter's e-mail. */
  submitAnonymous(input: AnonymousQuoteInput): Promise<QuoteCreated> {
    return this.create(input, { userId: null, email: input.email, status: "pending", actor: null, viewer: null });
  }

  private async create(
    input: QuoteCreateInput | AnonymousQuoteInput,
    meta: {
      userId: string | null;
      email: string | null;
      status: QuoteStatus;
      /** Who is audited as creating it: a moderator, else nobody. */
      actor: Viewer | null;
      /** Who writes it, for the originals a translation may name (null: an anonymous visitor). */
      viewer: Viewer | null;
    },
  ): Promise<QuoteCreated> {
    const language = input.language ?? (await detectLanguageLazily(input.text));
    const { row, source } = await this.db.transaction(async (tx) => {
      const link = await linkOfNewQuote(tx, meta.viewer, input, language);
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
        ...link,
        userId: meta.userId,
        email: meta.email,
        status: meta.status,
        approvedBy: approved ? (meta.actor?.id ?? null) : null,
        approvedAt: approved ? new Date() : null,
      };
      let row = await this.insertWithUniqueSlug(tx, values);
      if (source) {
        await setPrimarySource(tx, row.id, source.id);
        row = (await findQuoteById(tx, row.id))!;
      }
      if (meta.actor) {
        await writeAuditEntry(tx, {
          actorId: meta.actor.id,
          action: "quote.create",
          entityType: "quote",
          entityId: row.id,
          details: { status: row.status },
        });
      }
      return { row, source };
    });
    await this.events.invalidate(writeScope(row.status));
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
      const language = input.language ?? (await languageOfNewText(current, input.text));
      Object.assign(changes, backgroundChange(input), await linkAfterEdit(tx, viewer, current, { ...input, language }));
      if (moderator && input.has_audio !== undefined) changes.hasAudio = input.has_audio;
      let source: Source | null | undefined;
      if (input.source === null) {
        changes.sourceId = null;
        source = null;
      } else if (input.source) {
        source = await findOrCreateSource(tx, input.source);
        changes.sourceId = source.id;
      }

      // A field sent as it already is changes nothing: it neither sends a quote back to review nor clears a cache.
      for (const key of Object.keys(changes) as (keyof typeof changes)[]) {
        if (sameValue(changes[key], current[key as keyof typeof current])) delete changes[key];
      }
      const edited = Object.keys(changes).length > 0 || (input.status !== undefined && input.status !== current.status);
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

      let row = await updateQuote(tx, id, changes);
      if (changes.sourceId !== undefined) {
        await setPrimarySource(tx, id, changes.sourceId);
        row = (await findQuoteById(tx, id))!;
      }
      if (moderator) {
        await writeAuditEntry(tx, {
          actorId: viewer.id,
          action: "quote.update",
          entityType: "quote",
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
    if (result.scope) await this.events.invalidate(result.scope);
    if (result.released) this.events.backgroundReleased(result.released);
    const source =
      result.source !== undefined
        ? result.source
        : result.row.sourceId
          ? await findSource(this.db, result.row.sourceId)
          : null;
    const [quote] = await this.viewerState([toQuote(result.row, { showEmail: moderator })], viewer);
    return { ...quote!, source };
  }

  /** DELETE /api/quotes/{id}: owners their non-approved quotes, admins any. */
  async deleteQuote(id: string, viewer: Viewer): Promise<{ id: string; deleted: true }> {
    const deleted = await this.db.transaction(async (tx) => {
      const current = await this.loadForWrite(tx, id, viewer);
      const quote = { user_id: current.userId, status: current.status };
      if (!canEditQuote(viewer, quote)) throw forbidden("You can only delete your own quotes");
      if (!canDeleteQuote(viewer, quote)) throw forbidden("Approved quotes can only be deleted by an administrator");
      // Its translations become originals: public data changes with it when any of them is approved.
      const publicLinks = current.status !== "approved" && (await hasPublicTranslations(tx, id));
      await deleteQuote(tx, id);
      if (can(viewer.role, "editAnyQuote")) {
        await writeAuditEntry(tx, {
          actorId: viewer.id,
          action: "quote.delete",
          entityType: "quote",
          entityId: id,
          details: { status: current.status, author: current.author, text: current.text.slice(0, 200) },
        });
      }
      return { ...current, publicLinks };
    });
    await this.events.invalidate(deleted.publicLinks ? {} : writeScope(deleted.status));
    this.events.deleted(id);
    if (deleted.backgroundUrl) this.events.backgroundReleased(deleted.backgroundUrl);
    return { id, deleted: true };
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
      await writeAuditEntry(tx, {
        actorId: admin.id,
        action: status === "approved" ? "quote.approve" : "quote.reject",
        entityType: "quote",
        entityId: id,
        details: { from: current.status, to: status, ...(reason ? { reason } : {}) },
      });
      return { row, was: current.status };
    });
    await this.events.invalidate(writeScope(was, status));
    const source = row.sourceId ? await findSource(this.db, row.sourceId) : null;
    const [quote] = await this.viewerState([toQuote(row, { showEmail: true })], admin);
    return { ...quote!, source };
  }

  /** The row, locked for the transaction; 404 when absent or not visible to the viewer. */
  private async loadForWrite(tx: Tx, id: string, viewer: Viewer): Promise<QuoteRow> {
    const row = await lockVisibleQuoteRow(tx, id, viewer);
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }
}

/** Equal stored values: scalars by identity, lists (tags) by their items in order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? null) === (b ?? null);
}
