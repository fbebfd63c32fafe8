import { chromium } from "playwright-core";
const url = process.argv[2];
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
// inclusive time per function name (counted once per sample)
const incl = new Map(), selfm = new Map();
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  const seen = new Set();
  let n = byId.get(id);
  const sk = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}`;
  selfm.set(sk, (selfm.get(sk) || 0) + dt);
  while (n) { const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt); } n = byId.get(parent.get(n.id)); }
});
console.log("INCLUSIVE");
[...incl.entries()].filter(([k])=>!k.startsWith("(root)")&&!k.startsWith("(idle)")).sort((a,b)=>b[1]-a[1]).slice(0,45).forEach(([k,v])=>console.log((v/1000).toFixed(0)+"ms", k));
console.log("SELF");
[...selfm.entries()].sort((a,b)=>b[1]-a[1]).slice(0,30).forEach(([k,v])=>console.log((v/1000).toFixed(0)+"ms", k));
await browser.close();
