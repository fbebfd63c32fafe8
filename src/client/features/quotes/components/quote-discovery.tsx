import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { SlidersHorizontalIcon } from "lucide-react";
import { can } from "#contracts/permissions.ts";
import type { QuoteListItem } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { useStoredValue } from "#client/lib/use-stored-value.ts";
import { parseStoredDisplayMode, resolveDisplayMode, storeDisplayMode } from "../display-mode.ts";
import { OFFERED_FILTERS } from "../offered-filters.ts";
import {
  apiQueryFromFilters,
  applySearchText,
  clearFilters,
  DEFAULT_DISPLAY,
  DEFAULT_VIEW,
  filtersFromSearch,
  keepOfferedFilters,
  nextSearch,
  type DisplayMode,
  type HomeSearch,
  type QuoteFilters,
  type QuoteView,
} from "../search-params.ts";
import { filterChips, withoutChip, type FilterChip } from "../chips.ts";
import { useLanguageName } from "../language-names.ts";
import { useHomeHref } from "../use-home-href.ts";
import { FilterChips } from "./filter-chips.tsx";
import { FilterControls, SortSelect } from "./filter-controls.tsx";
import { FilterApplyButton, FilterForm, HiddenSearchFields } from "./filter-form.tsx";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteList } from "./quote-list.tsx";
import { QuoteSearchBox, SEARCH_INPUT_ID } from "./quote-search-box.tsx";
import { DisplayToggle, ViewToggle } from "./view-controls.tsx";

const MobileFilters = lazy(() => import("./mobile-filters.tsx"));

const HEADINGS = { latest: "Latest quotes", popular: "Most popular quotes", views: "Most viewed quotes" } as const;

/** Chips the mobile Filters button counts: those its sheet sets (not the search text). */
const SHEET_KINDS = new Set([
  "author",
  "category",
  "tag",
  "status",
  "attribution",
  "language",
  "audio",
  "bookmarked",
  "reacted",
]);

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
 * The home list (docs/product/screens.md): search box, filters, chips, sort, grid or list view and display mode, all read
 * from and written to the URL, and the results.
 */
