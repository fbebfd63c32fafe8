import type { FastifyBaseLogger } from "fastify";
import {
  ATTRIBUTION_MESSAGES,
  CORRECTIONS_PER_DAY,
  CORRECTIONS_PER_HOUR,
  type AttributionHistory,
  type AttributionUpdate,
  type Correction,
  type CorrectionCreate,
  type CorrectionList,
  type CorrectionStatus,
  type QuoteSource,
  type QuoteSourceInput,
} from "#contracts/attribution.ts";
import { isUuid } from "#contracts/common.ts";
import type { AttributionStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { QuoteWithSource, Source } from "#contracts/quotes.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { noticeCorrectionDecided } from "#server/modules/notifications/notifications.public.ts";
import {
  canViewQuote,
  findVisibleQuote,
  isQuoteId,
  replaceQuoteSources,
  seesEveryQuote,
  toQuote,
  type InvalidateOptions,
  type QuoteEvents,
  type QuoteRow,
  type ViewerStateOverlay,
} from "#server/modules/quotes/quotes.public.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "#server/plugins/errors.ts";
import {
  decideCorrection,
  existingSourceIds,
  findAttributionHistory,
  findCorrection,
  findCorrections,
  hasOpenProposal,
  insertAttributionChange,
  insertCorrection,
  lockCorrection,
  lockProposer,
  lockQuoteRow,
  proposalsWithin,
  readQuoteRow,
  writeQuoteAttribution,
  type AttributionValues,
  type StoredSource,
} from "./attribution.repository.ts";

const QUOTE_NOT_FOUND = "Quote not found";
/** The attribution history answers at most this many changes, newest first. */
export const HISTORY_LIMIT = 100;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface AttributionServiceOptions {
  db: Db;
  /** Cache invalidation after a committed change (here and in every other process). */
  events: QuoteEvents;
  /** Lays the caller's own bookmark and reaction over the quote answered. */
  viewerState: ViewerStateOverlay;
  /**
   * Queues telling the quote's readers of a status change (the notify job), after the change is committed. A
   * change it fails to queue stays unnotified in the database and is taken up when the job queue next starts.
   */
  notify: (changeId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** A public quote's change reaches every cache; any other only the admins' shared lists. */
const writeScope = (status: QuoteRow["status"]): InvalidateOptions =>
  status === "approved" ? {} : { scope: "moderation" };

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The attribution a write leads to, with actual_author kept only for misattributed quotes. */
function nextAttribution(current: QuoteRow, input: Partial<AttributionValues> & { status: AttributionStatus }) {
  const actualAuthor = input.actualAuthor === undefined ? current.attributionActualAuthor : input.actualAuthor;
  return {
    status: input.status,
    actualAuthor: input.status === "misattributed" ? actualAuthor : null,
    earliestDate: input.earliestDate === undefined ? current.attributionEarliestDate : input.earliestDate,
    note: input.note === undefined ? current.attributionNote : input.note,
  } satisfies AttributionValues;
}

function attributionChanged(current: QuoteRow, next: AttributionValues) {
  return (
    current.attributionStatus !== next.status ||
    (current.attributionActualAuthor ?? null) !== next.actualAuthor ||
    (current.attributionEarliestDate ?? null) !== next.earliestDate ||
    (current.attributionNote ?? null) !== next.note
  );
}

/** A source of the quote's list as a link to it (keeping its place in the work). */
const linkTo = (source: QuoteSource): QuoteSourceInput => ({
  id: source.id,
  name: source.name,
  type: source.type,
  author: source.author,
  publication_date: source.publication_date,
  url: source.url,
  location: source.location,
  description: source.description,
});

/** The primary source in the older single-source shape of `QuoteWithSource.source`. */
function primarySource(row: QuoteRow): Source | null {
  const first = row.sources[0];
  if (!first) return null;
  return {
    id: first.id,
    name: first.name,
    description: first.description,
    url: first.url,
    author: first.author,
    publication_date: first.publication_date,
    type: first.type,
  };
}

/**
 * Attribution (docs/product/attribution.md): curators and admins set a quote's attribution and sources; members
 * propose corrections that curators accept or reject. Every write is one transaction that starts by locking its
 * rows; history and the audit log are written in it. After the commit the quote caches are dropped and, when the
 * status changed, the notify job is queued.
 */
export class AttributionService {
  private readonly db: Db;
  private readonly events: QuoteEvents;
  private readonly viewerState: ViewerStateOverlay;
  private readonly notify: (changeId: string) => Promise<void>;
  private readonly log: FastifyBaseLogger;

  constructor(options: AttributionServiceOptions) {
    this.db = options.db;
    this.events = options.events;
    this.viewerState = options.viewerState;
    this.notify = options.notify;
    this.log = options.log;
  }

  // --- curating ----------------------------------------------------------------------------------------------

  /**
   * PATCH /api/quotes/{id}/attribution. A field left out keeps its value (`null` clears it); `sources`, when given,
   * is the whole ordered list. A history row is written when the status, actual author, earliest date or note
   * changes (a change of sources alone is audited but not part of the history).
   */
  async updateAttribution(id: string, input: AttributionUpdate, curator: QuoteViewer): Promise<QuoteWithSource> {
    if (!can(curator.role, "curateAttribution")) throw forbidden();
    const result = await this.db.transaction(async (tx) => {
      const current = await this.lockVisibleQuote(tx, id, curator);
      const next = nextAttribution(current, {
        status: input.status,
        actualAuthor: input.actual_author,
        earliestDate: input.earliest_date,
        note: input.note,
      });
      const sourceCount = input.sources?.length ?? current.sources.length;
      if (next.status === "verified" && sourceCount === 0) {
        throw badRequest(ATTRIBUTION_MESSAGES.verifiedNeedsSource, {
          sources: ATTRIBUTION_MESSAGES.verifiedNeedsSource,
        });
      }
      if (input.sources !== undefined) await replaceQuoteSources(tx, id, await this.knownSources(tx, input.sources));
      const afterSources = input.sources !== undefined ? (await readQuoteRow(tx, id))! : current;
      const sourcesChanged = JSON.stringify(afterSources.sources) !== JSON.stringify(current.sources);
      const changed = attributionChanged(current, next);
      if (!changed && !sourcesChanged) return { row: current, changed: false, changeId: null };

      await writeQuoteAttribution(tx, id, next);
      const changeId = changed
        ? await insertAttributionChange(tx, {
            quoteId: id,
            oldStatus: current.attributionStatus,
            newStatus: next.status,
            oldActualAuthor: current.attributionActualAuthor,
            newActualAuthor: next.actualAuthor,
            note: next.note,
            changedBy: curator.id,
          })
        : null;
      await writeAuditEntry(tx, {
        actorId: curator.id,
        action: "quote.attribution",
        entityType: "quote",
        entityId: id,
        details: {
          from: current.attributionStatus,
          to: next.status,
          ...(next.actualAuthor ? { actual_author: next.actualAuthor } : {}),
          ...(sourcesChanged ? { sources: afterSources.sources.map((s) => s.name) } : {}),
        },
      });
      const row = (await readQuoteRow(tx, id))!;
      return { row, changed: true, changeId: current.attributionStatus !== next.status ? changeId : null };
    });
    if (result.changed) await this.events.invalidate(writeScope(result.row.status));
    if (result.changeId) await this.queueNotice(result.changeId);
    const [quote] = await this.viewerState([toQuote(result.row, { showEmail: seesEveryQuote(curator) })], curator);
    return { ...quote!, source: primarySource(result.row) };
  }

  /** GET /api/quotes/{id}/attribution-history: for whoever may see the quote, newest first. */
  async history(id: string, viewer: QuoteViewer | null): Promise<AttributionHistory> {
    if (!(await findVisibleQuote(this.db, id, viewer))) throw notFound(QUOTE_NOT_FOUND);
    return { history: await findAttributionHistory(this.db, id, HISTORY_LIMIT) };
  }

  // --- corrections -------------------------------------------------------------------------------------------

  /**
   * POST /api/quotes/{id}/corrections: on a quote the member may see; at most CORRECTIONS_PER_HOUR an hour and
   * CORRECTIONS_PER_DAY a day per member (counted in the database, so every process agrees), one open proposal
   * per member and quote, and never the attribution the quote already has.
   */
  async propose(
    quoteId: string,
    input: CorrectionCreate,
    member: QuoteViewer,
  ): Promise<{ id: string; status: "open" }> {
    if (!can(member.role, "proposeCorrections")) throw forbidden();
    if (!(await findVisibleQuote(this.db, quoteId, member))) throw notFound(QUOTE_NOT_FOUND);
    const id = await this.db.transaction(async (tx) => {
      await lockProposer(tx, member.id);
      for (const [windowMs, max] of [
        [HOUR_MS, CORRECTIONS_PER_HOUR],
        [DAY_MS, CORRECTIONS_PER_DAY],
      ] as const) {
        const made = await proposalsWithin(tx, member.id, windowMs, max);
        if (made.count >= max) {
          throw new HttpError(429, "too_many_requests", ATTRIBUTION_MESSAGES.tooManyProposals, undefined, {
            "retry-after": String(made.retryAfterS),
          });
        }
      }
      if (await hasOpenProposal(tx, quoteId, member.id)) throw conflict(ATTRIBUTION_MESSAGES.alreadyProposed);
      const quote = await readQuoteRow(tx, quoteId);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      const actualAuthor = input.proposed_status === "misattributed" ? (input.actual_author ?? null) : null;
      const source: StoredSource | null = input.source ? withoutId(input.source) : null;
      const cited =
        !source || quote.sources.some((s) => sameText(s.name, source.name) && (s.url ?? null) === (source.url ?? null));
      if (
        quote.attributionStatus === input.proposed_status &&
        sameText(quote.attributionActualAuthor, actualAuthor) &&
        cited
      ) {
        throw conflict(ATTRIBUTION_MESSAGES.sameAsCurrent);
      }
      return insertCorrection(tx, {
        quoteId,
        proposerId: member.id,
        proposedStatus: input.proposed_status,
        actualAuthor,
        note: input.note,
        source,
      });
    });
    return { id, status: "open" };
  }

  /** GET /api/corrections: the queue of one status, on quotes the curator may see. */
  list(
    query: { status: CorrectionStatus; limit: number; offset: number },
    curator: QuoteViewer,
  ): Promise<CorrectionList> {
    if (!can(curator.role, "curateAttribution")) throw forbidden();
    return findCorrections(this.db, query, curator);
  }

  /**
   * POST /api/corrections/{id}/accept: in one transaction the quote takes the proposed status and actual author,
   * the member's note becomes its attribution note, the cited source becomes its primary source (the others
   * follow it), history and audit are written and the correction is closed with the curator's reason.
   */
  async accept(id: string, reason: string | null | undefined, curator: QuoteViewer): Promise<Correction> {
    if (!can(curator.role, "curateAttribution")) throw forbidden();
    const result = await this.db.transaction(async (tx) => {
      const { correction, quote: current } = await this.lockOpenCorrection(tx, id, curator);
      const next = nextAttribution(current, {
        status: correction.proposedStatus,
        actualAuthor: correction.actualAuthor,
        note: correction.note,
      });
      const source = correction.source as StoredSource | null;
      if (source) {
        await replaceQuoteSources(tx, current.id, [{ ...source }, ...current.sources.map(linkTo)]);
      }
      const changed = attributionChanged(current, next);
      if (changed || source) await writeQuoteAttribution(tx, current.id, next);
      const changeId = changed
        ? await insertAttributionChange(tx, {
            quoteId: current.id,
            oldStatus: current.attributionStatus,
            newStatus: next.status,
            oldActualAuthor: current.attributionActualAuthor,
            newActualAuthor: next.actualAuthor,
            note: next.note,
            changedBy: curator.id,
            correctionId: correction.id,
          })
        : null;
      await decideCorrection(tx, correction.id, { status: "accepted", reason: reason ?? null, decidedBy: curator.id });
      await noticeCorrectionDecided(tx, {
        proposerId: correction.proposerId,
        quote: current,
        accepted: true,
        reason: reason ?? null,
      });
      await writeAuditEntry(tx, {
        actorId: curator.id,
        action: "correction.accept",
        entityType: "correction",
        entityId: correction.id,
        details: {
          quote_id: current.id,
          from: current.attributionStatus,
          to: next.status,
          ...(next.actualAuthor ? { actual_author: next.actualAuthor } : {}),
          ...(source ? { source: source.name } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      return {
        quoteStatus: current.status,
        changed: changed || source !== null,
        changeId: current.attributionStatus !== next.status ? changeId : null,
      };
    });
    if (result.changed) await this.events.invalidate(writeScope(result.quoteStatus));
    if (result.changeId) await this.queueNotice(result.changeId);
    return (await findCorrection(this.db, id))!;
  }

  /**
   * POST /api/corrections/{id}/reject: closed with the curator's reason (required), which the proposer is told; the
   * quote is unchanged.
   */
  async reject(id: string, reason: string, curator: QuoteViewer): Promise<Correction> {
    if (!can(curator.role, "curateAttribution")) throw forbidden();
    await this.db.transaction(async (tx) => {
      const { correction, quote } = await this.lockOpenCorrection(tx, id, curator);
      await decideCorrection(tx, correction.id, { status: "rejected", reason, decidedBy: curator.id });
      await noticeCorrectionDecided(tx, { proposerId: correction.proposerId, quote, accepted: false, reason });
      await writeAuditEntry(tx, {
        actorId: curator.id,
        action: "correction.reject",
        entityType: "correction",
        entityId: correction.id,
        details: { quote_id: correction.quoteId, proposed: correction.proposedStatus, reason },
      });
    });
    return (await findCorrection(this.db, id))!;
  }

  // --- helpers -----------------------------------------------------------------------------------------------

  /** The list with ids that name no source dropped (such an entry is found or created by its fields). */
  private async knownSources(tx: Tx, list: QuoteSourceInput[]): Promise<QuoteSourceInput[]> {
    const ids = list.flatMap((s) => (s.id ? [s.id] : []));
    const known = await existingSourceIds(tx, ids);
    return list.map((s) => (s.id && !known.has(s.id) ? withoutId(s) : s));
  }

  /** The quote row locked for the transaction; 404 when absent or hidden from the curator. */
  private async lockVisibleQuote(tx: Tx, id: string, viewer: QuoteViewer): Promise<QuoteRow> {
    const row = isQuoteId(id) ? await lockQuoteRow(tx, id) : undefined;
    if (!row || !canViewQuote(row, viewer)) throw notFound(QUOTE_NOT_FOUND);
    return row;
  }

  /**
   * The correction and its quote, both locked (always in this order); 404 when unknown or on a quote hidden from
   * the curator, 409 once decided — of two curators deciding at once, the second finds it decided.
   */
  private async lockOpenCorrection(tx: Tx, id: string, curator: QuoteViewer) {
    const correction = isUuid(id) ? await lockCorrection(tx, id) : undefined;
    if (!correction) throw notFound(ATTRIBUTION_MESSAGES.correctionNotFound);
    const quote = await lockQuoteRow(tx, correction.quoteId);
    if (!quote || !canViewQuote(quote, curator)) throw notFound(ATTRIBUTION_MESSAGES.correctionNotFound);
    if (correction.status !== "open") throw conflict(ATTRIBUTION_MESSAGES.correctionNotOpen);
    return { correction, quote };
  }

  private async queueNotice(changeId: string) {
    try {
      await this.notify(changeId);
    } catch (err) {
      this.log.warn({ err, changeId }, "could not queue the attribution notices; they go out at the next start");
    }
  }
}

function withoutId(source: QuoteSourceInput): StoredSource {
  const { id: _id, ...rest } = source;
  return rest;
}
