import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { LogStream } from "#server/lib/logger.ts";
import { seedDemoQuotes } from "#server/db/seed.ts";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A test configuration: silent logs, a throw-away data dir, overridable per test file. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-test-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-that-is-at-least-32-characters-long",
    CLIENT_DIR: path.join(dataDir, "no-client"),
    // Every injected request comes from one address: the per-IP limit of uncached lists has its own tests.
    RATE_LIMIT_LISTS_PER_MIN: "100000",
    ...env,
  });
}

export interface TestAppOptions {
  /** Load the demo quotes first. */
  seed?: boolean;
  /** Environment overrides for the config. */
  env?: Record<string, string | undefined>;
  /** Runs between buildApp() and ready(), e.g. to add a route that only a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Captures log lines (set LOG_LEVEL in `env` too: tests are silent by default). */
  logStream?: LogStream;
  /** Audio narration overrides: a fake speech engine, the generate wait, the queue's Redis prefix. */
  audio?: BuildOptions["audio"];
  /** Slow-client limits (short ones for the timeout tests). */
  timeouts?: BuildOptions["timeouts"];
}

/** buildApp() on a fresh database of the given kind; `seed` loads the demo quotes. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind, { seeded: options.seed });
  if (options.seed && !database.seeded) await seedDemoQuotes(database.db);
  const config = testConfig(options.env);
  const app = await buildApp(config, {
    database,
    logStream: options.logStream,
    audio: options.audio,
    timeouts: options.timeouts,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
