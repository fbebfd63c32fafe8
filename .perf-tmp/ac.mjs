import autocannon from "autocannon";
const [url, dur = "3", html = "0"] = process.argv.slice(2);
const headers = html === "1" ? { accept: "text/html", "accept-encoding": "br, gzip" } : {};
await autocannon({ url, connections: 10, duration: 1, headers });
const r = await autocannon({ url, connections: 10, duration: +dur, headers });
console.log(url, html, Math.round(r.requests.average), "req/s p99", r.latency.p99, "bytes/req", Math.round(r.throughput.average / r.requests.average), "non2xx", r.non2xx);
