/** The first thing keyboard users reach: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2 focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to content
    </a>
  );
}
