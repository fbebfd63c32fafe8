import { z } from "zod";
import { QuoteSchema } from "./quotes.ts";

/** Saved lists (collections) of quotes: a user's named, ordered, optionally public sets of quotes. */

export const LIST_NAME_MAX = 80;
export const LIST_DESCRIPTION_MAX = 500;
/** Lists one user may keep, and quotes one list may hold. */
export const LISTS_PER_USER_MAX = 200;
export const LIST_ITEMS_MAX = 1000;

/** The colours a list may wear (a palette, so that every one reads well in light and dark themes). */
export const LIST_COLORS = ["slate", "red", "amber", "green", "teal", "blue", "violet", "pink"] as const;
export type ListColor = (typeof LIST_COLORS)[number];

export const LIST_MESSAGES = {
  nameRequired: "List name is required",
  nameTooLong: `List name must be at most ${LIST_NAME_MAX} characters`,
  nameTaken: "You already have a list with this name",
  descriptionTooLong: `Description must be at most ${LIST_DESCRIPTION_MAX} characters`,
  invalidColor: "Please pick one of the list colours",
  notFound: "List not found",
  forbidden: "You can only change your own lists",
  quoteNotFound: "Quote not found",
  alreadyInList: "This quote is already in the list",
  notInList: "This quote is not in the list",
  tooManyLists: `You can keep at most ${LISTS_PER_USER_MAX} lists`,
  listFull: `A list can hold at most ${LIST_ITEMS_MAX} quotes`,
  created: "List created",
  saved: "Saved to list",
  removed: "Removed from list",
  deleted: "List deleted",
  updated: "List updated",
  empty: "No lists yet",
  emptyHint: "Save a quote to a list from its card, or create a list here.",
  emptyList: "This list has no quotes yet",
  linkCopied: "Link copied",
} as const;

export const ListNameSchema = z
  .string({ error: LIST_MESSAGES.nameRequired })
  .trim()
  .min(1, LIST_MESSAGES.nameRequired)
  .max(LIST_NAME_MAX, LIST_MESSAGES.nameTooLong);

const descriptionField = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, LIST_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const colorField = z
  .enum(LIST_COLORS, { error: LIST_MESSAGES.invalidColor })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v));

/** POST /api/lists. */
export const ListCreateSchema = z.object({
  name: ListNameSchema,
  description: descriptionField,
  color: colorField,
  is_public: z.boolean().optional(),
});
export type ListCreateInput = z.output<typeof ListCreateSchema>;

/** PATCH /api/lists/{id}: any subset. */
export const ListUpdateSchema = z.object({
  name: ListNameSchema.optional(),
  description: descriptionField,
  color: colorField,
  is_public: z.boolean().optional(),
});
export type ListUpdateInput = z.output<typeof ListUpdateSchema>;

/** POST /api/lists/{id}/items. */
export const ListItemCreateSchema = z.object({ quote_id: z.uuid({ error: LIST_MESSAGES.quoteNotFound }) });

/** PATCH /api/lists/{id}/items/{quoteId}: the quote's new place, 0-based; past the end means last. */
export const ListItemMoveSchema = z.object({ position: z.number().int().min(0).max(LIST_ITEMS_MAX) });

/** GET /api/lists?quote_id=…: each list then says whether it holds that quote. */
export const ListQuerySchema = z.object({ quote_id: z.uuid().optional() });

export const ListSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.enum(LIST_COLORS).nullable(),
  is_public: z.boolean(),
  owner_id: z.uuid(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** With `?quote_id=`: whether this list holds that quote. */
  contains_quote: z.boolean().optional(),
});
export type SavedList = z.infer<typeof ListSchema>;

export const ListsSchema = z.object({ lists: z.array(ListSchema) });
export type SavedLists = z.infer<typeof ListsSchema>;

/** GET /api/lists/{id}: the list with the quotes the viewer may see, in list order. */
export const ListDetailSchema = ListSchema.extend({
  owner_name: z.string(),
  quotes: z.array(QuoteSchema.extend({ position: z.number().int() })),
});
export type ListDetail = z.infer<typeof ListDetailSchema>;

export const ListDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export const ListItemRemovedSchema = z.object({ list_id: z.uuid(), quote_id: z.uuid(), removed: z.literal(true) });

/** The public page of a list, and the kiosk link that plays it. */
export const listPath = (id: string) => `/list/${id}`;
export const listInspirePath = (id: string) => `/?inspire=full&list=${encodeURIComponent(id)}`;
