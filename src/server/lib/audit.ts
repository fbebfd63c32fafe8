import type { Db, Tx } from "#server/db/client.ts";
import { auditLog } from "#server/db/schema/index.ts";

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
