import { sql, type SQL } from "drizzle-orm";
import { isUuid } from "#contracts/common.ts";
import { quotes } from "#server/db/schema/index.ts";
import { badRequest } from "#server/plugins/errors.ts";

/**
 * Keyset paging: a cursor names the last quote of a page by its sort key, and the next page starts right
 * after it with an index range scan, however deep in the catalogue — where an offset would read and drop
 * every row before it.
 */

type KeyPart = "createdAt" | "reactionsCount" | "views" | "id";

export interface Keyset {
  /** The sort key, ending with the id so that it is unique. */
  parts: KeyPart[];
  direction: "asc" | "desc";
}

const COLUMNS = {
  createdAt: quotes.createdAt,
  reactionsCount: quotes.reactionsCount,
  views: quotes.views,
  id: quotes.id,
} as const;

export const INVALID_CURSOR_MESSAGE = "This cursor is not valid for this list. Start again without one.";

/** The keyset of a sort, or undefined for lists that cannot be paged by key (relevance, visits). */
export function keysetFor(sort: string | undefined): Keyset | undefined {
  switch (sort) {
    case "popular":
      return { parts: ["reactionsCount", "views", "id"], direction: "desc" };
    case "views":
      return { parts: ["views", "id"], direction: "desc" };
    case "oldest":
      return { parts: ["createdAt", "id"], direction: "asc" };
    case "latest":
    case undefined:
      return { parts: ["createdAt", "id"], direction: "desc" };
    default:
      return undefined;
  }
}

/** The cursor that continues after `row`. */
export function cursorAfter(keyset: Keyset, row: typeof quotes.$inferSelect): string {
  const values = keyset.parts.map((part) => (part === "createdAt" ? row.createdAt.toISOString() : row[part]));
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function isValidValue(part: KeyPart, value: unknown): boolean {
  switch (part) {
    case "createdAt":
      return typeof value === "string" && !Number.isNaN(Date.parse(value));
    case "id":
      return typeof value === "string" && isUuid(value);
    default:
      return Number.isSafeInteger(value);
  }
}

/** Rows strictly after the cursor in the keyset's order; a cursor that does not fit is a 400. */
export function afterCursor(keyset: Keyset, cursor: string): SQL {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  }
  if (
    !Array.isArray(values) ||
    values.length !== keyset.parts.length ||
    !keyset.parts.every((part, i) => isValidValue(part, values[i]))
  ) {
    throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  }
  const params = keyset.parts.map((part, i) =>
    part === "createdAt"
      ? sql`${values[i]}::timestamptz`
      : part === "id"
        ? sql`${values[i]}::uuid`
        : sql`${values[i]}::integer`,
  );
  const columns = sql.join(
    keyset.parts.map((part) => COLUMNS[part]),
    sql`, `,
  );
  const row = sql.join(params, sql`, `);
  // The bound on the first column alone is implied by the row comparison, but it lets the planner see how
  // many rows follow (it cannot estimate a row comparison) and walk the index in order instead of sorting.
  const first = COLUMNS[keyset.parts[0] as KeyPart];
  return keyset.direction === "desc"
    ? sql`${first} <= ${params[0]} and (${columns}) < (${row})`
    : sql`${first} >= ${params[0]} and (${columns}) > (${row})`;
}
