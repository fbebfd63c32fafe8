import type { RefObject } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#client/components/ui/sheet.tsx";
import type { OfferedFilters } from "../offered-filters.ts";
import type { QuoteFilters, QuoteView } from "../search-params.ts";
import type { FilterChip } from "../chips.ts";
import { FilterChips } from "./filter-chips.tsx";
import { FilterControls, SortSelect } from "./filter-controls.tsx";
import { ViewToggle } from "./view-controls.tsx";

/** Under 768 px the filters live in a sheet; each change applies at once, as on wider screens. */
export default function MobileFilters({
  open,
  onOpenChange,
  filters,
  onChange,
  onClear,
  canFilterStatus,
  signedIn,
  offered,
  view,
  onViewChange,
  viewHref,
  chips,
  onRemoveChip,
  removeChipHref,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: QuoteFilters;
  onChange: (filters: QuoteFilters) => void;
  onClear: () => void;
  canFilterStatus: boolean;
  signedIn: boolean;
  offered: OfferedFilters;
  view: QuoteView;
  onViewChange: (view: QuoteView) => void;
  viewHref: (view: QuoteView) => string;
  /** The active filters, removable here too. */
  chips: FilterChip[];
  onRemoveChip: (chip: FilterChip) => void;
  removeChipHref: (chip: FilterChip) => string;
  /** Where focus goes when the sheet closes (the Filters button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="max-h-[85dvh] gap-0 rounded-t-2xl p-0"
        data-testid="mobile-filters"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <SheetHeader className="border-b px-5 pt-5 pb-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Changes apply to the list right away.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 overflow-y-auto px-5 py-5">
          <FilterChips chips={chips} onRemove={onRemoveChip} removeHref={removeChipHref} />
          <FilterControls
            filters={filters}
            onChange={onChange}
            canFilterStatus={canFilterStatus}
            signedIn={signedIn}
            offered={offered}
            layout="stack"
          />
          <SortSelect filters={filters} onChange={onChange} showLabel />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">View</span>
            <ViewToggle view={view} onChange={onViewChange} hrefFor={viewHref} showText className="self-start" />
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 border-t px-5 py-4">
          <Button type="button" variant="ghost" onClick={onClear} disabled={chips.length === 0}>
            Clear filters
          </Button>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Show results
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
