import fs from "node:fs";
const profile = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), incl = new Map(); let total = 0;
const times = []; let acc = 0; for (const d of profile.timeDeltas) { acc += d; times.push(acc); }
const endT = acc, windowUs = Number(process.argv[4] ?? 0) * 1e6;
profile.samples.forEach((id, i) => {
  if (windowUs && times[i] < endT - windowUs) return;
  const dt = profile.timeDeltas[i] ?? 0; total += dt;
  let n = byId.get(id); const f = n.callFrame;
  const sk = `${f.functionName || "(anon)"} ${f.url.replace(/.*node_modules\//, "nm/").replace(/.*\/work\/main\//, "")}:${f.lineNumber}`;
  self.set(sk, (self.get(sk) || 0) + dt);
  const seen = new Set();
  while (n) { const c = n.callFrame; const k = `${c.functionName || "(anon)"} ${c.url.replace(/.*node_modules\//, "nm/").replace(/.*\/work\/main\//, "")}:${c.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt); } n = byId.get(parent.get(n.id)); }
});
const pct = (v) => ((v / total) * 100).toFixed(1) + "%";
console.log("SELF"); [...self].sort((a, b) => b[1] - a[1]).slice(0, +(process.argv[3] ?? 25)).forEach(([k, v]) => console.log(pct(v), k));
console.log("INCL"); [...incl].sort((a, b) => b[1] - a[1]).slice(0, +(process.argv[3] ?? 25)).forEach(([k, v]) => console.log(pct(v), k));
