import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { useHydrated, useStoredValue } from "#client/lib/use-stored-value.ts";
import {
  applyScheme,
  DEFAULT_SCHEME,
  normaliseScheme,
  parseStoredScheme,
  storeScheme,
  type ThemeScheme,
} from "./theme-scheme.ts";

interface ThemeSchemeContextValue {
  scheme: ThemeScheme;
  /** Applies the colour to the whole UI at once and keeps it in local storage. */
  setScheme: (scheme: ThemeScheme) => void;
}

const ThemeSchemeContext = createContext<ThemeSchemeContextValue | null>(null);

/**
 * The brand colour picked in the theme editor (or taken from the profile on sign-in), here or in another
 * tab. index.html's inline script paints the stored colour before React starts; this keeps it in step.
 */
export function ThemeSchemeProvider({ children }: { children: ReactNode }) {
  const scheme = useStoredValue(STORAGE_KEYS.themeScheme, parseStoredScheme, DEFAULT_SCHEME);
  const hydrated = useHydrated();

  useEffect(() => {
    if (hydrated) applyScheme(scheme);
  }, [hydrated, scheme]);

  const setScheme = useCallback((next: ThemeScheme) => storeScheme(normaliseScheme(next)), []);

  const value = useMemo(() => ({ scheme, setScheme }), [scheme, setScheme]);
  return <ThemeSchemeContext value={value}>{children}</ThemeSchemeContext>;
}

export function useThemeScheme(): ThemeSchemeContextValue {
  const context = useContext(ThemeSchemeContext);
  if (!context) throw new Error("useThemeScheme must be used inside <ThemeSchemeProvider>");
  return context;
}
