/**
 * First-load JavaScript (docs/performance.md: ≤ 150 kB gzipped before the page is interactive), measured two ways on the
 * built client:
 *
 * - **In Chromium**: the real server on a fresh data dir, the home page and a quote page loaded in Debian's
 *   Chromium; every script whose request started before `<html data-hydrated>` appeared (React has taken the page
 *   over), with its gzipped size (zlib, as `vite build` reports it) and the bytes the server sent.
 * - **From the boot script** in dist/client/index.html: its `preloads` and `stages`, and what those chunks import
 *   statically. A page's route may add more; the browser's figure is the one that counts.
 *
 * Scripts requested after hydration (idle-time preloads, lazy pieces) are listed apart: they are not first load.
 *
 *   npm run bench:first-load [-- --static] [-- --json out.json]
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startBuiltServer } from "../bench/built-server.ts";

const { values: args } = parseArgs({
  options: { static: { type: "boolean", default: false }, json: { type: "string" } },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "dist", "client");
const BUDGET_KB = 150;

/** kB as `vite build` prints them (1,000 bytes): the stricter reading of the budget. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipCache = new Map<string, number>();
/** The gzipped size of a built file, by its URL path (`/assets/…`). */
function gzipped(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(clientDir, urlPath))).length;
    gzipCache.set(urlPath, size);
  }
  return size;
}
/** `startup-AVIFZN3h.js` → `startup`. */
const chunkName = (urlPath: string) => path.basename(urlPath).replace(/-[\w-]{8}\.js$/, "");

/** The boot script's lists (vite.config.ts, paintFirst), with the static imports of those chunks. */
function bootSet(): string[] {
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const list = (name: string) =>
    JSON.parse(new RegExp(`const ${name} = (\\[[^\\]]*\\]);`).exec(html)?.[1] ?? "[]") as string[];
  const seen = new Set<string>();
  const stack: string[] = [...list("preloads"), ...list("stages")];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, file), "utf8");
    // Rolldown's static imports: `import{…}from"./x.js"` and `import"./x.js"` (dynamic ones are `import("…")`).
    for (const match of code.matchAll(/\bimport\s*(?:[\w${},\s*]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      stack.push(path.posix.join(path.posix.dirname(file), match[1] as string));
    }
  }
  return [...seen];
}

interface Script {
  file: string;
  gzip: number;
  transferred: number;
}
interface PageLoad {
  page: string;
  before: Script[];
  after: Script[];
}

async function measure(base: string, pages: [string, string][]): Promise<PageLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const loads: PageLoad[] = [];
  try {
    for (const [name, url] of pages) {
      // A first visit: a fresh context, so nothing is cached.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Before the document exists: the attribute is watched on whatever <html> the parser makes.
        new MutationObserver((_records, observer) => {
          if (document.documentElement?.hasAttribute("data-hydrated")) {
            (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
      });
      await page.goto(`${base}${url}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      // Idle-time preloads start a while after hydration.
      await page.waitForTimeout(2500);
      await page.waitForLoadState("networkidle");
      const entries = await page.evaluate(() => ({
        hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
        scripts: performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            start: entry.startTime,
            transferred: entry.encodedBodySize,
          })),
      }));
      const load: PageLoad = { page: name, before: [], after: [] };
      const seen = new Set<string>();
      for (const script of entries.scripts) {
        if (seen.has(script.path)) continue;
        seen.add(script.path);
        const row = { file: script.path, gzip: gzipped(script.path), transferred: script.transferred };
        (script.start < entries.hydratedAt ? load.before : load.after).push(row);
      }
      loads.push(load);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return loads;
}

function printTable(title: string, scripts: Script[], withTransfer: boolean) {
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0);
  console.log(`\n${title}: ${kb(total)} kB gzipped in ${scripts.length} files (budget ${BUDGET_KB} kB)`);
  console.log(withTransfer ? "| file | gzip kB | sent kB |\n|---|---:|---:|" : "| file | gzip kB |\n|---|---:|");
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    const cells = [chunkName(s.file), kb(s.gzip), ...(withTransfer ? [kb(s.transferred)] : [])];
    console.log(`| ${cells.join(" | ")} |`);
  }
  console.log(`| **total** | **${kb(total)}** |${withTransfer ? ` **${kb(transferred)}** |` : ""}`);
}

async function main() {
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const boot = bootSet().map((file) => ({ file, gzip: gzipped(file), transferred: 0 }));
  printTable("Boot script (preloads, stages and their static imports)", boot, false);
  const result: { boot: Script[]; pages: PageLoad[] } = { boot, pages: [] };

  if (!args.static) {
    // The embedded database, whatever the caller's environment says (as tests/e2e/run.mjs).
    const server = await startBuiltServer("first-load", { DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "" });
    try {
      const slug = await server.quoteSlug();
      result.pages = await measure(server.baseUrl, [
        ["home /", "/"],
        ["quote page", `/quote/${slug}`],
      ]);
    } finally {
      server.stop();
    }
    for (const load of result.pages) {
      printTable(`${load.page}, before <html data-hydrated>`, load.before, true);
      if (load.after.length > 0) {
        const after = load.after.reduce((sum, s) => sum + s.gzip, 0);
        console.log(
          `  after hydration (idle preloads, lazy parts): ${kb(after)} kB in ${load.after.length} files: ` +
            load.after.map((s) => chunkName(s.file)).join(", "),
        );
      }
    }
    const worst = Math.max(...result.pages.map((p) => p.before.reduce((sum, s) => sum + s.gzip, 0)));
    console.log(`\nLargest first load: ${kb(worst)} kB gzipped (budget ${BUDGET_KB} kB)`);
  }
  if (args.json) fs.writeFileSync(args.json, JSON.stringify(result, null, 2));
}

await main();
