import { Link } from "@tanstack/react-router";
import { TRENDING_WINDOW_LABELS, TRENDING_WINDOWS, type TrendingWindow } from "#contracts/trending.ts";
import { cn } from "#client/lib/utils.ts";
import { searchForWindow } from "../trending-search.ts";

/** 24 hours / 7 days / 30 days: plain links (the window lives in the URL), so they work before hydration too. */
export function WindowSwitcher({ current }: { current: TrendingWindow }) {
  return (
    <nav aria-label="Time window">
      <ul className="inline-flex rounded-lg border bg-muted/50 p-1" data-testid="trending-windows">
        {TRENDING_WINDOWS.map((window) => {
          const active = window === current;
          return (
            <li key={window}>
              <Link
                to="/trending"
                search={searchForWindow(window)}
                aria-current={active ? "page" : undefined}
                resetScroll={false}
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-4",
                  active
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
                )}
              >
                {TRENDING_WINDOW_LABELS[window]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
