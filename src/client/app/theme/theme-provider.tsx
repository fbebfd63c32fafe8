import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { useHydrated, useStoredValue, writeLocal } from "#client/lib/use-stored-value.ts";

export type Theme = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const THEMES: readonly Theme[] = ["light", "dark", "system"];
const DARK_QUERY = "(prefers-color-scheme: dark)";

function parseTheme(value: string | null): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

function subscribeToSystemTheme(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

function resolve(theme: Theme, systemDark: boolean): ResolvedTheme {
  return theme === "system" ? (systemDark ? "dark" : "light") : theme;
}

/** While <html> carries this attribute nothing transitions (styles.css). */
const SWITCHING_ATTRIBUTE = "data-theme-switching";

/**
 * Puts the resolved theme on <html>, as the inline script in index.html does before first paint. The whole page
 * changes colour at once: CSS transitions are held off until the new colours have been painted. Otherwise every
 * control with a colour transition (every button) would start one — a transition each, with its events, in the
 * frame that has to restyle the whole page anyway — and fade while the rest of the page has already switched.
 */
function applyTheme(resolved: ResolvedTheme) {
  const root = document.documentElement;
  const dark = resolved === "dark";
  if (root.classList.contains("dark") === dark && root.style.colorScheme === resolved) return;
  if (!root.hasAttribute(SWITCHING_ATTRIBUTE)) {
    root.setAttribute(SWITCHING_ATTRIBUTE, "");
    // After the next frame's paint (a task queued from its animation frame callback runs after it).
    requestAnimationFrame(() => setTimeout(() => root.removeAttribute(SWITCHING_ATTRIBUTE)));
  }
  root.classList.toggle("dark", dark);
  root.style.colorScheme = resolved;
}

interface ThemeContextValue {
  /** The chosen setting: light, dark or system (default). */
  theme: Theme;
  /** What is shown: the setting, or the system preference when the setting is system. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  /** Flips between light and dark (leaving system). */
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * The theme setting (local storage `theme`) and the system preference. The server and the hydrating
 * browser render "system, light"; the real values follow at once. The page's colours never wait for
 * React: index.html's inline script sets them before the first paint, and this only keeps them in step.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useStoredValue(STORAGE_KEYS.theme, parseTheme, "system");
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const hydrated = useHydrated();
  const resolvedTheme = resolve(theme, systemDark);

  // Another tab's choice and a change of the system preference arrive here; this tab's own choice is already on
  // the page (setTheme), and then this finds nothing to change.
  useEffect(() => {
    if (hydrated) applyTheme(resolvedTheme);
  }, [hydrated, resolvedTheme]);

  // The page's colours switch in the same task as the click, before React re-renders the theme's few readers.
  const setTheme = useCallback((next: Theme) => {
    applyTheme(resolve(next, systemPrefersDark()));
    writeLocal(STORAGE_KEYS.theme, next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(resolvedTheme === "dark" ? "light" : "dark");
  }, [resolvedTheme, setTheme]);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, setTheme, toggleTheme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error("useTheme must be used inside <ThemeProvider>");
  return context;
}
