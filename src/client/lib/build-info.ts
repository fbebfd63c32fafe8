/**
 * Version (package.json's), commit and build date, injected at build time by vite.config.ts `define` (the
 * version also by vitest.config.ts); commit and date fall back to "unknown" in tests.
 */
export const buildInfo = {
  version: __APP_VERSION__,
  commit: typeof __COMMIT_HASH__ === "string" ? __COMMIT_HASH__ : "unknown",
  date: typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : "unknown",
} as const;
