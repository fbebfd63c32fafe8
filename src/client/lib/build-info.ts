import { APP_VERSION } from "#contracts/constants.ts";

/** Version, commit and build date injected at build time (vite.config.ts `define`); fallbacks for tests. */
export const buildInfo = {
  version: typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : APP_VERSION,
  commit: typeof __COMMIT_HASH__ === "string" ? __COMMIT_HASH__ : "unknown",
  date: typeof __BUILD_DATE__ === "string" ? __BUILD_DATE__ : "unknown",
} as const;
