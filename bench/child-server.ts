import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { startNodeFlags } from "./start-flags.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const compiledDir = path.join(root, "dist", "node");

/**
 * `script` compiled as `npm start` runs the server (scripts/build-server.mjs): one bundle beside the compiled
 * server in dist/node, whose migrations, seed data and workers it then finds as the server does.
 */
function compile(script: string): string {
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const outfile = path.join(compiledDir, `bench-${path.basename(script, path.extname(script))}.js`);
  buildSync({
    absWorkingDir: root,
    entryPoints: [script],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

/**
 * Starts `script` again in a child process in `mode` (its own server, printing `READY <port>` once it listens),
 * compiled and with the Node flags `npm start` runs the server with (package.json), so its speed and memory are
 * the served app's. With `BENCH_CPU_PROF_DIR` set, the server writes a V8 CPU profile there when it
 * stops (sampling every `BENCH_CPU_PROF_INTERVAL` µs, default 1000).
 */
export function startChildServer(script: string, mode: string, env: Record<string, string>) {
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? [
        "--cpu-prof",
        `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`,
        `--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL ?? 1000}`,
      ]
    : [];
  const child = spawn(process.execPath, [...startNodeFlags(), ...profile, compile(script), mode], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

export function stopChildServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Child mode (`startChildServer`'s other end): the real app on 127.0.0.1, configured by the environment. */
export async function serveApp() {
  const app = await buildApp(loadConfig());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}
