/**
 * Interaction to next paint of the primary controls once a page is interactive (docs/performance.md): builds the client
 * if needed, starts the real server on a fresh data dir (demo quotes seeded) and drives Debian's Chromium at 4× and
 * 1× CPU slowdown. For each control, each sample loads the page afresh, waits until it has hydrated and gone idle,
 * then interacts once (typing: one interaction per key; a click after the pointer has rested on the control for
 * 150 ms, as a person's would). The interaction's duration is the Event Timing API's — the longest `duration` among
 * the entries of that interaction (pointerdown, pointerup, click; keydown, keyup), from the input to the next paint.
 * Controls that open a dialog or an overlay also report when its content was first
 * laid out on screen, from the pointer going down. Two reference figures come from the same run: a click on plain
 * text (no handler) and a bare requestAnimationFrame round trip.
 *
 *   npm run bench:interactions [-- --samples 3] [-- --rates 4,1] [-- --only theme] [-- --base http://127.0.0.1:3000]
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { startBuiltServer, type BuiltServer } from "./built-server.ts";

const { values: args } = parseArgs({
  options: {
    samples: { type: "string", default: "3" },
    rates: { type: "string", default: "4,1" },
    only: { type: "string" },
    base: { type: "string" },
  },
});
const SAMPLES = Math.max(1, Number(args.samples));
const RATES = (args.rates ?? "4,1").split(",").map(Number);

/** tsx compiles the functions handed to the page with esbuild's keepNames, which calls a `__name` helper. */
const NAME_HELPER = "globalThis.__name = (fn) => fn;";

/** Installed before any of the page's scripts: collects Event Timing entries and the last pointerdown's time. */
const PAGE_PROBE = `
  window.__bench = { entries: [], pointerDownAt: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__bench.entries.push({
        name: e.name, startTime: e.startTime, duration: e.duration, interactionId: e.interactionId,
        processingStart: e.processingStart, processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  addEventListener("pointerdown", (e) => { window.__bench.pointerDownAt = e.timeStamp; }, { capture: true });
`;

interface Control {
  name: string;
  page: "home" | "quote";
  /** Stored before the page loads (local storage), e.g. a chosen theme. */
  storage?: Record<string, string>;
  /** Performs the interaction(s). */
  act: (page: Page) => Promise<void>;
  /** Resolves once the interaction's effect is on the page. */
  effect: string;
  /** A dialog or overlay: the selector whose first visible frame is reported. */
  opens?: string;
}

/** As a person clicks: the pointer rests on the control for a moment (hover effects, preloading), then presses. */
async function press(page: Page, control: Locator) {
  await control.hover();
  await page.waitForTimeout(150);
  await control.click();
}

const click = (selector: string) => async (page: Page) => press(page, page.locator(selector).first());

const CONTROLS: Control[] = [
  {
    name: "reference: click on plain text",
    page: "home",
    act: click("main h1"),
    effect: "main h1",
  },
  {
    name: "theme toggle (light → dark)",
    page: "home",
    act: click("[data-testid=theme-toggle]"),
    effect: "html.dark",
  },
  {
    name: "theme toggle (dark → light)",
    page: "home",
    storage: { theme: "dark" },
    act: click("[data-testid=theme-toggle]"),
    effect: "html:not(.dark)",
  },
  {
    name: "Sign In",
    page: "home",
    act: async (page) => press(page, page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })),
    effect: "[role=dialog]",
    opens: "[role=dialog] h2",
  },
  {
    name: "Submit Quote",
    page: "home",
    act: click("[data-testid=submit-quote-button]"),
    effect: "[role=dialog]",
    opens: "[role=dialog] h2",
  },
  {
    name: "Inspire",
    page: "home",
    act: click("[data-testid=inspire-button]"),
    effect: "[data-testid=inspire-button][aria-pressed=true]",
    opens: "[data-testid=inspire-full]",
  },
  {
    name: "search box (per key, 'love')",
    page: "home",
    act: async (page) => {
      const box = page.locator("#quote-search");
      await box.focus();
      await page.waitForTimeout(300);
      await box.pressSequentially("love", { delay: 250 });
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>("#quote-search")?.value === "love");
    },
    effect: "#quote-search",
  },
  {
    name: "view toggle (grid → list)",
    page: "home",
    act: click('[title="View: List"]'),
    effect: '[title="View: List"]:is([aria-pressed=true], [aria-current], [data-active], [data-status=active])',
  },
  {
    name: "quote page: Share",
    page: "quote",
    act: async (page) => press(page, page.getByRole("main").getByRole("button", { name: "Share quote" }).first()),
    effect: "[role=dialog]",
    opens: "[role=dialog] h2",
  },
  {
    name: "quote page: Like (anonymous)",
    page: "quote",
    act: click("main [data-reaction=like]"),
    effect: "[role=dialog]",
    opens: "[role=dialog] h2",
  },
];

