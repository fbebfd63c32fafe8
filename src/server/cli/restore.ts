import path from "node:path";
import { restoreBackup, RestoreRefused } from "#server/backup/restore.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]   (--force replaces a database that holds data)";

/** npm run restore -- <file>: into the database named by DATABASE_URL (or the PGlite one in DATA_DIR). */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const [file, ...rest] = args.filter((a) => a !== "--force");
  if (!file || rest.length > 0 || file.startsWith("-")) {
    console.error(USAGE);
    return 2;
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
    const manifest = await restoreBackup({ database, dataDir: config.DATA_DIR, file: path.resolve(file), force });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${manifest.tables.length} tables (${rows} rows) and ${manifest.media.files} media files into ` +
        `${database.kind} from a backup of ${manifest.createdAt} (app ${manifest.appVersion})`,
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
