import { chromium } from "playwright-core";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
});
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(4000);
const { profile } = await cdp.send("Profiler.stop");
const lt = await page.evaluate(() => window.__lt);
const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime);
console.log("FCP", Math.round(fcp), "long tasks", JSON.stringify(lt), "TBT~", lt.filter(([s])=>s>=fcp).reduce((a,[,d])=>a+Math.max(0,d-50),0));
// self time by function
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dts = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName||"(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`; self.set(key, (self.get(key)||0) + (dts[i+1]||0)); });
[...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(1)+"ms", k));
await browser.close();
