import {
  REPORT_MESSAGES,
  REPORTS_PER_HOUR,
  type AdminReportList,
  type AdminReportQuery,
  type Report,
  type ReportCreateInput,
  type ReportDecision,
} from "#contracts/reports.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { findVisibleQuote } from "#server/modules/quotes/quotes.public.ts";
import { isUuid } from "#contracts/common.ts";
import { conflict, notFound } from "#server/plugins/errors.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { decideReport, findAdminReports, insertOpenReport, lockReport, toReport } from "./reports.repository.ts";

export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly counters: CounterStore,
  ) {}

  /** Files a report on a quote the user may see; one open report per user and quote (409 otherwise). */
  async create(quoteId: string, input: ReportCreateInput, viewer: QuoteViewer): Promise<Report> {
    await enforceLimit(this.counters, `reports:${viewer.id}`, REPORTS_PER_HOUR, 60 * 60_000);
    const quote = await findVisibleQuote(this.db, quoteId, viewer);
    if (!quote) throw notFound("Quote not found");
    // The unique partial index decides between concurrent reports: the loser inserts nothing.
    const row = await insertOpenReport(this.db, { quoteId: quote.id, userId: viewer.id, ...input }).catch(
      (error: unknown) => {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      },
    );
    if (!row) throw conflict(REPORT_MESSAGES.alreadyReported);
    return toReport(row);
  }

  /** The admin queue, newest first, optionally of one status. */
  list(query: AdminReportQuery): Promise<AdminReportList> {
    return findAdminReports(this.db, query);
  }

  /** An admin's decision on a report, recorded with who and when, and in the audit log. */
  async decide(id: string, decision: ReportDecision, admin: QuoteViewer): Promise<Report> {
    try {
      return await this.db.transaction(async (tx) => {
        const current = isUuid(id) ? await lockReport(tx, id) : undefined;
        if (!current) throw notFound(REPORT_MESSAGES.notFound);
        const row = await decideReport(tx, id, {
          status: decision.status,
          note: decision.note ?? null,
          adminId: admin.id,
        });
        await writeAuditEntry(tx, {
          actorId: admin.id,
          action: `report.${decision.status === "open" ? "reopen" : decision.status === "resolved" ? "resolve" : "dismiss"}`,
          entityType: "report",
          entityId: id,
          details: {
            quote_id: current.quoteId,
            from: current.status,
            to: decision.status,
            ...(decision.note ? { note: decision.note } : {}),
          },
        });
        return toReport(row);
      });
    } catch (error) {
      // Reopening while the same user has filed a newer open report on the quote.
      if (isUniqueViolation(error)) throw conflict("This user already has an open report on this quote");
      throw error;
    }
  }
}
