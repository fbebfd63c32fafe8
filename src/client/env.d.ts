/// <reference types="vite/client" />

/** Build information injected by vite.config.ts `define` (the version, from package.json, by vitest.config.ts too). */
declare const __APP_VERSION__: string;
declare const __COMMIT_HASH__: string;
declare const __BUILD_DATE__: string;
