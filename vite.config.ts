import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import packageJson from "./package.json" with { type: "json" };
import { pureContracts } from "./scripts/pure-contracts.ts";

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
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-query|query-core)|sonner|clsx|tailwind-merge|class-variance-authority|tslib|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|aria-hidden|@radix-ui[\\/](primitive|react-(context|primitive|slot|compose-refs|presence|portal|focus-scope|focus-guards|dismissable-layer|use-layout-effect|use-effect-event|use-controllable-state|use-callback-ref|use-escape-keydown|id|dialog))|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context))([\\/]|\.js)/;

const CONTRACTS_MODULE = /[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

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
 * Paint first, then start the app. The server sends the whole page; Vite's entry script and module preloads would
 * start ~200 KB of JavaScript alongside the stylesheet and run it before the first paint. Instead, an inline script
 * adds the preloads and imports the entry once the browser has painted (at once in a hidden tab, which paints
 * nothing): the text shows sooner, and hydration starts right after. The script is hashed into the CSP.
 */
function paintFirst(): Plugin {
  return {
    name: "echoes:paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) return html;
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        let out = html;
        for (const preload of preloads) out = out.replace(preload[0], "");
        const start =
          `for (const href of ${JSON.stringify(preloads.map((p) => p[1]))}) {` +
          ` const link = document.createElement("link"); link.rel = "modulepreload"; link.crossOrigin = "";` +
          ` link.href = href; document.head.append(link); }` +
          ` import(${JSON.stringify(entry[1])});`;
        const boot =
          `<script>(() => { const start = () => { ${start} };` +
          ` if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start)); else start(); })();</script>`;
        return out.replace(entry[0], boot);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: "src/client/public",
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
    stylesheetFirst(),
    paintFirst(),
    pureContracts(),
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
        rolldownOptions: {
          // The shared contracts only declare (constants, messages, schemas marked pure by pureContracts): a page
          // that imports one constant of a module need not run the rest of it, nor the modules it imports.
          treeshake: { moduleSideEffects: (id: string) => !CONTRACTS_MODULE.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: "startup", test: STARTUP_PACKAGES },
                // Every icon in one small file rather than one request per icon.
                { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
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
