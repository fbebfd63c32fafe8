import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { SlidersHorizontalIcon } from "lucide-react";
import { can } from "#contracts/permissions.ts";
import type { QuoteListItem } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { trackEvent } from "#client/lib/track-event.ts";
import { useStoredValue } from "#client/lib/use-stored-value.ts";
import { filterChangeProperties } from "../filter-event.ts";
import { parseStoredDisplayMode, resolveDisplayMode, storeDisplayMode } from "../display-mode.ts";
import { OFFERED_FILTERS } from "../offered-filters.ts";
import {
  apiQueryFromFilters,
  applySearchText,
  clearFilters,
  DEFAULT_DISPLAY,
  DEFAULT_VIEW,
  filterChips,
  filtersFromSearch,
  keepOfferedFilters,
  nextSearch,
  withoutChip,
  type DisplayMode,
  type HomeSearch,
  type QuoteFilters,
  type QuoteView,
} from "../search-params.ts";
import { FilterChips } from "./filter-chips.tsx";
import { FilterControls, SortSelect } from "./filter-controls.tsx";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteList } from "./quote-list.tsx";
import { QuoteSearchBox, SEARCH_INPUT_ID } from "./quote-search-box.tsx";
import { DisplayToggle, ViewToggle } from "./view-controls.tsx";

const MobileFilters = lazy(() => import("./mobile-filters.tsx"));

const HEADINGS = { latest: "Latest quotes", popular: "Most popular quotes", views: "Most viewed quotes" } as const;

/** Chips the mobile Filters button counts: those its sheet sets (not the search text). */
const SHEET_KINDS = new Set(["author", "category", "tag", "status", "audio", "bookmarked", "reacted"]);

export interface QuoteDiscoveryProps {
  /** The home route's validated search parameters. */
  search: HomeSearch;
  /** Writes new search parameters to the URL (a new history entry). */
  onSearchChange: (search: HomeSearch) => void;
  viewer?: QuoteViewer | null;
  onEdit?: (quote: QuoteListItem) => void;
  /** The display mode this device keeps, as the server knew it (its cookie) when rendering the page. */
  serverStoredDisplay?: DisplayMode;
}

/**
 * The home list (SPEC §2): search box, filters, chips, sort, grid or list view and display mode, all read
 * from and written to the URL, and the results.
 */
export function QuoteDiscovery({ search, onSearchChange, viewer, onEdit, serverStoredDisplay }: QuoteDiscoveryProps) {
  // Filters not offered yet are left out: a URL may name them, but nothing could match.
  const filters = useMemo(() => keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS), [search]);
  const chips = useMemo(() => filterChips(filters), [filters]);
  const apiQuery = useMemo(() => apiQueryFromFilters(filters), [filters]);
  const storedDisplay = useStoredValue(STORAGE_KEYS.quoteViewMode, parseStoredDisplayMode, serverStoredDisplay);
  const display = resolveDisplayMode(search.display, storedDisplay);
  const view = search.view ?? DEFAULT_VIEW;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  // A display mode in the URL (a shared link, back and forward) becomes this device's choice too.
  useEffect(() => {
    if (search.display) storeDisplayMode(search.display);
  }, [search.display]);

  const setFilters = (next: QuoteFilters) => {
    const change = filterChangeProperties(filters, next);
    if (change) trackEvent("filter_change", "user_interaction", change);
    onSearchChange(nextSearch(search, next));
  };
  const setView = (next: QuoteView) => onSearchChange({ ...search, view: next === DEFAULT_VIEW ? undefined : next });
  const setDisplay = (next: DisplayMode) => {
    storeDisplayMode(next);
    onSearchChange({ ...search, display: next === DEFAULT_DISPLAY ? undefined : next });
  };
  const clear = () => setFilters(clearFilters(filters));

  const canFilterStatus = can(viewer?.role, "approveQuotes");
  const signedIn = viewer != null;
  const sheetCount = chips.filter((chip) => SHEET_KINDS.has(chip.kind)).length;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <QuoteSearchBox
          value={filters.q}
          onSearch={(text) => {
            const next = applySearchText(filters, text);
            setFilters(next);
            return next.q;
          }}
        />

        {/* 768 px and wider: every control in view. */}
        <div className="hidden items-start justify-between gap-2 md:flex" data-testid="quote-filters">
          <FilterControls
            filters={filters}
            onChange={setFilters}
            canFilterStatus={canFilterStatus}
            signedIn={signedIn}
            offered={OFFERED_FILTERS}
          />
          <SortSelect filters={filters} onChange={setFilters} className="w-40 shrink-0" />
        </div>

        {/* Narrower: filters in a sheet, the display mode at hand. */}
        <div className="flex items-center gap-2 md:hidden">
          <Button
            ref={filtersButton}
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => {
              setSheetLoaded(true);
              setSheetOpen(true);
            }}
            onPointerEnter={() => void import("./mobile-filters.tsx")}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            Filters
            {sheetCount > 0 && (
              <span className="ml-0.5 rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">
                <span className="sr-only">(</span>
                {sheetCount}
                <span className="sr-only"> active)</span>
              </span>
            )}
          </Button>
        </div>
      </div>

      <FilterChips
        chips={chips}
        onRemove={(chip) => setFilters(withoutChip(filters, chip))}
        onClear={clear}
        fallbackFocusId={SEARCH_INPUT_ID}
        className="-mt-2"
      />

      <QuoteList
        query={apiQuery}
        chips={chips}
        onClearFilters={clear}
        display={display}
        view={view}
        viewer={viewer}
        onEdit={onEdit}
        heading={HEADINGS[filters.sort]}
        actions={
          <>
            <ViewToggle view={view} onChange={setView} className="hidden md:inline-flex" />
            <DisplayToggle display={display} onChange={setDisplay} showText />
          </>
        }
      />

      {sheetLoaded && (
        <Suspense fallback={null}>
          <MobileFilters
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            filters={filters}
            onChange={setFilters}
            onClear={clear}
            canFilterStatus={canFilterStatus}
            signedIn={signedIn}
            offered={OFFERED_FILTERS}
            view={view}
            onViewChange={setView}
            chips={chips}
            onRemoveChip={(chip) => setFilters(withoutChip(filters, chip))}
            returnFocusTo={filtersButton}
          />
        </Suspense>
      )}
    </div>
  );
}