export function QuoteDiscovery({ search, onSearchChange, viewer, onEdit, serverStoredDisplay }: QuoteDiscoveryProps) {
  // Filters not offered yet are left out: a URL may name them, but nothing could match.
  const filters = useMemo(() => keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS), [search]);
  const languageName = useLanguageName(filters.languages.length > 0);
  const chips = useMemo(() => filterChips(filters, languageName), [filters, languageName]);
  const apiQuery = useMemo(() => apiQueryFromFilters(filters), [filters]);
  const storedDisplay = useStoredValue(STORAGE_KEYS.quoteViewMode, parseStoredDisplayMode, serverStoredDisplay);
  const display = resolveDisplayMode(search.display, storedDisplay);
  const view = search.view ?? DEFAULT_VIEW;
  const page = search.page ?? 1;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);

  // A display mode in the URL (a shared link, back and forward) becomes this device's choice too.
  useEffect(() => {
    if (search.display) storeDisplayMode(search.display);
  }, [search.display]);

  const setFilters = (next: QuoteFilters) => {
    // What a filter change reports loads with the first change (analytics load after start-up in any case).
    void import("../filter-event.ts").then(({ reportFilterChange }) => reportFilterChange(filters, next));
    onSearchChange(nextSearch(search, next));
  };
  const setView = (next: QuoteView) => onSearchChange({ ...search, view: next === DEFAULT_VIEW ? undefined : next });
  const setDisplay = (next: DisplayMode) => {
    storeDisplayMode(next);
    onSearchChange({ ...search, display: next === DEFAULT_DISPLAY ? undefined : next });
  };
  const clear = () => setFilters(clearFilters(filters));
  const setPage = (next: number) => onSearchChange({ ...search, page: next > 1 ? next : undefined });

  // Every control is also a link or a GET form of the URL the app would write (see StateLink, FilterForm), so
  // the list works before the app has started and without JavaScript; the server renders each of those URLs.
  const homeHref = useHomeHref();
  const state = nextSearch(search, filters);
  const viewHref = (next: QuoteView) => homeHref({ ...search, view: next === DEFAULT_VIEW ? undefined : next });
  // Always spelled out: without it the server would render the mode the visitor's cookie keeps.
  const displayHref = (next: DisplayMode) => homeHref({ ...search, display: next });
  const removeHref = (chip: FilterChip) => homeHref(nextSearch(search, withoutChip(filters, chip)));
  const clearHref = homeHref(nextSearch(search, clearFilters(filters)));
  // To the list's heading: without JavaScript the new page opens at its top, where the list starts.
  const pageHref = (next: number) => homeHref({ ...search, page: next > 1 ? next : undefined }, "quotes-heading");

  const canFilterStatus = can(viewer?.role, "approveQuotes");
  const signedIn = viewer != null;
  const sheetCount = chips.filter((chip) => SHEET_KINDS.has(chip.kind)).length;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <QuoteSearchBox
          value={filters.q}
          hiddenFields={<HiddenSearchFields search={state} omit={["q"]} />}
          onSearch={(text) => {
            const next = applySearchText(filters, text);
            setFilters(next);
            return next.q;
          }}
        />

        {/* 768 px and wider: every control in view. */}
        <FilterForm
          search={state}
          className="hidden items-start justify-between gap-2 md:flex"
          data-testid="quote-filters"
        >
          <FilterControls
            filters={filters}
            onChange={setFilters}
            canFilterStatus={canFilterStatus}
            signedIn={signedIn}
            offered={OFFERED_FILTERS}
          />
          <div className="flex shrink-0 items-end gap-2">
            <SortSelect filters={filters} onChange={setFilters} className="w-40" />
            <FilterApplyButton />
          </div>
        </FilterForm>

        {/* Narrower: filters in a sheet, the display mode at hand. */}
        <div className="flex items-center gap-2 md:hidden">
          <Button
            ref={filtersButton}
            type="button"
            variant="outline"
            aria-haspopup="dialog"
            className="noscript:hidden"
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
          {/*
            Without JavaScript the sheet cannot open: the same controls in a <details> instead. In <noscript>, so
            that the app's page holds no second copy of the filters (React leaves its content to the browser).
          */}
          <noscript className="w-full">
            <details className="w-full" data-testid="nojs-filters">
              <summary className="btn h-9 w-fit cursor-pointer list-none border bg-background px-3 shadow-xs hover:bg-accent">
                <SlidersHorizontalIcon aria-hidden="true" />
                Filters
              </summary>
              <FilterForm search={state} className="mt-3 flex flex-col gap-4 rounded-lg border p-4">
                <FilterControls
                  filters={filters}
                  onChange={setFilters}
                  canFilterStatus={canFilterStatus}
                  signedIn={signedIn}
                  offered={OFFERED_FILTERS}
                  layout="stack"
                />
                <SortSelect filters={filters} onChange={setFilters} showLabel />
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium">View</span>
                  <ViewToggle view={view} onChange={setView} hrefFor={viewHref} showText className="self-start" />
                </div>
                <FilterApplyButton className="self-start" />
              </FilterForm>
            </details>
          </noscript>
        </div>
      </div>

      <FilterChips
        chips={chips}
        onRemove={(chip) => setFilters(withoutChip(filters, chip))}
        removeHref={removeHref}
        onClear={clear}
        clearHref={clearHref}
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
        page={page}
        pageHref={pageHref}
        onPageChange={setPage}
        clearHref={clearHref}
        actions={
          <>
            <ViewToggle view={view} onChange={setView} hrefFor={viewHref} className="hidden md:inline-flex" />
            <DisplayToggle display={display} onChange={setDisplay} hrefFor={displayHref} showText />
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
            viewHref={viewHref}
            chips={chips}
            onRemoveChip={(chip) => setFilters(withoutChip(filters, chip))}
            removeChipHref={removeHref}
            returnFocusTo={filtersButton}
          />
        </Suspense>
      )}
    </div>
  );
}