interface Sample {
  /** The longest interaction's duration (ms); null when every entry stayed under the 16 ms threshold. */
  duration: number | null;
  /** Of the longest entry: input delay, handlers, and the rest until the paint (ms). */
  delay: number | null;
  processing: number | null;
  presentation: number | null;
  /** From pointerdown to the first frame with the dialog's content laid out (ms). */
  visible: number | null;
}

async function waitUntilIdle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
  // Idle: three idle callbacks in a row, each with (nearly) a whole idle period to spare.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        const deadline = performance.now() + 15_000;
        const check = (deadlineInfo: IdleDeadline) => {
          quiet = deadlineInfo.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= 3 || performance.now() > deadline) resolve();
          else requestIdleCallback(check, { timeout: 1000 });
        };
        requestIdleCallback(check, { timeout: 1000 });
      }),
  );
}

/** Polls every animation frame for a visible match of `selector`; resolves with that frame's time (or null). */
function watchVisible(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const w = window as unknown as { __bench: { visibleAt: number | null } };
    w.__bench.visibleAt = null;
    const deadline = performance.now() + 30_000;
    const tick = (now: number) => {
      const el = document.querySelector(sel);
      if (el && el.checkVisibility() && el.getBoundingClientRect().height > 0) w.__bench.visibleAt = now;
      else if (performance.now() < deadline) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
}

async function measure(browser: Browser, base: string, quoteSlug: string, control: Control, rate: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
  try {
    const page = await context.newPage();
    await page.addInitScript(NAME_HELPER);
    await page.addInitScript(PAGE_PROBE);
    if (control.storage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, control.storage);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(control.page === "home" ? `${base}/` : `${base}/quote/${quoteSlug}`, { timeout: 120_000 });
    await waitUntilIdle(page);

    const t0 = await page.evaluate(() => performance.now());
    if (control.opens) await watchVisible(page, control.opens);
    await control.act(page);
    await page.locator(control.effect).first().waitFor({ state: "attached", timeout: 30_000 });
    if (control.opens) {
      await page.waitForFunction(
        () => (window as unknown as { __bench: { visibleAt: number | null } }).__bench.visibleAt !== null,
        undefined,
        { timeout: 30_000 },
      );
    }
    // Entries are reported after the paint that follows the interaction: wait for a few frames and a moment.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        ),
    );
    const result = await page.evaluate((since) => {
      const bench = (
        window as unknown as {
          __bench: {
            entries: {
              name: string;
              startTime: number;
              duration: number;
              interactionId: number;
              processingStart: number;
              processingEnd: number;
            }[];
            pointerDownAt: number | null;
            visibleAt: number | null;
          };
        }
      ).__bench;
      const entries = bench.entries.filter((e) => e.interactionId > 0 && e.startTime >= since);
      let longest = entries[0];
      for (const e of entries) if (longest === undefined || e.duration > longest.duration) longest = e;
      return {
        duration: longest?.duration ?? null,
        delay: longest ? longest.processingStart - longest.startTime : null,
        processing: longest ? longest.processingEnd - longest.processingStart : null,
        presentation: longest ? longest.startTime + longest.duration - longest.processingEnd : null,
        visible: bench.visibleAt != null && bench.pointerDownAt != null ? bench.visibleAt - bench.pointerDownAt : null,
      };
    }, t0);
    return result satisfies Sample;
  } finally {
    await context.close();
  }
}

