import { and, asc, count, desc, eq, gt, gte, lt, lte, sql } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { ListColor, SavedList } from "#contracts/lists.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { listItems, lists, quotes, users } from "#server/db/schema/index.ts";
import { quoteColumns, quoteVisibleTo, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";

type Executor = Db | Tx;
export type ListRow = typeof lists.$inferSelect;

// Written out in full: drizzle leaves column names unqualified in one-table selects, and both tables have an id.
const itemCount = sql<number>`(select count(*)::int from list_items li where li.list_id = "lists"."id")`;

export function toList(row: ListRow & { itemCount: number }, containsQuote?: boolean): SavedList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color as ListColor | null,
    is_public: row.isPublic,
    owner_id: row.ownerId,
    item_count: Number(row.itemCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(containsQuote === undefined ? {} : { contains_quote: containsQuote }),
  };
}

/** The owner's lists, most recently changed first, with their sizes (and whether each holds `quoteId`). */
export async function findOwnLists(db: Db, ownerId: string, quoteId?: string) {
  const contains = quoteId
    ? sql<boolean>`exists (select 1 from list_items li where li.list_id = "lists"."id" and li.quote_id = ${quoteId})`
    : sql<boolean>`false`;
  return db
    .select({ list: lists, itemCount, contains })
    .from(lists)
    .where(eq(lists.ownerId, ownerId))
    .orderBy(desc(lists.updatedAt), asc(lists.name));
}

/** A list with its size and its owner's display name. */
export async function findList(db: Executor, id: string) {
  const [row] = await db
    .select({
      list: lists,
      itemCount,
      ownerName: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
    })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.ownerId))
    .where(eq(lists.id, id));
  return row;
}

/** The list row locked for the rest of the transaction: writes to one list queue up behind it. */
export async function lockList(tx: Tx, id: string): Promise<ListRow | undefined> {
  const [row] = await tx.select().from(lists).where(eq(lists.id, id)).for("update");
  return row;
}

export async function countOwnLists(tx: Tx, ownerId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(lists).where(eq(lists.ownerId, ownerId));
  return row?.n ?? 0;
}

export async function insertList(tx: Tx, values: typeof lists.$inferInsert): Promise<ListRow> {
  const [row] = await tx.insert(lists).values(values).returning();
  return row!;
}

export async function updateList(tx: Tx, id: string, changes: Partial<typeof lists.$inferInsert>): Promise<void> {
  await tx
    .update(lists)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(lists.id, id));
}

export async function touchList(tx: Tx, id: string): Promise<void> {
  await tx
    .update(lists)
    .set({ updatedAt: sql`now()` })
    .where(eq(lists.id, id));
}

export async function deleteList(tx: Tx, id: string): Promise<void> {
  await tx.delete(lists).where(eq(lists.id, id));
}

/** The quotes of a list the viewer may see, in list order, with their places. */
export async function findListQuotes(
  db: Db,
  listId: string,
  viewer: QuoteViewer | null,
): Promise<{ quote: QuoteRow; position: number }[]> {
  const rows = await db
    .select({ quote: quoteColumns, position: listItems.position })
    .from(listItems)
    .innerJoin(quotes, eq(quotes.id, listItems.quoteId))
    .where(and(eq(listItems.listId, listId), quoteVisibleTo(viewer)))
    .orderBy(asc(listItems.position));
  // The search vector is left out of quoteColumns; toQuote never reads it.
  return rows.map((row) => ({ quote: { ...row.quote, searchVector: null }, position: row.position }));
}

export async function countItems(tx: Tx, listId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(listItems).where(eq(listItems.listId, listId));
  return row?.n ?? 0;
}

/** Appends the quote at `position`; false when the list already holds it. */
export async function insertItem(tx: Tx, listId: string, quoteId: string, position: number): Promise<boolean> {
  const rows = await tx
    .insert(listItems)
    .values({ listId, quoteId, position })
    .onConflictDoNothing({ target: [listItems.listId, listItems.quoteId] })
    .returning({ id: listItems.id });
  return rows.length > 0;
}

export async function findItemPosition(tx: Tx, listId: string, quoteId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ position: listItems.position })
    .from(listItems)
    .where(and(eq(listItems.listId, listId), eq(listItems.quoteId, quoteId)));
  return row?.position;
}

/** Removes the quote and closes the gap it leaves, so that positions stay 0…n-1. */
export async function removeItem(tx: Tx, listId: string, quoteId: string, position: number): Promise<void> {
  await tx.delete(listItems).where(and(eq(listItems.listId, listId), eq(listItems.quoteId, quoteId)));
  await tx
    .update(listItems)
    .set({ position: sql`${listItems.position} - 1` })
    .where(and(eq(listItems.listId, listId), gt(listItems.position, position)));
}

/** Moves the quote from `from` to `to`, shifting the quotes between by one place. */
export async function moveItem(tx: Tx, listId: string, quoteId: string, from: number, to: number): Promise<void> {
  if (from === to) return;
  const inList = eq(listItems.listId, listId);
  if (to < from) {
    await tx
      .update(listItems)
      .set({ position: sql`${listItems.position} + 1` })
      .where(and(inList, gte(listItems.position, to), lt(listItems.position, from)));
  } else {
    await tx
      .update(listItems)
      .set({ position: sql`${listItems.position} - 1` })
      .where(and(inList, gt(listItems.position, from), lte(listItems.position, to)));
  }
  await tx
    .update(listItems)
    .set({ position: to })
    .where(and(inList, eq(listItems.quoteId, quoteId)));
}
