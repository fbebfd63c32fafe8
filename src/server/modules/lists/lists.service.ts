import {
  LIST_ITEMS_MAX,
  LIST_MESSAGES,
  LISTS_PER_USER_MAX,
  type ListCreateInput,
  type ListDetail,
  type ListUpdateInput,
  type SavedList,
  type SavedLists,
} from "#contracts/lists.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { isUuid } from "#contracts/common.ts";
import { isQuoteVisible, toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { badRequest, conflict, forbidden, notFound } from "#server/plugins/errors.ts";
import {
  countItems,
  countOwnLists,
  deleteList,
  findItemPosition,
  findList,
  findListQuotes,
  findOwnLists,
  insertItem,
  insertList,
  lockList,
  moveItem,
  removeItem,
  toList,
  touchList,
  updateList,
  type ListRow,
} from "./lists.repository.ts";

const nameTaken = () => conflict(LIST_MESSAGES.nameTaken, { name: LIST_MESSAGES.nameTaken });

/**
 * Saved lists: each belongs to one user, who alone changes it. A public list can be read by anyone, a private
 * one by its owner only — everyone else gets 404, so private lists do not reveal that they exist. Every write
 * locks the list row first, so concurrent changes to one list queue up and item positions stay 0…n-1.
 */
export class ListsService {
  constructor(
    private readonly db: Db,
    private readonly viewerState: ViewerStateOverlay,
  ) {}

  /** GET /api/lists: the caller's lists; with `quoteId`, each says whether it holds that quote. */
  async listOwn(viewer: QuoteViewer, quoteId?: string): Promise<SavedLists> {
    const rows = await findOwnLists(this.db, viewer.id, quoteId);
    return {
      lists: rows.map((row) =>
        toList({ ...row.list, itemCount: row.itemCount }, quoteId ? Boolean(row.contains) : undefined),
      ),
    };
  }

  /** GET /api/lists/{id}: the list and the quotes the viewer may see, in order. */
  async get(id: string, viewer: QuoteViewer | null): Promise<ListDetail> {
    const row = isUuid(id) ? await findList(this.db, id) : undefined;
    if (!row || (!row.list.isPublic && row.list.ownerId !== viewer?.id)) throw notFound(LIST_MESSAGES.notFound);
    const items = await findListQuotes(this.db, id, viewer);
    const withState = await this.viewerState(
      items.map((item) => toQuote(item.quote)),
      viewer,
    );
    return {
      ...toList({ ...row.list, itemCount: row.itemCount }),
      owner_name: row.ownerName,
      quotes: withState.map((quote, i) => ({ ...quote, position: items[i]!.position })),
    };
  }

  /** POST /api/lists. */
  async create(input: ListCreateInput, viewer: QuoteViewer): Promise<SavedList> {
    try {
      const row = await this.db.transaction(async (tx) => {
        if ((await countOwnLists(tx, viewer.id)) >= LISTS_PER_USER_MAX) throw badRequest(LIST_MESSAGES.tooManyLists);
        return insertList(tx, {
          ownerId: viewer.id,
          name: input.name,
          description: input.description ?? null,
          color: input.color ?? null,
          isPublic: input.is_public ?? false,
        });
      });
      return toList({ ...row, itemCount: 0 });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  /** PATCH /api/lists/{id}: name, description, colour, visibility. */
  async update(id: string, input: ListUpdateInput, viewer: QuoteViewer): Promise<SavedList> {
    try {
      await this.db.transaction(async (tx) => {
        await this.lockOwn(tx, id, viewer);
        const changes: Partial<ListRow> = {};
        if (input.name !== undefined) changes.name = input.name;
        if (input.description !== undefined) changes.description = input.description;
        if (input.color !== undefined) changes.color = input.color;
        if (input.is_public !== undefined) changes.isPublic = input.is_public;
        await updateList(tx, id, changes);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
    return this.summary(id);
  }

  /** DELETE /api/lists/{id}: the list and its items (the quotes stay). */
  async remove(id: string, viewer: QuoteViewer): Promise<{ id: string; deleted: true }> {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      await deleteList(tx, id);
    });
    return { id, deleted: true };
  }

  /** POST /api/lists/{id}/items: appends a quote the owner may see; 409 when it is already there. */
  async addItem(id: string, quoteId: string, viewer: QuoteViewer): Promise<SavedList> {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      if (!(await isQuoteVisible(tx, quoteId, viewer))) {
        throw notFound(LIST_MESSAGES.quoteNotFound);
      }
      const size = await countItems(tx, id);
      if (size >= LIST_ITEMS_MAX) throw badRequest(LIST_MESSAGES.listFull);
      if (!(await insertItem(tx, id, quoteId, size))) throw conflict(LIST_MESSAGES.alreadyInList);
      await touchList(tx, id);
    });
    return this.summary(id);
  }

  /** DELETE /api/lists/{id}/items/{quoteId}: the quotes after it move up one place. */
  async removeItem(id: string, quoteId: string, viewer: QuoteViewer) {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      const position = isUuid(quoteId) ? await findItemPosition(tx, id, quoteId) : undefined;
      if (position === undefined) throw notFound(LIST_MESSAGES.notInList);
      await removeItem(tx, id, quoteId, position);
      await touchList(tx, id);
    });
    return { list_id: id, quote_id: quoteId, removed: true as const };
  }

  /** PATCH /api/lists/{id}/items/{quoteId}: moves the quote to `position` (past the end: last). */
  async moveItem(id: string, quoteId: string, position: number, viewer: QuoteViewer): Promise<ListDetail> {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      const from = isUuid(quoteId) ? await findItemPosition(tx, id, quoteId) : undefined;
      if (from === undefined) throw notFound(LIST_MESSAGES.notInList);
      const to = Math.min(position, (await countItems(tx, id)) - 1);
      await moveItem(tx, id, quoteId, from, to);
      await touchList(tx, id);
    });
    return this.get(id, viewer);
  }

  /** The caller's own list, locked; 404 for a missing or someone else's private list, 403 for their public one. */
  private async lockOwn(tx: Tx, id: string, viewer: QuoteViewer): Promise<ListRow> {
    const row = isUuid(id) ? await lockList(tx, id) : undefined;
    if (!row || (row.ownerId !== viewer.id && !row.isPublic)) throw notFound(LIST_MESSAGES.notFound);
    if (row.ownerId !== viewer.id) throw forbidden(LIST_MESSAGES.forbidden);
    return row;
  }

  private async summary(id: string): Promise<SavedList> {
    const row = await findList(this.db, id);
    if (!row) throw notFound(LIST_MESSAGES.notFound);
    return toList({ ...row.list, itemCount: row.itemCount });
  }
}
