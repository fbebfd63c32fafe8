import { useEffect, useRef } from "react";
import { XIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { StateLink } from "#client/lib/state-link.tsx";
import { cn } from "#client/lib/utils.ts";
import type { FilterChip } from "../chips.ts";

/**
 * The active filters as chips, each removed with its own link (to the list without it), and Clear filters for
 * all of them: links work before the app has started and without JavaScript; in the app a click runs
 * `onRemove` / `onClear`. Removing a chip keeps focus in the row (keyboard users stay put): on the next chip,
 * else on `fallbackFocusId`.
 */
export function FilterChips({
  chips,
  onRemove,
  removeHref,
  onClear,
  clearHref,
  fallbackFocusId,
  className,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  /** The URL of the list without this chip. */
  removeHref: (chip: FilterChip) => string;
  /** Shows a "Clear filters" link after the chips, to `clearHref`. */
  onClear?: () => void;
  clearHref?: string;
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
    const links = list.current?.querySelectorAll<HTMLAnchorElement>("a");
    const next = links && links.length > 0 ? links[Math.min(index, links.length - 1)] : undefined;
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
            <StateLink
              href={removeHref(chip)}
              onNavigate={() => {
                focusAfterRemove.current = index;
                onRemove(chip);
              }}
              aria-label={`Remove filter ${chip.label}`}
              className="flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-primary/15 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <XIcon aria-hidden="true" className="size-3.5" />
            </StateLink>
          </li>
        ))}
      </ul>
      {onClear && clearHref !== undefined && (
        <Button asChild variant="link" size="sm" className="h-7 px-1">
          <StateLink href={clearHref} onNavigate={onClear}>
            Clear filters
          </StateLink>
        </Button>
      )}
    </div>
  );
}
