import { eq } from "drizzle-orm";
import { can } from "#contracts/permissions.ts";
import type { QuoteStatus } from "#contracts/constants.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";

/** What other modules need to know about a quote to decide whether a viewer may see it. */
export interface QuoteVisibilityFields {
  id: string;
  status: QuoteStatus;
  userId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may see a single quote: everyone the approved ones, owners their own, moderators all (decision 003). */
export function canViewQuote(quote: Pick<QuoteVisibilityFields, "status" | "userId">, viewer: QuoteViewer | null) {
  if (quote.status === "approved") return true;
  if (!viewer) return false;
  return can(viewer.role, "approveQuotes") || quote.userId === viewer.id;
}

/**
 * The quote when it exists and `viewer` may see it, else undefined (callers answer 404, never 403, so that
 * hidden quotes do not leak). `forUpdate` locks the row for the rest of the transaction.
 */
export async function findVisibleQuote(
  db: Db | Tx,
  id: string,
  viewer: QuoteViewer | null,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteVisibilityFields | undefined> {
  if (!UUID.test(id)) return undefined;
  const query = db
    .select({ id: quotes.id, status: quotes.status, userId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row && canViewQuote(row, viewer) ? row : undefined;
}