/** A bare requestAnimationFrame round trip on the idle home page: the frame cadence this run gets. */
async function rafRoundTrip(browser: Browser, base: string, rate: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(NAME_HELPER);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(`${base}/`, { timeout: 120_000 });
    await waitUntilIdle(page);
    return await page.evaluate(async () => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        times.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return times;
    });
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median and max of the samples; "<16" where an interaction stayed under Event Timing's 16 ms threshold. */
function stats(values: (number | null)[]): { median: string; max: string } {
  if (values.length === 0) return { median: "–", max: "–" };
  const floored = values.map((v) => v ?? 0);
  const show = (v: number) => (v === 0 ? "<16" : String(Math.round(v)));
  return { median: show(median(floored)), max: show(Math.max(...floored)) };
}

async function main() {
  let server: BuiltServer | undefined;
  let base = args.base?.replace(/\/+$/, "");
  if (!base) {
    server = await startBuiltServer("interactions", {
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "admin-password-123",
      // Every sample browses from 127.0.0.1 at machine speed.
      RATE_LIMIT_LISTS_PER_MIN: "100000",
      DATABASE_URL: "",
      REDIS_URL: "",
    });
    base = server.baseUrl;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const version = browser.version();
  const rows: { control: string; rate: number; samples: Sample[] }[] = [];
  const raf: Record<number, number[]> = {};
  try {
    const list = (await (await fetch(`${base}/api/quotes?limit=1`)).json()) as { quotes: { url_slug: string }[] };
    const slug = list.quotes[0]?.url_slug;
    if (!slug) throw new Error("no quotes to open");
    const controls = CONTROLS.filter(
      (c) => !args.only || c.name.startsWith("reference") || c.name.toLowerCase().includes(args.only.toLowerCase()),
    );
    for (const rate of RATES) {
      raf[rate] = await rafRoundTrip(browser, base, rate);
      for (const control of controls) {
        const samples: Sample[] = [];
        for (let i = 0; i < SAMPLES; i++) samples.push(await measure(browser, base, slug, control, rate));
        rows.push({ control: control.name, rate, samples });
        const durations = samples.map((s) => (s.duration === null ? "<16" : Math.round(s.duration))).join(", ");
        console.log(`  ${rate}× ${control.name}: ${durations} ms`);
      }
    }
  } finally {
    await browser.close();
    server?.stop();
  }

  console.log(
    `\nInteraction to next paint (Event Timing), ${SAMPLES} fresh load(s) per row, Chromium ${version}, ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)}\n`,
  );
  console.log(
    "| control | CPU | INP median | INP max | delay / handlers / paint (median) | dialog content visible median (max) |",
  );
  console.log("|---|---:|---:|---:|---|---:|");
  for (const rate of RATES) {
    const frames = raf[rate] ?? [];
    console.log(
      `| reference: rAF round trip (2 frames) | ${rate}× | ${Math.round(median(frames))} | ${Math.round(Math.max(...frames))} | | |`,
    );
    for (const row of rows.filter((r) => r.rate === rate)) {
      const inp = stats(row.samples.map((s) => s.duration));
      const parts = (["delay", "processing", "presentation"] as const).map((key) => {
        const values = row.samples.map((s) => s[key]).filter((v): v is number => v !== null);
        return values.length ? String(Math.round(median(values))) : "–";
      });
      const visible = row.samples.map((s) => s.visible).filter((v): v is number => v !== null);
      const shown = visible.length ? `${Math.round(median(visible))} (${Math.round(Math.max(...visible))})` : "";
      console.log(`| ${row.control} | ${rate}× | ${inp.median} | ${inp.max} | ${parts.join(" / ")} | ${shown} |`);
    }
  }
}

await main();
