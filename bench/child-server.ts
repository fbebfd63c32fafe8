import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts `script` again in a child process in `mode` (its own server, printing `READY <port>` once it listens),
 * with V8's young generation sized as `npm start` sizes it (package.json). With `BENCH_CPU_PROF_DIR` set, the
 * server writes a V8 CPU profile there when it stops.
 */
export function startChildServer(script: string, mode: string, env: Record<string, string>) {
  const profile = process.env.BENCH_CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, ["--max-semi-space-size=8", ...profile, "--import", "tsx", script, mode], {
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
