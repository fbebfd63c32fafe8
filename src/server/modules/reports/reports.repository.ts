import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminReport, AdminReportQuery, Report, ReportCreateInput, ReportStatus } from "#contracts/reports.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes, reports, users } from "#server/db/schema/index.ts";

export type ReportRow = typeof reports.$inferSelect;

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    quote_id: row.quoteId,
    user_id: row.userId,
    reason: row.reason,
    description: row.description,
    status: row.status,
    note: row.note,
    resolved_by: row.resolvedBy,
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Files a report; undefined when this user already has an open report on the quote (the unique partial index). */
export async function insertOpenReport(
  db: Db | Tx,
  values: { quoteId: string; userId: string } & ReportCreateInput,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .insert(reports)
    .values({
      quoteId: values.quoteId,
      userId: values.userId,
      reason: values.reason,
      description: values.description ?? null,
    })
    .onConflictDoNothing({ target: [reports.userId, reports.quoteId], where: sql`status = 'open'` })
    .returning();
  return row;
}

/** The admin queue: reports with their quote and reporter, newest first. */
export async function findAdminReports(db: Db, query: AdminReportQuery): Promise<AdminReportList> {
  const where = query.status ? eq(reports.status, query.status) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        report: reports,
        quoteText: quotes.text,
        quoteAuthor: quotes.author,
        quoteSlug: quotes.urlSlug,
        quoteStatus: quotes.status,
        reporterName: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      })
      .from(reports)
      .innerJoin(quotes, eq(quotes.id, reports.quoteId))
      .leftJoin(users, eq(users.id, reports.userId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return {
    reports: rows.map((r): AdminReport => ({
      ...toReport(r.report),
      quote: { text: r.quoteText, author: r.quoteAuthor, url_slug: r.quoteSlug, status: r.quoteStatus },
      reporter_name: r.reporterName,
    })),
    total: totalRow?.total ?? 0,
  };
}
type AdminReportList = { reports: AdminReport[]; total: number };

export async function lockReport(tx: Tx, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for("update");
  return row;
}

/** Records an admin's decision; reopening clears who decided and when. */
export async function decideReport(
  tx: Tx,
  id: string,
  decision: { status: ReportStatus; note: string | null; adminId: string },
): Promise<ReportRow> {
  const open = decision.status === "open";
  const [row] = await tx
    .update(reports)
    .set({
      status: decision.status,
      note: decision.note,
      resolvedBy: open ? null : decision.adminId,
      resolvedAt: open ? null : sql`now()`,
    })
    .where(eq(reports.id, id))
    .returning();
  return row!;
}
