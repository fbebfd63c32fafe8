import { chromium } from "playwright-core";
const [url, rootFn] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(4000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  const chain = []; let n = byId.get(id);
  while (n) { chain.push(n); n = byId.get(parent.get(n.id)); }
  if (!chain.some((c) => c.callFrame.functionName === rootFn)) return;
  const seen = new Set();
  for (const c of chain) { const f=c.callFrame; if (!/^[A-Z]/.test(f.functionName)) continue; const k = `${f.functionName} ${f.url.split("/").pop()}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt); } }
});
[...incl.entries()].sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log((v/1000).toFixed(0)+"ms", k));
await browser.close();
