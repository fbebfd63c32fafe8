import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { Redis } from "ioredis";
import type { TestProject } from "vitest/node";
import { openDatabase, openPgliteDatabase } from "#server/db/client.ts";
import { seedDemoQuotes } from "#server/db/seed.ts";
import { withDatabaseName, type DatabaseTemplates } from "./test-database.ts";

/**
 * Migrates (and seeds) each database kind once per run; test files then start from a copy instead of
 * running every migration and the seed again: a PGlite data-dir dump (~0.4 s to load instead of ~2 s),
 * a PostgreSQL template database (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-templates-"));
  const templates: DatabaseTemplates = {};
  const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(dir, { recursive: true, force: true })];

  const pglite = await openPgliteDatabase({});
  try {
    await pglite.migrate();
    templates.pgliteEmpty = path.join(dir, "pglite-empty.tar");
    fs.writeFileSync(templates.pgliteEmpty, await pglite.dumpDataDir());
    await seedDemoQuotes(pglite.db);
    templates.pgliteSeeded = path.join(dir, "pglite-seeded.tar");
    fs.writeFileSync(templates.pgliteSeeded, await pglite.dumpDataDir());
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const prefix = `echoes_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const variant of ["empty", "seeded"] as const) {
        const name = `${prefix}_${variant}`;
        await admin.query(`CREATE DATABASE ${name}`);
        cleanups.push(async () => {
          const c = new pg.Client({ connectionString: adminUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        });
        const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), dataDir: "unused" });
        try {
          await database.migrate();
          if (variant === "seeded") await seedDemoQuotes(database.db);
        } finally {
          await database.close();
        }
        if (variant === "empty") templates.postgresEmpty = name;
        else templates.postgresSeeded = name;
      }
    } finally {
      await admin.end();
    }
  }

  await checkRedis(process.env.TEST_REDIS_URL);
  console.log(
    `Integration tests on PGlite${adminUrl ? " and PostgreSQL" : ""}; ` +
      (process.env.TEST_REDIS_URL ? "Redis-backed variants on." : "Redis-backed variants off (TEST_REDIS_URL unset)."),
  );
  project.provide("databaseTemplates", templates);
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/** A set but unreachable TEST_REDIS_URL fails the run at once instead of failing every Redis test slowly. */
async function checkRedis(url: string | undefined) {
  if (!url) return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`TEST_REDIS_URL=${url} is not reachable`, { cause: err });
  } finally {
    redis.disconnect();
  }
}
