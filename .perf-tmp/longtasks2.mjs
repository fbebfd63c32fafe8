import { chromium } from "playwright-core";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading", transferMode: "ReturnAsStream" });
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(4000);
const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
await cdp.send("Tracing.end");
const { stream } = await done;
let data = ""; for (;;) { const c = await cdp.send("IO.read", { handle: stream }); data += c.data; if (c.eof) break; }
const events = JSON.parse(data).traceEvents ?? JSON.parse(data);
const main = events.filter(e => e.name === "RunTask" && e.dur > 50000 / 1);
// find renderer main thread: thread with most RunTask
const tids = {}; for (const e of events) if (e.name==="RunTask") tids[e.tid]=(tids[e.tid]||0)+(e.dur||0);
const tid = Object.entries(tids).sort((a,b)=>b[1]-a[1])[0][0];
const tasks = events.filter(e => e.name==="RunTask" && String(e.tid)===tid && e.dur>30000).sort((a,b)=>a.ts-b.ts);
const t0 = events.find(e=>e.name==="navigationStart"||e.name==="TracingStartedInBrowser")?.ts ?? tasks[0].ts;
for (const t of tasks) {
  const kids = events.filter(e => String(e.tid)===tid && e.ts>=t.ts && e.ts<t.ts+t.dur && e.ph==="X" && e.name!=="RunTask" && e.dur>3000);
  const byName = {}; for (const k of kids) { const key = k.name + (k.args?.data?.url ? " "+k.args.data.url.split("/").pop() : "") + (k.args?.data?.functionName? " "+k.args.data.functionName:""); byName[key]=(byName[key]||0)+k.dur; }
  console.log(`task @${Math.round((t.ts-t0)/1000)}ms ${Math.round(t.dur/1000)}ms:`, Object.entries(byName).sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k}=${Math.round(v/1000)}`).join(" | "));
}
await browser.close();
