import InspireMode, { type InspireModeProps } from "#client/features/inspire/components/inspire-mode.tsx";
import { OFFERED_FILTERS } from "#client/features/quotes/offered-filters.ts";
import {
  apiQueryFromFilters,
  filtersFromSearch,
  keepOfferedFilters,
  parseHomeSearch,
} from "#client/features/quotes/search-params.ts";

/**
 * Inspire playing the home list's filters (docs/product/inspire.md): the quotes feature maps the URL to the API query, the
 * Inspire feature plays it. Loaded with Inspire, so neither mapping nor player is in the first-load bundle.
 */
export default function InspireSession({
  homeSearch,
  ...props
}: Omit<InspireModeProps, "filters" | "sort"> & { homeSearch: Record<string, unknown> }) {
  const search = parseHomeSearch(homeSearch);
  const query = apiQueryFromFilters(keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS));
  // The URL's own sort decides the order: none (the default list) or popular shuffles, the others play in order.
  return <InspireMode {...props} filters={query} sort={search.sort} />;
}
