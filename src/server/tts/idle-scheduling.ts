import { spawnSync } from "node:child_process";

let launcher: string[] | null | undefined;

/**
 * The command prefix that starts a process under Linux's SCHED_IDLE policy (`chrt --idle 0`), or null where
 * that is not available. A SCHED_IDLE process runs only on CPU time nothing else wants, and a waking web request
 * preempts it at once; a niceness of 19 still takes a small share and can delay a wake-up by a slice.
 * Probed once per process.
 */
export function idleLauncher(): string[] | null {
  if (launcher !== undefined) return launcher;
  launcher = null;
  if (process.platform !== "linux") return launcher;
  for (const chrt of ["/usr/bin/chrt", "/bin/chrt"]) {
    // A trivial command: the probe blocks the event loop while it runs.
    const probe = spawnSync(chrt, ["--idle", "0", "true"], { stdio: "ignore", timeout: 5_000 });
    if (probe.status === 0) return (launcher = [chrt, "--idle", "0"]);
  }
  return launcher;
}
