import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import packageJson from "./package.json" with { type: "json" };
import { classGroups } from "./scripts/class-groups.ts";
import { CONTRACTS_MODULE, pureContracts } from "./scripts/pure-contracts.ts";
import { startChunks } from "./scripts/start-chunks.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

function commitHash(): string {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "unknown";
  }
}

/**
 * Libraries every page runs at start-up, bundled as one chunk: split along the lazy routes that share them, they
 * came as some twenty files of a few kilobytes, each a request before the page can hydrate.
 */
const STARTUP_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core)|clsx|class-variance-authority)([\\/]|\.js)/;

/**
 * Modules of those packages that only lazy pieces use: the bulk narration panel's `useQueries`, and `useMutation`
 * (forms, and what a bookmark or reaction click does, load when used).
 */
const LAZY_ONLY =
  /node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQueries|useMutation)|query-core[\\/]build[\\/]modern[\\/](queriesObserver|mutationObserver))\.js$/;

/**
 * The machinery of popovers, dialogs and sheets (focus trap, dismissable layer, floating-ui, scroll lock) with the
 * app's wrappers of them (and the confirmation dialog built on them): no page needs it to start (components/ui/overlay.tsx defers it), and in one file it comes
 * in one request when the first overlay is wanted, or when the page is idle.
 */
const OVERLAYS =
  /src[\\/]client[\\/]components[\\/](ui[\\/](overlay-layers|dialog|sheet|popover|alert-dialog|checkbox)|confirm-dialog)\.tsx$|node_modules[\\/](react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|@floating-ui[\\/][a-z-]+|@radix-ui[\\/](react-(presence|portal|focus-scope|focus-guards|dismissable-layer|use-layout-effect|use-effect-event|use-controllable-state|use-callback-ref|use-escape-keydown|use-previous|use-size|id|dialog|alert-dialog|popover|popper|arrow|checkbox)))([\\/]|\.js)/;

/** Contracts that the start-up contracts import (the id pattern), kept with the app's start-up code. */
const SHARED_CONTRACTS = /src[\\/]contracts[\\/]common\.ts$/;

/** TanStack Router and its stores: every page's router, in a chunk of its own so that it starts in a step of its own. */
const ROUTER_PACKAGES =
  /node_modules[\\/](@tanstack[\\/](router-core|react-router|history|store|react-store)|use-sync-external-store)[\\/]/;

/** The app's own start-up code, and what public pages load at start beyond it (scripts/start-chunks.ts). */
const start = startChunks(
  root,
  "src/client/main.tsx",
  [
    "src/client/features/quotes/components/quote-card.tsx",
    "src/client/app/quote-slots.tsx",
    "src/client/features/quotes/prefetch-home.ts",
    "src/client/features/share/prefetch-daily-quote.ts",
  ],
  {
    home: ["src/client/app/routes/index.tsx?tsr-split=component"],
    quote: [
      "src/client/app/routes/quote/$slug.tsx?tsr-split=component",
      "src/client/app/routes/quote/id/$id.tsx?tsr-split=component",
    ],
  },
);

/**
 * The stylesheet is the one render-blocking request: Vite appends it after the module preloads, where on
 * HTTP/1.1's six connections it waits behind them. Moved to the top of the head, it is fetched first.
 */
function stylesheetFirst(): Plugin {
  return {
    name: "echoes:stylesheet-first",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const sheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        let out = html;
        for (const sheet of sheets) out = out.replace(sheet, "");
        return out.replace(
          /(<meta name="viewport"[^>]*>\n)/,
          (viewport) => `${viewport}${sheets.map((s) => `    ${s.trim()}\n`).join("")}`,
        );
      },
    },
  };
}

/**
 * lucide's icons, lighter (`lib/lucide-icon.ts`):
 *
 * - drawn by the app's own `createLucideIcon`, the same svg without the LucideProvider and options the app does not
 *   use (~3 kB of lucide's at every start);
 * - without their React keys. Each path of an icon carries a random `key` (`key: "1bl5f8"`) for React's list of the
 *   svg's children: six incompressible characters apiece, a kilobyte gzipped over the icons pages draw at start.
 *   The app's `createLucideIcon` passes the paths as children, which need none.
 *
 * The build only: development and tests draw lucide's own (the test beside lib/lucide-icon.ts compares the two).
 */
function lucideIcons(): Plugin {
  const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: "echoes:lucide-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer && ICON.test(importer)) {
        return path.join(root, "src/client/lib/lucide-icon.ts");
      }
      return null;
    },
    transform: {
      filter: { id: ICON },
      handler(code) {
        return { code: code.replace(/, key: "[^"]*"/g, ""), map: null };
      },
    },
  };
}

/** Chunks evaluated one per task before the entry, in this order (the chunk groups below). */
const START_STAGES = ["startup", "router", "app"];

/**
 * Paint first, then start the app. The server sends the whole page; Vite's entry script and module preloads would
 * start ~200 KB of JavaScript alongside the stylesheet and run it before the first paint. Instead, an inline script
 * starts the app once the first contentful paint is on screen (a frame later is not enough: the browser may not
 * have shown it yet), in steps short enough to leave it responsive: it adds the module preloads (the entry's chunks)
 * a few per task, then evaluates the start-up chunks one per task, then the entry. In a
 * hidden tab, which paints nothing and whose timers are throttled, it does it all at once. The script is hashed into
 * the CSP.
 */
