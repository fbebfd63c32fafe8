import { useEffect, useRef, type ReactNode } from "react";
import { QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { AuthProvider, useSessionUser } from "#client/features/auth/session/auth-provider.tsx";
import { ThemeSchemeProvider, useThemeScheme } from "#client/features/theme-editor/theme-scheme-provider.tsx";
import { ThemeProvider } from "./theme/theme-provider.tsx";

/**
 * When the signed-in user changes: their profile's theme colour applies (so it follows them to a fresh
 * browser), and cached data is refetched (what a visitor may see depends on who they are).
 */
function SessionEffects() {
  const user = useSessionUser();
  const { setScheme } = useThemeScheme();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const themeClass = user?.user_metadata.themeClass ?? null;
  const customColor = user?.user_metadata.customColor ?? null;

  useEffect(() => {
    if (userId === null) return;
    // A profile without a colour keeps the one picked on this device.
    if (themeClass === null && customColor === null) return;
    setScheme({ themeClass, customColor });
  }, [userId, themeClass, customColor, setScheme]);

  const previousUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (previousUser.current !== undefined && previousUser.current !== userId) {
      void queryClient.invalidateQueries();
    }
    previousUser.current = userId;
  }, [userId, queryClient]);

  return null;
}

/** Theme, data, session and brand colour, in that order. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ThemeSchemeProvider>
            <SessionEffects />
            {children}
          </ThemeSchemeProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
