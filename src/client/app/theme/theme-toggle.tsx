import { MoonIcon, SunIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useTheme } from "./theme-provider.tsx";

/** Flips between light and dark. The icon follows the `dark` class, so it is right from the first paint. */
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const label = resolvedTheme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label="Toggle theme"
      title={label}
      data-testid="theme-toggle"
    >
      <SunIcon aria-hidden="true" className="hidden dark:block" />
      <MoonIcon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
