/**
 * The engagement module: bookmarks and reactions (their routes, services and SQL), the engagement counters kept
 * on the quote row, and the viewer-state overlay every read that answers quotes is given. Other modules and the
 * app meet it here.
 */
export { bookmarkRoutes } from "./bookmark-routes.ts";
export { BookmarksService } from "./bookmarks.service.ts";
export { reactionRoutes } from "./reaction-routes.ts";
export { ReactionsService } from "./reactions.service.ts";
export { viewerStateOverlay, viewerStateSource, type ViewerQuoteState } from "./viewer-state.ts";
