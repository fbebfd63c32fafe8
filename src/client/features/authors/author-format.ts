import type { Author, AuthorCounts, AuthorPage } from "#contracts/authors.ts";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import { ATTRIBUTION_STATUSES, type AttributionStatus } from "#contracts/constants.ts";
import { excerpt } from "#client/lib/excerpt.ts";
import { SITE_NAME, type PageHead } from "#client/lib/page-head-meta.ts";

/** A year ("1879", "-0551" for 552 BC), a year and month, or a date: what schema.org's Date takes. */
const ISO_DATE = /^-?\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export const isIsoDate = (value: string | null): value is string => value !== null && ISO_DATE.test(value.trim());

/** The page of an author. */
export const authorPath = (slug: string) => `/author/${encodeURIComponent(slug)}`;

/** "1879–1955", "c. 551 BC – 479 BC", "born 1947", "died 1955"; null when neither year is known. */
export function authorYears(author: Pick<Author, "born" | "died">): string | null {
  const born = author.born?.trim() || null;
  const died = author.died?.trim() || null;
  if (born && died) return /\s/.test(born + died) ? `${born} – ${died}` : `${born}–${died}`;
  if (born) return `born ${born}`;
  if (died) return `died ${died}`;
  return null;
}

/** The document title of an author's page: "Albert Einstein · Echoes". */
export const authorPageTitle = (name: string) => `${name} · ${SITE_NAME}`;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The meta description: who they were, when a curator said, and what the page holds; within 160 characters. */
export function authorPageDescription({ author, counts }: Pick<AuthorPage, "author" | "counts">): string {
  const years = authorYears(author);
  const who = years ? `${author.name} (${years})` : author.name;
  const holds = `${plural(counts.quotes, "quote", "quotes")} on ${SITE_NAME}, ${counts.verified.toLocaleString("en-US")} verified`;
  const text = author.description ? `${who}: ${author.description} ${holds}.` : `Quotes by ${who}: ${holds}.`;
  return excerpt(text, 160);
}

/** schema.org Person: the name, the years when they are dates, the description and the page's address. */
export function authorJsonLd(author: Author, publicUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: author.name,
    ...(isIsoDate(author.born) ? { birthDate: author.born.trim() } : {}),
    ...(isIsoDate(author.died) ? { deathDate: author.died.trim() } : {}),
    ...(author.description ? { description: author.description } : {}),
    url: `${publicUrl}${authorPath(author.slug)}`,
  };
}

/** The page head of an author: title, description, canonical link and a schema.org Person. */
export function authorPageHead(page: Pick<AuthorPage, "author" | "counts">, publicUrl: string): PageHead {
  return {
    title: authorPageTitle(page.author.name),
    description: authorPageDescription(page),
    canonicalPath: authorPath(page.author.slug),
    ogType: "website",
    jsonLd: authorJsonLd(page.author, publicUrl),
  };
}

export interface AuthorStat {
  /** The status counted, or undefined for all of their quotes. */
  status?: AttributionStatus;
  label: string;
  value: number;
}

/** The counts an author's page shows: all their quotes, then each status that has any. */
export function authorStats(counts: AuthorCounts): AuthorStat[] {
  const stats: AuthorStat[] = [{ label: counts.quotes === 1 ? "Quote" : "Quotes", value: counts.quotes }];
  for (const status of ATTRIBUTION_STATUSES) {
    if (counts[status] > 0) stats.push({ status, label: ATTRIBUTION_LABELS[status], value: counts[status] });
  }
  return stats;
}
