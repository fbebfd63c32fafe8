import { MoonIcon, SunIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { useTheme } from "./theme-provider.tsx";

/** Flips between light and dark. */
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
      {resolvedTheme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
