import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { EventQuery, StoredEvent } from "#contracts/events.ts";
import type { Db } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";

export type EventRow = typeof events.$inferInsert;

/**
 * One multi-row INSERT whose rows travel as a single JSON parameter, unpacked by jsonb_to_recordset: on PGlite
 * (which runs on the app's thread) this is three to four times faster than binding 11 parameters a row.
 */
export async function insertEvents(db: Db, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId ?? null,
      event_name: r.eventName,
      event_type: r.eventType,
      metadata: r.metadata ?? {},
      properties: r.properties ?? {},
      page_url: r.pageUrl ?? null,
      referrer: r.referrer ?? null,
      user_agent: r.userAgent ?? null,
      ip_anonymized: r.ipAnonymized ?? null,
      session_id: r.sessionId ?? null,
    })),
  );
  await db.execute(sql`
    INSERT INTO events (user_id, event_name, event_type, metadata, properties, page_url, referrer, user_agent,
                        ip_anonymized, session_id)
    SELECT user_id, event_name, event_type, metadata, properties, page_url, referrer, user_agent, ip_anonymized,
           session_id
    FROM jsonb_to_recordset(${json}::jsonb) AS x(user_id uuid, event_name text, event_type event_type,
      metadata jsonb, properties jsonb, page_url text, referrer text, user_agent text, ip_anonymized text,
      session_id text)`);
}

function filtersOf(query: EventQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.start_date) where.push(gte(events.createdAt, query.start_date));
  if (query.end_date) where.push(lte(events.createdAt, query.end_date));
  if (query.event_types && query.event_types.length > 0) where.push(inArray(events.eventType, query.event_types));
  if (query.user_id) where.push(eq(events.userId, query.user_id));
  return where.length > 0 ? and(...where) : undefined;
}

/** Newest first, over the (created_at) and (event_type, created_at) indexes, with the filtered total. */
export async function findEvents(db: Db, query: EventQuery): Promise<{ events: StoredEvent[]; total: number }> {
  const where = filtersOf(query);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    events: rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      event_name: row.eventName,
      event_type: row.eventType,
      metadata: row.metadata as Record<string, unknown>,
      properties: row.properties as Record<string, unknown>,
      page_url: row.pageUrl,
      referrer: row.referrer,
      user_agent: row.userAgent,
      ip_anonymized: row.ipAnonymized,
      session_id: row.sessionId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