function paintFirst(): Plugin {
  return {
    name: "echoes:paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry || !bundle) return html;
        let out = html;
        for (const preload of html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)) {
          out = out.replace(preload[0], "");
        }
        const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
        const chunkFile = (name: string) => chunks.find((chunk) => chunk.name === name)?.fileName;
        // What the entry imports, directly or not.
        const entryChunk = chunks.find((chunk) => `/${chunk.fileName}` === entry[1]);
        const imported = new Set<string>();
        const follow = (fileName: string) => {
          for (const next of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            if (!imported.has(next)) {
              imported.add(next);
              follow(next);
            }
          }
        };
        if (entryChunk) follow(entryChunk.fileName);
        const hrefs = [...imported].map((file) => `/${file}`);
        const stages = [...START_STAGES.flatMap((name) => chunkFile(name) ?? []).map((file) => `/${file}`), entry[1]];
        const boot = `(() => {
  const preloads = ${JSON.stringify(hrefs)};
  const stages = ${JSON.stringify(stages)};
  const visible = document.visibilityState === "visible";
  const next = (step) => (visible ? setTimeout(step) : step());
  // Should the app fail to load, the page stops holding input for it (index.html).
  const release = () => {
    const early = window.__echoesEarlyInput;
    early?.take();
    early?.clear();
  };
  const run = () => import(stages.shift()).then(() => stages.length > 0 && next(run), release);
  const preload = () => {
    for (const href of preloads.splice(0, 4)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    next(preloads.length > 0 ? preload : run);
  };
  if (!visible) return preload();
  let started = false;
  const begin = () => {
    if (!started) setTimeout(preload);
    started = true;
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(begin);
  // Once the first contentful paint is on screen; a page that shows no text starts a while after it has loaded.
  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length > 0 && begin())
    .observe({ type: "paint", buffered: true });
  addEventListener("load", () => setTimeout(begin, 3000), { once: true });
})();`;
        return out.replace(entry[0], `<script>${boot}</script>`);
      },
    },
  };
}

/**
 * The service worker (src/client/service-worker/sw.ts, docs/product/offline.md), built into /sw.js with the list of
 * files to precache: the shell every page needs offline. The admin's charts are left out (admins only, and the
 * largest file); index.html is the template the worker makes its app shell from. The manifest is the server's
 * (src/contracts/offline.ts) and the page registers the worker itself, after start-up (features/offline).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "src/client/service-worker",
    filename: "sw.ts",
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: [
        "index.html",
        "offline.html",
        "offline.js",
        "assets/*.{js,css,woff2}",
        "icons/*.png",
        "favicon.svg",
        "backgrounds/**/*.svg",
      ],
      globIgnores: ["assets/insight-charts-*"],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: "src/client/public",
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the router's store needs no shim for older Reacts (~0.3 kB at start).
      "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector",
    },
  },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/client/app/routes",
      generatedRouteTree: "src/client/routeTree.gen.ts",
      addExtensions: true,
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    classGroups(root),
    lucideIcons(),
    stylesheetFirst(),
    paintFirst(),
    pureContracts(),
    start.plugin,
    ...(isSsrBuild ? [] : serviceWorker()),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __COMMIT_HASH__: JSON.stringify(commitHash() || "unknown"),
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
  },
  // `vite build` makes the browser's bundle; `vite build --ssr` the server's renderer (src/client/entry-server.tsx).
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        // Lazy pieces' imports are found as they load, not listed in the start-up code (~2 kB gzipped at start);
        // the likely ones are loaded when the page is idle (app/idle-preloads.ts).
        modulePreload: false,
        rolldownOptions: {
          // The shared contracts only declare (constants, messages, schemas marked pure by pureContracts): a page
          // that imports one constant of a module need not run the rest of it, nor the modules it imports.
          treeshake: { moduleSideEffects: (id: string) => !CONTRACTS_MODULE.test(id) },
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: "startup",
                  test: (id: string) => STARTUP_PACKAGES.test(id) && !LAZY_ONLY.test(id),
                  priority: 30,
                },
                { name: "router", test: ROUTER_PACKAGES, priority: 25 },
                { name: "overlays", test: OVERLAYS, priority: 22 },
                // The project's own start-up code in one file: what the entry imports, what public pages load at start
                // beyond it, the icons they draw (and the component drawing them), and the id pattern the start-up
                // contracts share. Apart, they compressed less well, and each was a request.
                {
                  name: "app",
                  test: (id: string) =>
                    start.inApp(id) ||
                    start.inPage(id) ||
                    start.inIcons(id) ||
                    SHARED_CONTRACTS.test(id) ||
                    /src[\\/]client[\\/]lib[\\/]lucide-icon\.ts$/.test(id),
                  priority: 20,
                },
                // The other icons, for the lazy pieces that draw them: one file, not a request per icon.
                { name: "more-icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, priority: 19 },
                // The names of languages, for whatever names one (a quote page's versions, the Language filter, the
                // forms): a file of their own, so that naming a language does not load the quote page's code.
                {
                  name: "language-names",
                  test: /src[\\/](contracts[\\/]language-names|client[\\/]lib[\\/]language-label)\.ts$/,
                  priority: 10,
                },
                { name: "home", test: start.inRoute("home"), priority: 9 },
                { name: "quote", test: start.inRoute("quote"), priority: 9 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: true },
    },
  },
}));
