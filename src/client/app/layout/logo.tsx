import { QuoteIcon } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

/** The Echoes mark: a quotation mark on the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm",
        className,
      )}
    >
      <QuoteIcon className="size-4 fill-current" strokeWidth={1.5} />
    </span>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn("flex items-center gap-2", className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight">Echoes</span>
    </span>
  );
}
