/**
 * The first interaction, as a visitor makes it: starts the built server (demo content) and, in Chromium under
 * 4× and 1× CPU slowdown, acts on each primary control of the home page and a quote page the moment it is
 * painted — no readiness marker is awaited — on a fresh load each time (tests/e2e/primary-controls.ts).
 * Prints per control how many of the loads lost the interaction (no effect within 10 s), and the time from the
 * first pointer or key event to the effect, by the page's own clock. Then, from loads without input, the time
 * from the first contentful paint to the app having taken the page over.
 *
 *   npm run bench:first-click [-- --loads 5 --rates 4,1 --control Search]
 */
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { INPUT_CLOCK, PRIMARY_CONTROLS, type PrimaryControl } from "#tests/e2e/primary-controls.ts";
import { startBuiltServer } from "./built-server.ts";

const { values: args } = parseArgs({
  options: {
    loads: { type: "string", default: "5" },
    rates: { type: "string", default: "4,1" },
    // One control by name, e.g. --control Search
    control: { type: "string" },
  },
});
const CONTROLS = PRIMARY_CONTROLS.filter((control) => !args.control || control.name === args.control);
const LOADS = Number(args.loads);
const RATES = args.rates.split(",").map(Number);
const EFFECT_TIMEOUT_MS = 10_000;

/** A returning visitor's privacy choice, so that the first-visit banner does not cover the controls. */
const STORED_CONSENT = `localStorage.setItem("privacy_consent", JSON.stringify({
  necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString(), version: "1.0" }));`;

async function openThrottled(browser: Browser, rate: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  await context.addInitScript(STORED_CONSENT);
  await context.addInitScript(INPUT_CLOCK);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (process.env.BENCH_DEBUG) page.on("pageerror", (error) => console.error("page error:", error.message));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return { context, page };
}

/** Milliseconds from the first input to the effect, or null when the effect never showed (the input was lost). */
async function firstClick(browser: Browser, rate: number, url: string, control: PrimaryControl) {
  const { context, page } = await openThrottled(browser, rate);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await control.act(page);
    const effectAt = await page
      .waitForFunction(control.effect, undefined, { polling: "raf", timeout: EFFECT_TIMEOUT_MS })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch((error: unknown) => {
        if (process.env.BENCH_DEBUG) console.error(control.name, error, page.url());
        return null;
      });
    if (effectAt === null) return null;
    const inputAt = Number(await page.evaluate(() => sessionStorage.getItem("bench-first-input")));
    return effectAt - inputAt;
  } finally {
    await context.close();
  }
}

/** First contentful paint, and the app taking the page over, in ms from navigation. */
async function paintToInteractive(browser: Browser, rate: number, url: string) {
  const { context, page } = await openThrottled(browser, rate);
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __benchHydratedAt?: number }).__benchHydratedAt, undefined, {
      timeout: 30_000,
    });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      interactive:
        ((window as { __benchHydratedAt?: number }).__benchHydratedAt ?? Number.NaN) - performance.timeOrigin,
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

async function main() {
  const server = await startBuiltServer("first-click");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const pages = { home: `${server.baseUrl}/`, quote: `${server.baseUrl}/quote/${await server.quoteSlug()}` };
  const clickRows: string[] = [];
  const startRows: string[] = [];
  try {
    for (const rate of RATES) {
      let lostTotal = 0;
      const allTimes: number[] = [];
      for (const control of CONTROLS) {
        const times: number[] = [];
        for (let load = 0; load < LOADS; load++) {
          const time = await firstClick(browser, rate, pages[control.page], control);
          if (time === null) lostTotal++;
          else times.push(time);
        }
        allTimes.push(...times);
        const row = `| ${rate}× | ${control.page} | ${control.name} | ${LOADS - times.length} of ${LOADS} | ${ms(median(times))} | ${ms(Math.max(...times))} |`;
        clickRows.push(row);
        console.log(row);
      }
      const total = `| ${rate}× | all | ${CONTROLS.length} controls | ${lostTotal} of ${CONTROLS.length * LOADS} | ${ms(median(allTimes))} | ${ms(Math.max(...allTimes))} |`;
      clickRows.push(total);
      console.log(total);
      for (const [name, url] of Object.entries(pages)) {
        const runs = [];
        for (let load = 0; load < LOADS; load++) runs.push(await paintToInteractive(browser, rate, url));
        const fcp = median(runs.map((r) => r.fcp));
        const interactive = median(runs.map((r) => r.interactive));
        const gaps = runs.map((r) => r.interactive - r.fcp);
        const row = `| ${rate}× | ${name} | ${ms(fcp)} | ${ms(interactive)} | ${ms(median(gaps))} | ${ms(Math.max(...gaps))} |`;
        startRows.push(row);
        console.log(row);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }

  console.log(`\nChromium from Debian, ${LOADS} fresh loads per control and rate; input at first paint\n`);
  console.log("| CPU | page | control | lost | click → effect, median | max |");
  console.log("|---|---|---|---:|---:|---:|");
  for (const row of clickRows) console.log(row);
  console.log("\n| CPU | page | first contentful paint | interactive | paint → interactive, median | max |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const row of startRows) console.log(row);
}

await main();
