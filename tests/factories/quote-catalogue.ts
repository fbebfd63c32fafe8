import { expect } from "vitest";
import { eq } from "drizzle-orm";
import type { QuoteCreated, QuoteList, QuoteListItem } from "#contracts/quotes.ts";
import { bookmarks, quotes, reactions } from "#server/db/schema/index.ts";
import type { DatabaseKind } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "./quotes.ts";
import { createSignedInUser, type SignedInUser } from "./users.ts";

/**
 * The demo catalogue plus a known set of quotes around it, for the list, filter and search tests: an owner's
 * quote in each status, another member's pending one, an admin's approved quote with audio, some popularity on
 * twelve demo quotes, and the owner's bookmarks and reactions.
 */
export interface QuoteCatalogue {
  t: TestApp;
  owner: SignedInUser;
  other: SignedInUser;
  admin: SignedInUser;
  mine: Record<"draft" | "pending" | "approved" | "rejected", QuoteCreated>;
  otherPending: QuoteCreated;
  audioQuote: QuoteCreated;
  bookmarkedIds: string[];
  reactedIds: string[];
  /** Every approved quote, as the public list pages through them. */
  all: QuoteListItem[];
  list: (query: string, headers?: Headers) => Promise<QuoteList>;
  /** Every page of a query, `size` at a time: by cursor where the list gives one (offsets stop at 1000). */
  everything: (query: string, headers?: Headers, size?: number) => Promise<QuoteListItem[]>;
}

export const ids = (qs: { id: string }[]) => qs.map((q) => q.id);
export const sortedIds = (qs: { id: string }[]) => ids(qs).sort();

export async function openQuoteCatalogue(kind: DatabaseKind): Promise<QuoteCatalogue> {
  const t = await createTestApp(kind, { seed: true });
  const db = t.database.db;

  async function list(query: string, headers: Headers = {}): Promise<QuoteList> {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteList>();
  }

  async function everything(query: string, headers: Headers = {}, size = 1000): Promise<QuoteListItem[]> {
    const out: QuoteListItem[] = [];
    let cursor: string | null | undefined;
    for (let offset = 0; ; offset += size) {
      const sep = query ? "&" : "?";
      const paging = cursor ? `cursor=${cursor}` : `offset=${offset}`;
      const body = await list(`${query}${sep}limit=${size}&${paging}`, headers);
      out.push(...body.quotes);
      if (body.quotes.length < size) return out;
      cursor = body.next_cursor;
    }
  }

  const [owner, other, admin] = await Promise.all([
    createSignedInUser(t.app, db),
    createSignedInUser(t.app, db),
    createSignedInUser(t.app, db, { role: "admin" }),
  ]);
  const create = (headers: Headers, body: Record<string, unknown>) => createQuote(t.app, headers, body);
  async function moderate(id: string, action: "approve" | "reject") {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/${action}`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const base = { category: "life", author: "Zelda Quill" };
  const draft = await create(owner.headers, { ...base, text: "Lanterns glow brightest in the fog.", status: "draft" });
  const pending = await create(owner.headers, { ...base, text: "Every harbour hides a patient boat.", tags: ["Sea"] });
  const approved = await create(owner.headers, {
    ...base,
    category: "wisdom",
    text: "The tide returns what the shore forgets.",
    tags: ["tides", "Harbour"],
    context: "Said at the Gettysburg harbour festival",
    description: "A note on tides and memory",
  });
  await moderate(approved.id, "approve");
  const rejected = await create(owner.headers, { ...base, text: "Clouds are just shy mountains." });
  await moderate(rejected.id, "reject");
  const otherPending = await create(other.headers, { ...base, text: "Quiet kettles boil the same." });
  const audioQuote = await create(admin.headers, {
    text: "Listen closely: the orchard hums in July.",
    author: "Zelda Quill",
    category: "inspiration",
    tags: ["summer"],
    status: "approved",
  });
  const patched = await t.app.inject({
    method: "PATCH",
    url: `/api/quotes/${audioQuote.id}`,
    headers: admin.headers,
    payload: { has_audio: true },
  });
  expect(patched.statusCode, patched.body).toBe(200);

  // Some popularity, set before any list is read (lists are cached for a few seconds).
  const demo = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.author, "Buddha")).limit(12);
  for (const [i, row] of demo.entries()) {
    await db
      .update(quotes)
      .set({ views: (i % 4) * 10, reactionsCount: i % 3, reactionCounts: { like: i % 3 } })
      .where(eq(quotes.id, row.id));
  }
  const bookmarkedIds = [demo[0]!.id, demo[1]!.id, approved.id];
  const reactedIds = [demo[2]!.id, audioQuote.id];
  await db.insert(bookmarks).values(bookmarkedIds.map((quoteId) => ({ quoteId, userId: owner.user.id })));
  await db.insert(bookmarks).values({ quoteId: demo[5]!.id, userId: other.user.id });
  await db
    .insert(reactions)
    .values(reactedIds.map((quoteId) => ({ quoteId, userId: owner.user.id, reactionType: "like" as const })));

  return {
    t,
    owner,
    other,
    admin,
    mine: { draft, pending, approved, rejected },
    otherPending,
    audioQuote,
    bookmarkedIds,
    reactedIds,
    all: await everything(""),
    list,
    everything,
  };
}
