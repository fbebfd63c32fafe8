import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

/** The calling thread's id as Linux knows it (`/proc/thread-self` is `<pid>/task/<tid>`), or undefined elsewhere. */
function threadId(): number | undefined {
  if (process.platform !== "linux") return undefined;
  try {
    const tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the scheduling priority of the calling thread alone (Linux: a thread's id is a process id to
 * setpriority), so that background work in a worker thread takes only the CPU the event loop serving requests
 * leaves. Elsewhere, or where it is refused, the thread keeps its priority.
 */
export function lowerThreadPriority(niceness: number): boolean {
  const tid = threadId();
  if (tid === undefined) return false;
  try {
    os.setPriority(tid, niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts the calling thread under Linux's SCHED_IDLE policy (`chrt --idle -p 0 <tid>`), as the speech workers run
 * (tts/idle-scheduling.ts): it runs only on CPU time nothing else wants, and a request waking the event loop
 * preempts it at once. Where that is not available, the lowest niceness instead.
 */
export function runThreadOnIdleCpu(): "idle" | "nice" | "unchanged" {
  const tid = threadId();
  if (tid === undefined) return "unchanged";
  for (const chrt of ["/usr/bin/chrt", "/bin/chrt"]) {
    const set = spawnSync(chrt, ["--idle", "-p", "0", String(tid)], { stdio: "ignore", timeout: 5_000 });
    if (set.status === 0) return "idle";
  }
  return lowerThreadPriority(19) ? "nice" : "unchanged";
}
