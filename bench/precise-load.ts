/**
 * A closed-loop HTTP load with microsecond latency resolution. autocannon records whole milliseconds, so a
 * p99 of 1.4 ms and one of 1.6 ms both print as 1 or 2; comparisons of sub-millisecond paths need this.
 */
import http from "node:http";

export interface PreciseResult {
  rps: number;
  /** Milliseconds, fractional. */
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `connections` keep-alive connections each send GET `url` back to back for `seconds`; with `rate`, the
 * connections share that many requests per second instead (open loop), and each latency counts from the moment
 * its request was due, so a stalled server is not hidden by requests it delayed being sent later.
 */
export async function preciseLoad(
  url: string,
  connections: number,
  seconds: number,
  rate?: number,
): Promise<PreciseResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const one = (due?: bigint) =>
    new Promise<void>((resolve) => {
      const started = due ?? process.hrtime.bigint();
      const req = http.get(url, { agent }, (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (res.statusCode !== 200) errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const origin = process.hrtime.bigint();
  const loop = async (connection: number) => {
    if (!rate) {
      while (performance.now() < until) await one();
      return;
    }
    // Connection c sends requests c, c + connections, c + 2·connections, … of the schedule.
    const intervalNs = (1e9 * connections) / rate;
    for (let k = 0; performance.now() < until; k++) {
      const due = origin + BigInt(Math.round((connection * 1e9) / rate + k * intervalNs));
      const late = process.hrtime.bigint() > due; // still waiting for the previous answer when this one was due
      const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      // Timer slack of this process is not the server's: count from the send unless the server made us late.
      await one(late ? due : undefined);
    }
  };
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection)));
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { rps: Math.round(latencies.length / elapsed), p50: round(at(0.5)), p99: round(at(0.99)), errors };
}
