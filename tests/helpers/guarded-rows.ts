import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";

/**
 * The rows a caller may not change, for src/server/hostile-input.test.ts: taken before and after a pass of hostile
 * requests, they show any row changed, removed or added that was not the caller's to touch.
 */

/** Rows of a table the caller may not change, as digests of their guarded columns (counters left out). */
interface Guard {
  table: string;
  /** Columns that legitimately change on reads and others' writes (view and engagement counters, last sign-in). */
  ignore?: string[];
  /** SQL condition of the rows the caller owns (and may change); `$me` is the caller's id. */
  owned?: string;
  /** SQL condition of new rows an anonymous visitor may add (sign-up, anonymous submissions). */
  anonymousMayAdd?: string;
}

const MY_QUOTES = "(select id from quotes where user_id = '$me')";
const GUARDS: Guard[] = [
  {
    table: "users",
    ignore: ["failed_signins", "locked_until", "last_sign_in_at", "updated_at"],
    owned: "id = '$me'",
    anonymousMayAdd: "role = 'user'",
  },
  {
    table: "quotes",
    ignore: [
      "views",
      "reactions_count",
      "bookmarks_count",
      "comments_count",
      "reaction_counts",
      "search_vector",
      "updated_at",
    ],
    owned: "user_id = '$me'",
    anonymousMayAdd: "user_id is null and status = 'pending'",
  },
  { table: "sources", owned: "true", anonymousMayAdd: "true" },
  { table: "lists", owned: "owner_id = '$me'" },
  {
    table: "list_items",
    owned: `list_id in (select id from lists where owner_id = '$me') or quote_id in ${MY_QUOTES}`,
  },
  { table: "bookmarks", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "favorites", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "saved_quotes", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "reactions", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "comments", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "reports", owned: `user_id = '$me' or quote_id in ${MY_QUOTES}` },
  { table: "quote_audio", owned: `quote_id in ${MY_QUOTES}` },
  { table: "quote_audio_pending", owned: `quote_id in ${MY_QUOTES}` },
  { table: "waveforms", owned: `quote_id in ${MY_QUOTES}` },
  { table: "audio_jobs", owned: `quote_id in ${MY_QUOTES}` },
  { table: "audit_log", owned: "actor_id = '$me'" },
];

export interface GuardedRow {
  digest: string;
  may_add: boolean;
}

/** The guarded rows the caller may not change, table by table. */
export async function guardedRows(db: Db, me: string | null) {
  const tables: Record<string, GuardedRow[]> = {};
  for (const guard of GUARDS) {
    const ignored = (guard.ignore ?? []).map((c) => ` - '${c}'`).join("");
    const owned = me && guard.owned ? `where not (${guard.owned.replaceAll("$me", me)})` : "";
    const mayAdd = guard.anonymousMayAdd && !me ? guard.anonymousMayAdd : "false";
    const result = await db.execute(
      sql.raw(
        `select md5((to_jsonb(t)${ignored})::text) as digest, coalesce((${mayAdd}), false) as may_add ` +
          `from ${guard.table} t ${owned}`,
      ),
    );
    tables[guard.table] = rowsOf<GuardedRow>(result);
  }
  return tables;
}

/** What changed between two snapshots, table by table (empty when nothing did). */
export function changes(before: Record<string, GuardedRow[]>, after: Record<string, GuardedRow[]>) {
  const found: string[] = [];
  for (const table of Object.keys(before)) {
    const was = new Set(before[table]?.map((r) => r.digest));
    const now = new Set(after[table]?.map((r) => r.digest));
    const changedOrRemoved = [...was].filter((d) => !now.has(d)).length;
    const added = (after[table] ?? []).filter((r) => !was.has(r.digest) && !r.may_add).length;
    if (changedOrRemoved > 0) found.push(`${table}: ${changedOrRemoved} rows changed or removed`);
    if (added > 0) found.push(`${table}: ${added} rows added`);
  }
  return found;
}
