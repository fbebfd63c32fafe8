import type { LucideIcon } from "lucide-react";
import { AlignLeftIcon, LayoutGridIcon, ListIcon, RowsIcon, TextQuoteIcon } from "lucide-react";
import { StateLink } from "#client/lib/state-link.tsx";
import { cn } from "#client/lib/utils.ts";
import type { DisplayMode, QuoteView } from "../search-params.ts";

interface Option<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

const VIEW_OPTIONS: Option<QuoteView>[] = [
  { value: "grid", label: "Grid", icon: LayoutGridIcon },
  { value: "list", label: "List", icon: ListIcon },
];

const DISPLAY_OPTIONS: Option<DisplayMode>[] = [
  { value: "clean", label: "Clean", icon: TextQuoteIcon },
  { value: "standard", label: "Standard", icon: RowsIcon },
  { value: "full", label: "Full", icon: AlignLeftIcon },
];

/**
 * A row of links of which one is the current choice (`aria-current`): each links to the list in its state, so
 * the row works before the app has started and without JavaScript; in the app a click calls `onChange`.
 */
function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  hrefFor,
  showText,
  className,
}: {
  label: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The URL of the list with this option chosen. */
  hrefFor: (value: T) => string;
  showText: boolean;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-0.5 rounded-md border bg-background p-0.5 shadow-xs dark:bg-input/30",
        className,
      )}
    >
      {options.map(({ value: option, label: optionLabel, icon: Icon }) => {
        const current = option === value;
        return (
          <StateLink
            key={option}
            href={hrefFor(option)}
            onNavigate={() => onChange(option)}
            aria-current={current ? "true" : undefined}
            aria-label={showText ? undefined : optionLabel}
            title={`${label}: ${optionLabel}`}
            data-value={option}
            className={cn(
              "inline-flex h-full items-center gap-1.5 rounded-[5px] px-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
              current && "bg-accent text-foreground shadow-xs dark:bg-accent",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {showText && <span>{optionLabel}</span>}
          </StateLink>
        );
      })}
    </div>
  );
}

export function ViewToggle({
  view,
  onChange,
  hrefFor,
  showText = false,
  className,
}: {
  view: QuoteView;
  onChange: (view: QuoteView) => void;
  hrefFor: (view: QuoteView) => string;
  showText?: boolean;
  className?: string;
}) {
  return (
    <Segmented
      label="View"
      options={VIEW_OPTIONS}
      value={view}
      onChange={onChange}
      hrefFor={hrefFor}
      showText={showText}
      className={className}
    />
  );
}

export function DisplayToggle({
  display,
  onChange,
  hrefFor,
  showText = false,
  className,
}: {
  display: DisplayMode;
  onChange: (display: DisplayMode) => void;
  hrefFor: (display: DisplayMode) => string;
  showText?: boolean;
  className?: string;
}) {
  return (
    <Segmented
      label="Display"
      options={DISPLAY_OPTIONS}
      value={display}
      onChange={onChange}
      hrefFor={hrefFor}
      showText={showText}
      className={className}
    />
  );
}
