/**
 * First load as Lighthouse sees it (DESIGN.md §9): builds the client if needed, starts the real server on a
 * fresh data dir (demo quotes seeded), and runs Lighthouse in Debian's Chromium on the home page and a quote
 * page with the mobile (default) and desktop profiles. Prints the four category scores, LCP, TBT and CLS.
 *
 *   npm run bench:lighthouse [-- --runs 1]
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startNodeFlags } from "./start-flags.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // Started as `npm start` starts it (package.json).
  const child = spawn(process.execPath, [...startNodeFlags(), path.join(root, "dist/node/main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server was not healthy within 120 s");
}

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
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-lighthouse-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
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
    const base = `http://127.0.0.1:${port}`;
    const list = (await (await fetch(`${base}/api/quotes?limit=1`)).json()) as { quotes: { url_slug: string }[] };
    const slug = list.quotes[0]?.url_slug;
    if (!slug) throw new Error("no quotes to open");
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
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
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
