import { spawn } from "node:child_process";
import os from "node:os";
import { idleLauncher } from "#server/tts/idle-scheduling.ts";

/**
 * One busy loop per core under the lowest priority the app's background threads run at (SCHED_IDLE, else niceness
 * 19) while `work` runs: the floor, what any background CPU work costs the server's p99 on this machine, whatever
 * it is and however little it takes from the server.
 */
export async function withBusyLoops<T>(work: () => Promise<T>): Promise<T> {
  const launcher = idleLauncher() ?? ["nice", "-n", "19"];
  const loops = Array.from({ length: os.availableParallelism() }, () =>
    spawn(launcher[0]!, [...launcher.slice(1), process.execPath, "-e", "for (;;) {}"], { stdio: "ignore" }),
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return await work();
  } finally {
    for (const loop of loops) loop.kill("SIGKILL");
  }
}
