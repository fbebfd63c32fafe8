import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { applyScheme, normaliseScheme, readStoredScheme, storeScheme, type ThemeScheme } from "./theme-scheme.ts";

interface ThemeSchemeContextValue {
  scheme: ThemeScheme;
  /** Applies the colour to the whole UI at once and keeps it in local storage. */
  setScheme: (scheme: ThemeScheme) => void;
}

const ThemeSchemeContext = createContext<ThemeSchemeContextValue | null>(null);

/** The brand colour picked in the theme editor (or taken from the profile on sign-in). */
export function ThemeSchemeProvider({ children }: { children: ReactNode }) {
  const [scheme, setSchemeState] = useState<ThemeScheme>(readStoredScheme);

  useEffect(() => {
    applyScheme(scheme);
  }, [scheme]);

  // Another tab picked a colour.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.themeScheme) setSchemeState(readStoredScheme());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const setScheme = useCallback((next: ThemeScheme) => {
    const normalised = normaliseScheme(next);
    storeScheme(normalised);
    setSchemeState(normalised);
  }, []);

  const value = useMemo(() => ({ scheme, setScheme }), [scheme, setScheme]);
  return <ThemeSchemeContext value={value}>{children}</ThemeSchemeContext>;
}

export function useThemeScheme(): ThemeSchemeContextValue {
  const context = useContext(ThemeSchemeContext);
  if (!context) throw new Error("useThemeScheme must be used inside <ThemeSchemeProvider>");
  return context;
}
