import { desc } from "drizzle-orm";
import type { AttributionStatus } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";
import { publicQuotes } from "#server/modules/quotes/quotes.public.ts";

/** What the feed and the embed card show of a quote. */
export const syndicatedColumns = {
  id: quotes.id,
  urlSlug: quotes.urlSlug,
  text: quotes.text,
  author: quotes.author,
  category: quotes.category,
  tags: quotes.tags,
  status: quotes.status,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
  attributionStatus: quotes.attributionStatus,
  attributionActualAuthor: quotes.attributionActualAuthor,
  attributionUpdatedAt: quotes.attributionUpdatedAt,
  language: quotes.language,
};

export interface SyndicatedQuote {
  id: string;
  urlSlug: string;
  text: string;
  author: string;
  category: string;
  tags: string[];
  status: string;
  createdAt: Date;
  updatedAt: Date;
  attributionStatus: AttributionStatus;
  attributionActualAuthor: string | null;
  attributionUpdatedAt: Date | null;
  language: string;
}

/** The latest approved quotes, newest first. */
export function latestApproved(db: Db, limit: number): Promise<SyndicatedQuote[]> {
  return db
    .select(syndicatedColumns)
    .from(quotes)
    .where(publicQuotes())
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit);
}
