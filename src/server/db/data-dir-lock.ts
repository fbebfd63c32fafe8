import fs from "node:fs";

/** A PGlite data directory is opened by one process at a time: two would corrupt it. */
export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `file` as this process's lock (its pid inside). A lock left by a process that no longer runs (one that
 * was killed) is taken over; one held by a running process is refused. Answers the release function.
 */
export function lockDataDir(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirInUse(
          `${what} is in use by process ${pid} (a running Echoes server?): stop it first — PGlite allows one process.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUse(`Could not lock ${what}`);
}
