import { chromium } from "playwright-core";
const base = "http://localhost:3111";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [w, h] of [[1280, 800], [375, 700]]) {
  for (const p of process.argv.slice(2)) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ v: e.value, src: e.sources?.map((s) => s.node?.outerHTML?.slice(0, 120)) }); }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__shifts);
    console.log(w, p, "CLS", shifts.reduce((a, s) => a + s.v, 0).toFixed(4), JSON.stringify(shifts).slice(0, 800));
    await ctx.close();
  }
}
await browser.close();
