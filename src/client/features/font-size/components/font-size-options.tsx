import { FONT_SIZES, type FontSize } from "#contracts/constants.ts";
import { cn } from "#client/lib/utils.ts";
import { FONT_SIZE_LABELS, setFontSize, useFontSize } from "../font-size.ts";

/** How big each option's sample letter is drawn. */
const SAMPLE: Record<FontSize, string> = {
  small: "text-sm",
  medium: "text-base",
  large: "text-lg",
  "extra-large": "text-xl",
};

/** The four sizes as a radio group of buttons (the popover and the mobile menu both show it). */
export function FontSizeOptions({ className, onPicked }: { className?: string; onPicked?: (size: FontSize) => void }) {
  const current = useFontSize();
  return (
    <div role="radiogroup" aria-label="Text size" className={cn("grid grid-cols-4 gap-1.5", className)}>
      {FONT_SIZES.map((size) => (
        <button
          key={size}
          type="button"
          role="radio"
          aria-checked={current === size}
          onClick={() => {
            setFontSize(size);
            onPicked?.(size);
          }}
          data-testid={`font-size-${size}`}
          className="flex flex-col items-center gap-0.5 rounded-md border px-1 py-2 text-xs text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-checked:border-primary aria-checked:bg-primary/10 aria-checked:text-foreground"
        >
          <span aria-hidden="true" className={cn("leading-none font-semibold text-foreground", SAMPLE[size])}>
            A
          </span>
          <span>{FONT_SIZE_LABELS[size]}</span>
        </button>
      ))}
    </div>
  );
}
