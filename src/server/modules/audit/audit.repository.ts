import { count, desc, eq, sql } from "drizzle-orm";
import type { AdminAuditQuery, AuditList } from "#contracts/admin-members.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { auditLog, users } from "#server/db/schema/index.ts";

/** The audit log, newest first, with the acting admin's name (null once their account is deleted). */
export async function findAuditEntries(db: Db, query: AdminAuditQuery): Promise<AuditList> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorName: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    entries: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: actorName,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      details: (entry.details ?? {}) as Record<string, unknown>,
      created_at: entry.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}

/** One audit-log entry for an admin action, written in the caller's transaction. */
export async function writeAuditEntry(
  tx: Db | Tx,
  entry: {
    actorId: string | null;
    action: string;
    entityType: string;
    entityId: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
