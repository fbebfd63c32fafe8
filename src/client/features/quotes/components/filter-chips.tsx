import { XIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import type { FilterChip } from "../search-params.ts";

/** The active filters as chips, each removed with its own button, and Clear filters for all of them. */
export function FilterChips({
  chips,
  onRemove,
  onClear,
  className,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** Shows a "Clear filters" button after the chips. */
  onClear?: () => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li
            key={chip.id}
            data-testid="filter-chip"
            data-kind={chip.kind}
            className="inline-flex h-7 max-w-full items-center gap-1 rounded-full border border-primary/25 bg-primary/10 pr-1 pl-3 text-sm text-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={`Remove filter ${chip.label}`}
              className="flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-primary/15 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {onClear && (
        <Button type="button" variant="link" size="sm" className="h-7 px-1" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
