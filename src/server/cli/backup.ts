import fs from "node:fs";
import path from "node:path";
import { createBackup } from "#server/backup/backup.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

const USAGE = "Usage: npm run backup -- <file.tar.gz> [--force]   (--force overwrites an existing file)";

/** npm run backup -- <file>: the database named by DATABASE_URL (or the PGlite one in DATA_DIR) and DATA_DIR/media. */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const [file, ...rest] = args.filter((a) => a !== "--force");
  if (!file || rest.length > 0 || file.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  const target = path.resolve(file);
  if (fs.existsSync(target) && !force) {
    console.error(`${target} exists; add --force to overwrite it.`);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
  try {
    const manifest = await createBackup({ database, dataDir: config.DATA_DIR, file: target });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.media.files} media files ` +
        `(${manifest.media.bytes} bytes) from ${database.kind} to ${target}`,
    );
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
