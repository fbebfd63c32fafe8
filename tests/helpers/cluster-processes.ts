import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Real app processes for the cluster tests: each runs tests/helpers/cluster-child.ts (tsx) with its own env. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const childScript = path.join(root, "tests", "helpers", "cluster-child.ts");

export interface Child {
  process: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts an app process; resolves once it listens (it prints `READY <port>`). */
export function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", childScript], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ process: child, url: `http://127.0.0.1:${match[1]}`, output: () => out });
    });
    child.on("exit", (code, signal) => reject(new Error(`app process exited early (${code ?? signal}):\n${out}`)));
  });
}

/** Stops an app process (SIGTERM, then SIGKILL after 5 s). */
export function stopChild(child: Child | undefined): Promise<void> {
  const proc = child?.process;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.removeAllListeners("exit");
    const force = setTimeout(() => proc.kill("SIGKILL"), 5_000);
    proc.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    proc.kill("SIGTERM");
  });
}
