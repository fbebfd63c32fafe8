import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DataDirInUse, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data directory lock", () => {
  it("refuses a data directory another running process holds (a server, while a CLI tries to open it)", async () => {
    const dataDir = tempDir();
    // The test runner's parent process stands for a running server.
    fs.writeFileSync(path.join(dataDir, "db.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUse);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
  });

  it("takes over a lock left by a process that was killed, and releases it on close", async () => {
    const dataDir = tempDir();
    const lock = path.join(dataDir, "db.lock");
    fs.writeFileSync(lock, "2147483646"); // no such process
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it("lets one process take and release it again", () => {
    const file = path.join(tempDir(), "x.lock");
    const release = lockDataDir(file, "x");
    release();
    lockDataDir(file, "x")();
    expect(fs.existsSync(file)).toBe(false);
  });
});
