import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real server (src/server/main.ts through tsx, as `npm run dev` runs it: no build needed) as a child
 * process on a free port, with `env` added to a minimal environment. Resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("src", "server", "main.ts")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      JWT_SECRET: "test-secret-that-is-at-least-32-characters-long",
      ADMIN_EMAIL: "admin@example.test",
      ADMIN_PASSWORD: "admin-password-1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Echoes is running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      resolve(Number(match[1]));
    };
    child.stdout.on("data", onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited at start (${code ?? signal}):\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

/**
 * Fills `dataDir/db` with the run's migrated and seeded PGlite template (global-setup.ts), so that a server
 * process started on it skips creating the database, the migrations and the seed (≈15 s on a busy machine).
 */
export async function prepareSeededDataDir(dataDir: string): Promise<void> {
  const template = inject("databaseTemplates").pgliteSeeded;
  if (!template) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const location = path.join(dataDir, "db");
  fs.mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, {
    loadDataDir: new Blob([fs.readFileSync(template)]),
    extensions: { pg_trgm },
  });
  await client.close();
}
