import path from "node:path";
import { restoreBackup, RestoreRefused } from "#server/backup/restore.ts";
import { fileArguments, openConfiguredDatabase } from "./archive-command.ts";

const USAGE = "Usage: npm run restore -- <file.tar.gz> [--force]   (--force replaces a database that holds data)";

/** npm run restore -- <file>: into the database named by DATABASE_URL (or the PGlite one in DATA_DIR). */
async function main(): Promise<number> {
  const args = fileArguments(USAGE);
  if (!args) return 2;
  const opened = await openConfiguredDatabase();
  if (!opened) return 1;
  const { config, database } = opened;
  const { file, force } = args;
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
