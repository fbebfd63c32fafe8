/**
 * First load as Lighthouse sees it (docs/performance.md): builds the client if needed, starts the real server on a
 * fresh data dir (demo quotes seeded), and runs Lighthouse in Debian's Chromium on the home page and a quote
 * page with the mobile (default) and desktop profiles. Prints the four category scores, LCP, TBT and CLS.
 *
 *   npm run bench:lighthouse [-- --runs 1]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startBuiltServer } from "./built-server.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

interface Row {
  page: string;
  profile: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What the largest contentful paint painted (a CSS selector and a snippet of it). */
  lcpElement: string;
}

const score = (result: RunnerResult, id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
const audit = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

/** The node of the LCP element audit (its first table's first row), as selector and snippet. */
function lcpElement(result: RunnerResult): string {
  const details = result.lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"} ${(node.snippet ?? "").slice(0, 80)}` : "unknown";
}

/** The median run by performance score. */
function median(rows: Row[]): Row {
  return [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)] as Row;
}

async function main() {
  const server = await startBuiltServer("lighthouse");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const rows: Row[] = [];
  try {
    const base = server.baseUrl;
    const slug = await server.quoteSlug();
    const pages = [
      ["home", `${base}/`],
      ["quote page", `${base}/quote/${slug}`],
    ] as const;
    const profiles: [string, Config | undefined][] = [
      ["mobile", undefined],
      ["desktop", desktopConfig],
    ];
    for (const [page, url] of pages) {
      for (const [profile, config] of profiles) {
        const runs: Row[] = [];
        for (let i = 0; i < Number(args.runs); i++) {
          const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }, config);
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          runs.push({
            page,
            profile,
            performance: score(result, "performance"),
            accessibility: score(result, "accessibility"),
            bestPractices: score(result, "best-practices"),
            seo: score(result, "seo"),
            lcp: audit(result, "largest-contentful-paint"),
            tbt: audit(result, "total-blocking-time"),
            cls: audit(result, "cumulative-layout-shift"),
            lcpElement: lcpElement(result),
          });
        }
        const row = median(runs);
        rows.push(row);
        console.log(
          `  ${page} (${profile}): performance ${row.performance}, LCP ${Math.round(row.lcp)} ms (${row.lcpElement})`,
        );
      }
    }
  } finally {
    chrome.kill();
    server.stop();
  }

  console.log(`\nLighthouse ${lighthouseVersion()}, Chromium from Debian, median of ${args.runs} run(s) per row\n`);
  console.log("| page | profile | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.profile} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    );
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

await main();
