import { AUTHOR_MESSAGES } from "#contracts/authors.ts";
import { isUuid } from "#contracts/common.ts";
import { ATTRIBUTION_STATUSES, type AttributionStatus } from "#contracts/constants.ts";
import { badRequest } from "#server/plugins/errors.ts";

/**
 * Where a page of an author's quotes ends, in their order (attribution status in its declared order, then newest
 * first): the last quote's status, creation time and id. Opaque to clients: base64url of a JSON array.
 */
export interface AuthorCursor {
  status: AttributionStatus;
  createdAt: string;
  id: string;
}

export function encodeAuthorCursor(row: { attributionStatus: AttributionStatus; createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.attributionStatus, row.createdAt.toISOString(), row.id])).toString(
    "base64url",
  );
}

const invalid = () => badRequest(AUTHOR_MESSAGES.invalidCursor, { cursor: AUTHOR_MESSAGES.invalidCursor });

/** The position a cursor names; anything else a client sends is a 400. */
export function decodeAuthorCursor(cursor: string): AuthorCursor {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== 3) throw invalid();
  const [status, createdAt, id] = values as unknown[];
  if (
    typeof status !== "string" ||
    !(ATTRIBUTION_STATUSES as readonly string[]).includes(status) ||
    typeof createdAt !== "string" ||
    createdAt.length > 40 ||
    Number.isNaN(Date.parse(createdAt)) ||
    typeof id !== "string" ||
    !isUuid(id)
  ) {
    throw invalid();
  }
  // Years 0–9999 only: the database refuses some that JavaScript accepts (before 4713 BC).
  const at = new Date(createdAt).toISOString();
  if (!/^\d{4}-/.test(at)) throw invalid();
  return { status: status as AttributionStatus, createdAt: at, id };
}
