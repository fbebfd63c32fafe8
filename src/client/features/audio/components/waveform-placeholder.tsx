import { cn } from "#client/lib/utils.ts";

/**
 * Flat bars (width 3, gap 3) filling a 50 px strip: what a waveform looks like before its peaks arrive. Pure
 * CSS, so the server can send it and nothing moves when the real bars are drawn in its place.
 */
export function FlatBars({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "h-[50px] w-full bg-[repeating-linear-gradient(to_right,currentColor_0_3px,transparent_3px_6px)] bg-[length:100%_4px] bg-center bg-no-repeat text-muted-foreground/35",
        className,
      )}
    />
  );
}
