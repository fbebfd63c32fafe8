import type { LucideIcon } from "lucide-react";
import { AlignLeftIcon, LayoutGridIcon, ListIcon, RowsIcon, TextQuoteIcon } from "lucide-react";
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

/** A row of toggle buttons of which one is pressed: keyboard users tab to each and press Enter or Space. */
function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  showText,
  className,
}: {
  label: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
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
        const pressed = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            aria-label={showText ? undefined : optionLabel}
            title={`${label}: ${optionLabel}`}
            onClick={() => onChange(option)}
            className={cn(
              "inline-flex h-full items-center gap-1.5 rounded-[5px] px-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
              pressed && "bg-accent text-foreground shadow-xs dark:bg-accent",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {showText && <span>{optionLabel}</span>}
          </button>
        );
      })}
    </div>
  );
}

export function ViewToggle({
  view,
  onChange,
  showText = false,
  className,
}: {
  view: QuoteView;
  onChange: (view: QuoteView) => void;
  showText?: boolean;
  className?: string;
}) {
  return (
    <Segmented
      label="View"
      options={VIEW_OPTIONS}
      value={view}
      onChange={onChange}
      showText={showText}
      className={className}
    />
  );
}

export function DisplayToggle({
  display,
  onChange,
  showText = false,
  className,
}: {
  display: DisplayMode;
  onChange: (display: DisplayMode) => void;
  showText?: boolean;
  className?: string;
}) {
  return (
    <Segmented
      label="Display"
      options={DISPLAY_OPTIONS}
      value={display}
      onChange={onChange}
      showText={showText}
      className={className}
    />
  );
}
