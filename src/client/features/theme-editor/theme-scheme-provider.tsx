import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { STORAGE_KEYS } from "#contracts/constants.ts";
import { useHydrated, useStoredValue } from "#client/lib/use-stored-value.ts";
import type { ThemeScheme } from "./theme-scheme.ts";

// The colour computations load when a colour is to be applied or kept: most pages never change it.
const loadScheme = () => import("./theme-scheme.ts");

const DEFAULT_SCHEME: ThemeScheme = { themeClass: null, customColor: null };

/** The scheme kept in local storage, as stored (theme-scheme.ts checks it before it applies it), or the default. */
function readStoredScheme(raw: string | null): ThemeScheme {
  if (!raw) return DEFAULT_SCHEME;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof ThemeScheme, unknown>> | null;
    const themeClass = typeof value?.themeClass === "string" ? value.themeClass : null;
    const customColor = typeof value?.customColor === "string" ? value.customColor : null;
    return themeClass === null && customColor === null ? DEFAULT_SCHEME : { themeClass, customColor };
  } catch {
    return DEFAULT_SCHEME;
  }
}

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
  const scheme = useStoredValue(STORAGE_KEYS.themeScheme, readStoredScheme, DEFAULT_SCHEME);
  const hydrated = useHydrated();
  // The default look needs nothing applied until another colour has been.
  const applied = useRef(false);

  useEffect(() => {
    if (!hydrated || (scheme === DEFAULT_SCHEME && !applied.current)) return;
    applied.current = true;
    let current = true;
    void loadScheme().then((module) => current && module.applyScheme(module.normaliseScheme(scheme)));
    return () => {
      current = false;
    };
  }, [hydrated, scheme]);

  const setScheme = useCallback((next: ThemeScheme) => {
    void loadScheme().then((module) => module.storeScheme(module.normaliseScheme(next)));
  }, []);

  const value = useMemo(() => ({ scheme, setScheme }), [scheme, setScheme]);
  return <ThemeSchemeContext value={value}>{children}</ThemeSchemeContext>;
}

export function useThemeScheme(): ThemeSchemeContextValue {
  const context = useContext(ThemeSchemeContext);
  if (!context) throw new Error("useThemeScheme must be used inside <ThemeSchemeProvider>");
  return context;
}
