/**
 * Tag display rules shared by the server and the browser. Free of zod on purpose: the quote cards on the
 * home page import it, and pulling src/contracts/quotes.ts (all of zod) into that chunk costs ~25 KB gzipped.
 */

/** How many tags a card shows before "+N more". */
export const CARD_TAG_LIMIT = 3;

/** The tags a card shows and how many it leaves out (docs/product/screens.md: the first 3 tags then +N more). */
export function visibleTags(tags: readonly string[], limit = CARD_TAG_LIMIT) {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) };
}
