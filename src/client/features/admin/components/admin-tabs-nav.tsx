import { Link } from "@tanstack/react-router";
import type { AdminTab } from "../admin-tabs.ts";

/**
 * The admin area's sections the viewer may open, as links (each tab is a deep-linkable route); scrolls sideways on
 * narrow screens.
 */
export function AdminTabsNav({ tabs }: { tabs: readonly AdminTab[] }) {
  return (
    <nav aria-label="Admin sections" className="-mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-max gap-1 rounded-lg bg-muted p-1 text-sm">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: tab.exact, includeSearch: false }}
              className="inline-flex h-9 items-center rounded-md px-3 font-medium text-foreground/80 transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring dark:text-muted-foreground dark:hover:text-foreground"
              activeProps={{ className: "bg-background text-foreground shadow-sm", "aria-current": "page" }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
