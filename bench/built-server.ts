import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startNodeFlags } from "./start-flags.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  /** A published quote's slug, for its page. */
  quoteSlug(): Promise<string>;
  stop(): void;
}

/**
 * The built app, started as `npm start` starts it (package.json) on a fresh data directory with the demo
 * content; it is built first if it is not.
 */
export async function startBuiltServer(name: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `echoes-${name}-`));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...startNodeFlags(), path.join(root, "dist/node/main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        return {
          baseUrl,
          stop,
          async quoteSlug() {
            const list = (await (await fetch(`${baseUrl}/api/quotes?limit=1`)).json()) as {
              quotes: { url_slug: string }[];
            };
            const slug = list.quotes[0]?.url_slug;
            if (!slug) throw new Error("no quotes to open");
            return slug;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error("the server was not healthy within 120 s");
}
