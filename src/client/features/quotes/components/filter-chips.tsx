import { useEffect, useRef } from "react";
import { XIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import type { FilterChip } from "../search-params.ts";

/**
 * The active filters as chips, each removed with its own button, and Clear filters for all of them.
 * Removing a chip keeps focus in the row (keyboard users stay put): on the next chip, else on `fallbackFocusId`.
 */
export function FilterChips({
  chips,
  onRemove,
  onClear,
  fallbackFocusId,
  className,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** Shows a "Clear filters" button after the chips. */
  onClear?: () => void;
  /** The element to focus once the last chip is gone (the search box). */
  fallbackFocusId?: string;
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button");
    const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : undefined;
    (next ?? (fallbackFocusId ? document.getElementById(fallbackFocusId) : null))?.focus();
  }, [chips, fallbackFocusId]);

  if (chips.length === 0) return null;
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <ul ref={list} aria-label="Active filters" className="flex flex-wrap items-center gap-2">
        {chips.map((chip, index) => (
          <li
            key={chip.id}
            data-testid="filter-chip"
            data-kind={chip.kind}
            className="inline-flex h-7 max-w-full items-center gap-1 rounded-full border border-primary/25 bg-primary/10 pr-1 pl-3 text-sm text-foreground"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              onClick={() => {
                focusAfterRemove.current = index;
                onRemove(chip);
              }}
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
