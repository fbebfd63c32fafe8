import { Link } from "@tanstack/react-router";
import { ThemeToggle } from "../theme/theme-toggle.tsx";
import { Wordmark } from "./logo.tsx";

const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[status=active]:text-foreground";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          aria-label="Echoes home"
          className="-ml-1 rounded-md p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Wordmark />
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <Link to="/" className={navLinkClass} activeOptions={{ exact: true }}>
            Quotes
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
