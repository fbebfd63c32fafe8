import { useId, type ComponentProps, type ReactNode } from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

export const controlClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30";

/**
 * A labelled native <select>: the platform's keyboard, screen reader and mobile picker behaviour, and no
 * extra script on the home page. The label is visible when `showLabel`, else read by screen readers only.
 */
export function FilterSelect({
  label,
  showLabel = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<"select">, "id"> & { label: string; showLabel?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className={showLabel ? "text-sm font-medium" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className={cn(
            controlClass,
            "appearance-none py-1 pr-8 pl-3 [color-scheme:light] dark:[color-scheme:dark]",
            props.value ? "text-foreground" : "text-muted-foreground",
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
