import { sql } from "drizzle-orm";
import { CATEGORIES, type AttributionStatus, type QuoteStatus } from "#contracts/constants.ts";
import type { QuoteSource } from "#contracts/quotes.ts";
import { rowsOf, type Database } from "#server/db/client.ts";
import { categoryForTags, loadDemoQuotes } from "#server/db/demo-quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { quoteSlugBase } from "#server/lib/quote-slug.ts";
import { foreignQuote } from "./quotes-list-languages.ts";

/**
 * The catalogue bench/quotes-list.ts loads: real quote texts varied by author, tags, category, status, popularity
 * and date, one in eight in another language (bench/quotes-list-languages.ts), the same on every run, and cursors
 * sampled from it for the deep pages.
 */

/** A small deterministic PRNG, so that every run seeds the same catalogue. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Ada",
  "Mara",
  "Jonas",
  "Ines",
  "Tomas",
  "Leila",
  "Omar",
  "Hana",
  "Rafael",
  "Yuki",
  "Nadia",
  "Elias",
  "Sofia",
  "Kofi",
  "Amara",
  "Viktor",
  "Lena",
  "Mateo",
  "Priya",
  "Soren",
];
const LAST = [
  "Ellison",
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Tanaka",
  "Haddad",
  "Novak",
  "Reyes",
  "Brennan",
  "Castillo",
  "Ivanova",
  "Mensah",
  "Fischer",
  "Kowalski",
  "Duarte",
  "Sato",
  "Whitfield",
  "Abara",
  "Laurent",
  "Petrov",
];
const EXTRA_TAGS = [
  "nature",
  "art",
  "time",
  "family",
  "work",
  "peace",
  "freedom",
  "truth",
  "humor",
  "learning",
  "silence",
  "kindness",
];

/** Sources as curated quotes cite them: a book with a page, sometimes a web page as well. */
function sourcesFor(i: number, author: string): QuoteSource[] {
  const book: QuoteSource = {
    id: `00000000-0000-4000-8000-${String(i % 5000).padStart(12, "0")}`,
    name: `Collected Writings of ${author}, volume ${(i % 7) + 1}`,
    type: "book",
    author,
    publication_date: String(1850 + (i % 170)),
    url: null,
    location: `p. ${(i % 400) + 1}`,
    description: "The earliest printing found.",
  };
  if (i % 3 !== 0) return [book];
  const web: QuoteSource = {
    id: `00000000-0000-4000-9000-${String(i % 5000).padStart(12, "0")}`,
    name: `On the origin of a famous line by ${author}`,
    type: "web",
    author: null,
    publication_date: "2014-05-02",
    url: `https://example.org/origins/${i}`,
    location: null,
    description: null,
  };
  return [book, web];
}

/** One quote in nine carries a curated attribution with its sources, the rest the default. */
function attributionFor(i: number, roll: number, author: string) {
  const status: AttributionStatus =
    roll < 0.06 ? "verified" : roll < 0.08 ? "disputed" : roll < 0.11 ? "misattributed" : "attributed";
  if (status === "attributed") return { attributionStatus: status };
  return {
    attributionStatus: status,
    attributionActualAuthor: status === "misattributed" ? `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}` : null,
    attributionEarliestDate: String(1850 + (i % 170)),
    attributionNote: "The earliest known printing differs from the popular wording; see the sources.",
    attributionUpdatedAt: new Date(),
    sources: sourcesFor(i, author),
  };
}

function* generateRows(count: number) {
  const demo = loadDemoQuotes();
  const random = mulberry32(20250806);
  // Its own sequence, so that the rest of the catalogue is the same as before quotes carried attribution.
  const attributionRandom = mulberry32(27);
  // Languages too: the English quotes stay where they were.
  const languageRandom = mulberry32(28);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  for (let i = 0; i < count; i++) {
    const base = demo[i % demo.length]!;
    const variant = Math.floor(i / demo.length);
    const author = variant === 0 || random() < 0.3 ? base.author : `${pick(FIRST)} ${pick(LAST)}`;
    const tags = [
      ...new Set([...base.tags.map((t) => t.toLowerCase()), ...(random() < 0.5 ? [pick(EXTRA_TAGS)] : [])]),
    ];
    const category = random() < 0.7 ? categoryForTags(tags) : pick(CATEGORIES);
    const roll = random();
    const status: QuoteStatus = roll < 0.95 ? "approved" : roll < 0.98 ? "pending" : roll < 0.99 ? "draft" : "rejected";
    const createdAt = new Date(now - Math.floor(random() * threeYears));
    const { language, text } = foreignQuote(languageRandom) ?? { language: "en", text: base.text };
    const slug = `${quoteSlugBase(author, text).slice(0, 70)}-${i}`;
    yield {
      slug,
      urlSlug: slug,
      text,
      language,
      author,
      category,
      tags,
      status,
      views: Math.floor(random() ** 3 * 5000),
      reactionsCount: Math.floor(random() ** 4 * 200),
      hasAudio: random() < 0.03,
      approvedAt: status === "approved" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
      ...attributionFor(i, attributionRandom(), author),
    };
  }
}

/** Migrates `database` and inserts `count` quotes; answers how long it took, in ms. */
export async function seed(database: Database, count: number) {
  await database.migrate();
  const started = Date.now();
  let batch: ReturnType<typeof generateRows> extends Generator<infer R> ? R[] : never = [];
  for (const row of generateRows(count)) {
    batch.push(row);
    if (batch.length === 1000) {
      await database.db.insert(quotes).values(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await database.db.insert(quotes).values(batch);
  await database.db.execute(sql`vacuum analyze quotes`);
  return Date.now() - started;
}

/** Cursors spread over the whole catalogue, for deep pages that no cache has seen. */
export interface CursorSamples {
  latest: string[];
  popular: string[];
  /** Approved quotes' url_slugs (their pages, for oEmbed). */
  slugs: string[];
  approved: number;
  /** The least used tag carried by at least 3 approved quotes (random quotes with a rare tag). */
  rareTag: string;
}

/** Samples the catalogue for cursors (the API's own format: base64url of the sort key). */
export async function sampleCursors(database: Database): Promise<CursorSamples> {
  const encode = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
  const sampled = await database.db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, id, reactions_count, views, url_slug
        from quotes where status = 'approved' order by random() limit 20000`,
  );
  const list = rowsOf<{ created_at: string; id: string; reactions_count: number; views: number; url_slug: string }>(
    sampled,
  );
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from quotes where status = 'approved'`),
  );
  const [{ tag: rareTag } = { tag: "hope" }] = rowsOf<{ tag: string }>(
    await database.db.execute(
      sql`select tag from quotes, unnest(tags) as tag where status = 'approved'
          group by tag having count(*) >= 3 order by count(*), tag limit 1`,
    ),
  );
  return {
    latest: list.map((r) => encode([r.created_at, r.id])),
    popular: list.map((r) => encode([r.reactions_count, r.views, r.id])),
    slugs: list.map((r) => r.url_slug),
    approved: count,
    rareTag,
  };
}
