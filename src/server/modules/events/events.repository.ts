import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { EventQuery, StoredEvent } from "#contracts/events.ts";
import type { Database, Db } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";

export type EventRow = typeof events.$inferInsert;

const COLUMNS = [
  "user_id",
  "event_name",
  "event_type",
  "metadata",
  "properties",
  "page_url",
  "referrer",
  "user_agent",
  "ip_anonymized",
  "session_id",
] as const;

function columnValues(r: EventRow): (string | null)[] {
  return [
    r.userId ?? null,
    r.eventName,
    r.eventType,
    JSON.stringify(r.metadata ?? {}),
    JSON.stringify(r.properties ?? {}),
    r.pageUrl ?? null,
    r.referrer ?? null,
    r.userAgent ?? null,
    r.ipAnonymized ?? null,
    r.sessionId ?? null,
  ];
}

/** A CSV field: NULL unquoted and empty, every value quoted (so an empty string stays a string). */
const csvField = (value: string | null) => (value === null ? "" : `"${value.replaceAll('"', '""')}"`);

/**
 * Writes a batch in one statement. On PGlite (which runs on the app's own thread) by COPY, about 2× faster
 * again than the INSERT; on PostgreSQL by one INSERT whose rows travel as a single JSON parameter unpacked by
 * jsonb_to_recordset (on PGlite that is already 3–4× faster than binding 11 parameters a row).
 */
export async function insertEvents(database: Database, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (database.copyFrom) {
    const csv = rows.map((r) => columnValues(r).map(csvField).join(",")).join("\n");
    await database.copyFrom(`COPY events (${COLUMNS.join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`, csv);
    return;
  }
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(COLUMNS.map((column, i) => [column, columnValues(r)[i]]))),
  );
  await database.db.execute(sql`
    INSERT INTO events (user_id, event_name, event_type, metadata, properties, page_url, referrer, user_agent,
                        ip_anonymized, session_id)
    SELECT user_id, event_name, event_type, metadata::jsonb, properties::jsonb, page_url, referrer, user_agent,
           ip_anonymized, session_id
    FROM jsonb_to_recordset(${json}::jsonb) AS x(user_id uuid, event_name text, event_type event_type,
      metadata text, properties text, page_url text, referrer text, user_agent text, ip_anonymized text,
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
