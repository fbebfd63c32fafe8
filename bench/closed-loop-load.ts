import http from "node:http";

/** What the benches that time a list under a background job share: plain requests and readers in a closed loop. */

export function request(
  agent: http.Agent,
  port: number,
  method: string,
  url: string,
  options: { token?: string; body?: object } = {},
): Promise<{ status: number; body: string }> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Readers in a closed loop, each request's start and duration recorded, until `stop()`. */
export function readLoad(port: number, url: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: { start: number; ms: number }[] = [];
  let errors = 0;
  let running = true;
  const workers = Array.from({ length: connections }, async () => {
    while (running) {
      const start = performance.now();
      try {
        if ((await request(agent, port, "GET", url)).status !== 200) errors++;
      } catch {
        errors++;
      }
      samples.push({ start, ms: performance.now() - start });
    }
  });
  return {
    samples,
    errors: () => errors,
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The requests that started in [from, to): how many, per second, and their p50 and p99 in ms. */
export function windowStats(samples: { start: number; ms: number }[], from: number, to: number) {
  const inside = samples.filter((s) => s.start >= from && s.start < to).map((s) => s.ms);
  inside.sort((a, b) => a - b);
  return {
    count: inside.length,
    rps: inside.length / ((to - from) / 1000),
    p50: percentile(inside, 50),
    p99: percentile(inside, 99),
  };
}
